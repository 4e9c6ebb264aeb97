// Who the service may name with "@": only people the forum confirms are users of it. A sheet's
// player line, a rater named in a post or a character's name are text anyone can write; written
// after an "@" by the staff account they would notify whoever the name reaches: a group (notified
// as a whole), `@here` (everyone in the topic, Discourse's SiteSetting.here_mention), or chat's
// `@all`. So a name is mentioned only after `GET /u/{name}.json` found a user by it (groups and
// made-up names are 404 there), never when it is one of the mass-mention or automatic-group names
// below, and every other name the service writes goes out without its "@".
import type { DiscourseClient, ForumUser } from "./discourse/client.js";

/**
 * Names that reach many people. `here` is Discourse's default here_mention (a user cannot take it:
 * User.reserved_username? in app/models/user.rb); `all`, `everyone` and `channel` are the chat
 * plugin's and other tools' mass mentions; the rest are Discourse's automatic groups
 * (Group::AUTO_GROUPS, app/models/group.rb), which share the namespace with usernames.
 */
export const MASS_MENTIONS: ReadonlySet<string> = new Set(["here", "all", "everyone", "channel", "admins", "moderators", "staff",
  "trust_level_0", "trust_level_1", "trust_level_2", "trust_level_3", "trust_level_4"]);

/** Discourse usernames: letters (Unicode when unicode_usernames is on), digits, "_", "." and "-" (UsernameValidator). */
const USERNAME = /^[\p{L}\p{M}\p{N}_.-]{1,60}$/u;

export interface ForumUsers {
  /** The forum's user by this name (an "@" in front is ignored), or undefined: no such user, a group, or a mass mention. */
  find(name: string): Promise<ForumUser | undefined>;
  /** "@name" for a name already confirmed by find(); the bare name otherwise (it cannot notify anyone). */
  mention(name: string | null | undefined): string;
}

export function forumUsers(client: Pick<DiscourseClient, "readUser">, options: { readonly now?: () => number; readonly ttlMs?: number } = {}): ForumUsers {
  const now = options.now ?? Date.now;
  const ttlMs = options.ttlMs ?? 10 * 60_000;
  const known = new Map<string, { readonly user: ForumUser | undefined; readonly at: number }>();
  const bare = (name: string) => name.trim().replace(/^@+/, "").trim();
  // Written bare: no "@" (no mention), no brackets or quotes (it can neither open a block nor leave an attribute).
  const plain = (name: string) => bare(name).replace(/[[\]"@]/g, "");
  return {
    async find(name) {
      const wanted = bare(name);
      const lower = wanted.toLowerCase();
      if (!USERNAME.test(wanted) || MASS_MENTIONS.has(lower)) return undefined;
      const cached = known.get(lower);
      if (cached && now() - cached.at < ttlMs) return cached.user;
      const found = await client.readUser(wanted);
      const user = found && !found.staged && found.username.toLowerCase() === lower ? found : undefined;
      known.set(lower, { user, at: now() });
      return user;
    },
    mention(name) {
      if (!name) return "-";
      const lower = bare(name).toLowerCase();
      const user = known.get(lower)?.user;
      return user && !MASS_MENTIONS.has(lower) ? `@${user.username}` : plain(name);
    },
  };
}
