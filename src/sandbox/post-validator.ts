// What Discourse refuses when a post or topic is created or edited, with its site settings' defaults
// and its English messages, so the sandbox forum refuses exactly what a real forum would. Pure: the
// forum's state a rule needs (the topic's first post, the user's recent posts) comes in as arguments.
//
// Read from discourse/discourse:
// - PostValidator (its current version, with post_body_validator and force_edit_last_validator, read
//   without a commit; the same rules at lib/validators/post_validator.rb @7fd865b0): stripped_length with
//   first_post_length for a topic's first post and post_length for a reply; raw_quality through
//   TextSentinel.body_sentinel; max_mention_validator (staff exempt; trust level ≥ 1 or a message:
//   max_mentions_per_post, else newuser_max_mentions_per_post); unique_post_validator (skipped for staff,
//   and when unique_posts_mins is 0).
// - StrippedLengthValidator (lib/validators/stripped_length_validator.rb @0f145a00): blank, then too long
//   on the raw length, then too short on the sanitized length (HTML comments removed, an emoji counts as
//   one character, runs of dots and commas as one, whitespace stripped).
// - TextSentinel (lib/text_sentinel.rb, the current version): entropy is the number of distinct UTF-8
//   bytes of the stripped text; body_min_entropy (capped at 0.7 × min_post_length when it exceeds it);
//   a title's at title_min_entropy, or 0.7 × min_topic_title_length when that is not above it; at least one
//   letter or digit; no word longer than title_max_word_length (titles only); not ALL CAPS unless
//   allow_uppercase_posts.
// - TopicTitleLengthValidator (lib/validators/topic_title_length_validator.rb @023d18ca): admins 1..max,
//   everyone else min_topic_title_length..max_topic_title_length; QualityTitleValidator (its current
//   version) names which check failed; Topic's `unique_among` (allow_duplicate_topic_titles false):
//   another topic's title, case aside, "has already been used".
// - PostCreator#valid? (lib/post_creator.rb): a new topic's errors are the topic's alone when its title
//   fails (`validate_child(topic_creator)` returns before the post is built), else the post's.
// - Post#matches_recent_post? / store_unique_post_key (app/models/post.rb): a Redis key per user and
//   SHA1 of the exact raw, kept unique_posts_mins after the post, holding the post's id; a post whose raw
//   matches a key held by another post of the same user is refused, in any topic, edits included.
// - Replies limited by who posted last (PostValidator#max_posts_validator and #force_edit_last_validator,
//   in lib/validators/post_validator.rb's current version, read without a commit; the 70 versions the index
//   keeps include @7fd865b0, which has max_posts_validator but not yet force_edit_last_validator):
//   newuser_max_replies_per_topic through User#posted_too_much_in_topic? (app/models/user.rb at
//   discourse/discourse@fe656fb0): trust level 0 only, never staff, never in the user's own topic; it counts
//   the user's posts in the topic since someone last replied to, mentioned or quoted them there
//   (UserAction.last_action_in_topic, app/models/user_action.rb @0a9b83a6: RESPONSE, MENTION, QUOTE, the
//   rows a "replied", "mentioned" or "quoted" notification logs), refused from the limit on.
//   max_consecutive_replies: any trust level, never staff, never the topic's owner (its first post's user), never
//   an edit; refused when the topic's last max_consecutive_replies posts are all the user's and the user may
//   still edit the last one (guardian.can_edit?: LimitedEdit#edit_time_limit_expired?,
//   app/models/concerns/limited_edit.rb @8beccdff: post_edit_time_limit minutes below trust level 2,
//   tl2_post_edit_time_limit from it, 0 meaning never). Category group moderators are exempt too; the
//   sandbox has none (enable_category_group_moderation is off by default), nor personal messages.
// - Defaults: config/site_settings.yml @00011e9c (posting: and rate_limits:); messages:
//   config/locales/server.en.yml @00109904 (errors.messages, is_invalid, just_posted_that,
//   too_many_mentions…, activerecord.attributes post.raw "Body", topic.title "Title").

/** The site settings these rules read, as Admin → Settings names them. */
export interface PostingSettings {
  readonly min_post_length: number;
  readonly min_first_post_length: number;
  readonly max_post_length: number;
  readonly body_min_entropy: number;
  readonly min_topic_title_length: number;
  readonly max_topic_title_length: number;
  readonly title_min_entropy: number;
  readonly title_max_word_length: number;
  readonly allow_uppercase_posts: boolean;
  readonly allow_duplicate_topic_titles: boolean;
  readonly unique_posts_mins: number;
  readonly max_mentions_per_post: number;
  readonly newuser_max_mentions_per_post: number;
  readonly newuser_max_replies_per_topic: number;
  readonly max_consecutive_replies: number;
  /** Minutes an author below trust level 2 may edit a post (LimitedEdit); 0: no limit. */
  readonly post_edit_time_limit: number;
  readonly tl2_post_edit_time_limit: number;
}

/** Discourse's defaults (config/site_settings.yml @00011e9c), for a site in English or Spanish. */
export const DISCOURSE_POSTING_DEFAULTS: PostingSettings = Object.freeze({
  min_post_length: 20,
  min_first_post_length: 20,
  max_post_length: 32_000,
  body_min_entropy: 7,
  min_topic_title_length: 15,
  max_topic_title_length: 255,
  title_min_entropy: 10,
  title_max_word_length: 30,
  allow_uppercase_posts: false,
  allow_duplicate_topic_titles: false,
  unique_posts_mins: 5,
  max_mentions_per_post: 10,
  newuser_max_mentions_per_post: 2,
  newuser_max_replies_per_topic: 3,
  max_consecutive_replies: 3,
  post_edit_time_limit: 1440,
  tl2_post_edit_time_limit: 43200,
});

/**
 * What plugin/README.md asks a forum's admin to set for its tables (docs/decisions.md): unique_posts_mins 0,
 * since every game has moves whose text repeats within minutes (a pass, a second roll on one challenge,
 * a reveal posted again after an early one was refused), which Discourse would refuse from a player.
 */
export const PLUGIN_README_POSTING: Partial<PostingSettings> = Object.freeze({ unique_posts_mins: 0 });

/** Who posts: what the rules exempt. Admins are staff; a moderator is staff but not an admin. */
export interface Poster { readonly staff: boolean; readonly admin: boolean; readonly trustLevel: number }

const ENTROPY_SCALE = 0.7;

/** config/locales/server.en.yml @00109904, with the attribute's name in front as full_messages puts it. */
export const VALIDATION_MESSAGES = {
  blank: (field: string) => `${field} can't be blank`,
  tooShort: (field: string, n: number) => `${field} is too short (minimum is ${n} character${n === 1 ? "" : "s"})`,
  tooLong: (field: string, n: number) => `${field} is too long (maximum is ${n} character${n === 1 ? "" : "s"})`,
  tooLongValidation: (field: string, n: number, length: number) =>
    `${field} is limited to ${n} character${n === 1 ? "" : "s"}; you entered ${length}.`,
  unclear: (field: string) => `${field} seems unclear, is it a complete sentence?`,
  unclearMeaningful: (field: string) => `${field} seems unclear, most of the words contain the same letters over and over?`,
  unclearUnpretentious: (field: string) => `${field} seems unclear, one or more words is very long?`,
  unclearQuiet: (field: string) => `${field} seems unclear, did you mean to enter it in ALL CAPS?`,
  titleUsed: "Title has already been used",
  justPostedThat: "Body is too similar to what you recently posted",
  tooManyMentions: (n: number) => n === 1 ? "Sorry, you can only mention one other user in a post." : `Sorry, you can only mention ${n} users in a post.`,
  noMentions: "Sorry, you can't mention other users.",
  tooManyMentionsNewuser: (n: number) =>
    n === 1 ? "Sorry, new users can only mention one other user in a post." : `Sorry, new users can only mention ${n} users in a post.`,
  noMentionsNewuser: "Sorry, new users can't mention other users.",
  tooManyReplies: (n: number) => `We're sorry, but new users are temporarily limited to ${n} repl${n === 1 ? "y" : "ies"} in the same topic.`,
  maxConsecutiveReplies: (n: number) => n === 1
    ? "No consecutive replies are allowed. Please edit your previous reply, or wait for someone to reply to you."
    : `No more than ${n} consecutive replies are allowed. Please edit your previous reply, or wait for someone to reply to you.`,
} as const;

const chars = (s: string): number => [...s].length;
/** Ruby's String#strip: ASCII whitespace and NUL at both ends. */
const rubyStrip = (s: string): string => s.replace(/^[\t\n\v\f\r \0]+|[\t\n\v\f\r \0]+$/g, "");
/** Ruby's `blank?` on a String: empty or only whitespace (Unicode spaces included). */
const blank = (s: string): boolean => /^[\s\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]*$/u.test(s);

/** StrippedLengthValidator.get_sanitized_value: what counts towards the minimum. */
export function strippedValue(raw: string): string {
  return rubyStrip(raw.replace(/<!--(.*?)-->/g, "").replace(/:\w+(:\w+)?:/g, "X").replace(/\.{2,}/g, "…").replace(/,{2,}/g, ","));
}

/** TextSentinel#entropy: distinct bytes of the stripped text's UTF-8. */
export function entropy(text: string): number {
  return new Set(Buffer.from(rubyStrip(text), "utf8")).size;
}

interface Sentinel { meaningful: boolean; pronounceable: boolean; unpretentious: boolean; quiet: boolean; valid: boolean }

function sentinel(text: string, minEntropy: number, maxWordLength: number | null, settings: PostingSettings): Sentinel {
  const meaningful = entropy(text) >= minEntropy;
  const pronounceable = /[\p{L}\p{M}\p{Nd}]/u.test(text);
  const unpretentious = maxWordLength === null || !new RegExp(`[\\p{L}\\p{M}\\p{Nd}]{${maxWordLength + 1},}`, "u").test(text);
  const quiet = settings.allow_uppercase_posts || /[\p{Ll}\p{Lo}]/u.test(text) || !/\p{L}/u.test(text);
  return { meaningful, pronounceable, unpretentious, quiet, valid: !blank(text) && meaningful && pronounceable && unpretentious && quiet };
}

/** TextSentinel.body_sentinel's minimum entropy. */
function bodyMinEntropy(s: PostingSettings): number {
  return s.body_min_entropy > s.min_post_length ? Math.trunc(s.min_post_length * ENTROPY_SCALE) : s.body_min_entropy;
}

/** TextSentinel.title_sentinel's minimum entropy. */
function titleMinEntropy(s: PostingSettings): number {
  return s.min_topic_title_length > s.title_min_entropy ? s.title_min_entropy : Math.trunc(s.min_topic_title_length * ENTROPY_SCALE);
}

/** The usernames a post mentions, once each, case aside (PostAnalyzer#raw_mentions); code is not read. */
export function rawMentions(raw: string): string[] {
  const text = raw.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, "").replace(/`[^`\n]*`/g, "");
  const names = new Set<string>();
  for (const m of text.matchAll(/(?<![\p{L}\p{N}_@`/])@([\p{L}\p{N}_][\p{L}\p{N}_.-]{0,59})/gu)) {
    names.add(m[1]!.replace(/[.-]+$/, "").toLowerCase());
  }
  return [...names];
}

export interface BodyCheck {
  readonly raw: string;
  /** The topic's first post (created or edited): min_first_post_length, else min_post_length. */
  readonly firstPost: boolean;
  /** Another post of this user whose raw was the same within unique_posts_mins (not this one). */
  readonly recentDuplicate: boolean;
  /** A new reply (not a new topic, not an edit): what the reply limits read of its topic. */
  readonly reply?: ReplyCheck;
}

/** What max_posts_validator and force_edit_last_validator read of the topic a new reply goes to. */
export interface ReplyCheck {
  /** The poster owns the topic (Topic#user_id; the author of its first post). */
  readonly ownTopic: boolean;
  /** The poster's posts in the topic since another user last replied to, mentioned or quoted them there (all of them if never). */
  readonly sinceResponse: number;
  /** The topic's posts, newest first: whether each is the poster's (only the first max_consecutive_replies are read). */
  readonly newestMine: readonly boolean[];
  /** How long ago the topic's last post was created, in minutes (LimitedEdit). */
  readonly lastPostAgeMinutes: number;
}

/** Guardian#can_edit? of the poster's own last post: LimitedEdit's time limit by trust level (0: none). */
function mayStillEdit(user: Poster, ageMinutes: number, settings: PostingSettings): boolean {
  const limit = user.trustLevel < 2 ? settings.post_edit_time_limit : settings.tl2_post_edit_time_limit;
  return !(limit > 0 && ageMinutes > limit);
}

/** PostValidator#max_posts_validator: User#posted_too_much_in_topic?. */
function postedTooMuch(user: Poster, reply: ReplyCheck, settings: PostingSettings): boolean {
  return !user.staff && user.trustLevel === 0 && !reply.ownTopic && reply.sinceResponse >= settings.newuser_max_replies_per_topic;
}

/** PostValidator#force_edit_last_validator. */
function mustEditLast(user: Poster, reply: ReplyCheck, settings: PostingSettings): boolean {
  const n = settings.max_consecutive_replies;
  if (n === 0 || user.staff || reply.ownTopic) return false;
  const mine = reply.newestMine.slice(0, n).filter(Boolean).length;
  return mine >= n && mayStillEdit(user, reply.lastPostAgeMinutes, settings);
}

/** PostValidator#validate as PostCreator and PostRevisor run it: the messages, in Discourse's order. */
export function postErrors(user: Poster, post: BodyCheck, settings: PostingSettings): string[] {
  const errors: string[] = [];
  const min = post.firstPost ? settings.min_first_post_length : settings.min_post_length;
  if (blank(post.raw)) errors.push(VALIDATION_MESSAGES.blank("Body"));
  else if (chars(post.raw) > settings.max_post_length) errors.push(VALIDATION_MESSAGES.tooLongValidation("Body", settings.max_post_length, chars(post.raw)));
  else if (chars(strippedValue(post.raw)) < min) errors.push(VALIDATION_MESSAGES.tooShort("Body", min));
  if (!sentinel(post.raw, bodyMinEntropy(settings), null, settings).valid) errors.push(VALIDATION_MESSAGES.unclear("Body"));
  if (post.reply && postedTooMuch(user, post.reply, settings)) errors.push(VALIDATION_MESSAGES.tooManyReplies(settings.newuser_max_replies_per_topic));
  if (!user.staff) {
    const mentions = rawMentions(post.raw).length;
    const newUser = user.trustLevel < 1;
    const max = newUser ? settings.newuser_max_mentions_per_post : settings.max_mentions_per_post;
    if (mentions > max) {
      errors.push(max === 0 ? (newUser ? VALIDATION_MESSAGES.noMentionsNewuser : VALIDATION_MESSAGES.noMentions)
        : (newUser ? VALIDATION_MESSAGES.tooManyMentionsNewuser(max) : VALIDATION_MESSAGES.tooManyMentions(max)));
    }
  }
  if (settings.unique_posts_mins > 0 && !user.staff && !blank(post.raw) && post.recentDuplicate) errors.push(VALIDATION_MESSAGES.justPostedThat);
  if (post.reply && mustEditLast(user, post.reply, settings)) errors.push(VALIDATION_MESSAGES.maxConsecutiveReplies(settings.max_consecutive_replies));
  return errors;
}

/** Topic's title validations (presence, TopicTitleLengthValidator, QualityTitleValidator, unique_among). */
export function titleErrors(user: Poster, title: string, settings: PostingSettings, titleTaken: (lower: string) => boolean): string[] {
  // Topic's before_validation cleans the title (TextCleaner.clean_title), which strips it first.
  const t = rubyStrip(title);
  const errors: string[] = [];
  const min = user.admin ? 1 : settings.min_topic_title_length;
  // presence, then the length (allow_blank: skipped for a blank title), then the quality (run on it too).
  if (blank(t)) errors.push(VALIDATION_MESSAGES.blank("Title"));
  else if (chars(t) < min) errors.push(VALIDATION_MESSAGES.tooShort("Title", min));
  else if (chars(t) > settings.max_topic_title_length) errors.push(VALIDATION_MESSAGES.tooLong("Title", settings.max_topic_title_length));
  const s = sentinel(t, titleMinEntropy(settings), settings.title_max_word_length, settings);
  if (!s.valid) {
    errors.push(!s.meaningful ? VALIDATION_MESSAGES.unclearMeaningful("Title") : !s.unpretentious ? VALIDATION_MESSAGES.unclearUnpretentious("Title")
      : !s.quiet ? VALIDATION_MESSAGES.unclearQuiet("Title") : VALIDATION_MESSAGES.unclear("Title"));
  }
  if (!settings.allow_duplicate_topic_titles && !blank(t) && titleTaken(t.toLowerCase())) errors.push(VALIDATION_MESSAGES.titleUsed);
  return errors;
}
