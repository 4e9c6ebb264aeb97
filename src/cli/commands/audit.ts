// `gf audit <service-url>`: checks a dice service from the outside (docs/verifiable-dice.md §9.4).
// It reads the service's public document, anchors it against the commitment post in the forum, walks
// the whole roll log page by page, verifies every proof and every link, reports gaps (withheld rolls),
// duplicates (a block rolled twice) and broken links, and checks that every roll was answered in the
// forum (its proof appears in the post's topic). Exit 0: no problem; 1: problems found; 2: the service
// or its document cannot be read.
import { z } from "zod";
import { nodeCrypto } from "../../dice/crypto-node.js";
import { logChecker, type LogProblem } from "../../dice/roll-log.js";
import { decodeProof } from "../../dice/proof.js";
import { GAMES } from "../../games/games.js";
import { SERVER_GAMES } from "../../games/server-games.js";
import { documentVerifier } from "../../dice/verify-document.js";
import type { VerifyOptions } from "../../dice/verify.js";
import { verifyOptionsFrom, wellKnownSchema } from "../../dice/well-known.js";
import { anchorOptions } from "../../dice/anchor.js";
import { checkTips, readTips, TIP_SECONDS, type Tip, type TipProblem } from "../../dice/tips.js";
import { checkRemembered, rememberedClock, rememberedOf, type Remembered } from "../../dice/remembered.js";
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { commitmentPostId, readForumAnchors } from "../commitment-topic.js";
import { clockOf, clockPostOf, judgedByClock, readClock, withClock } from "../../dice/clock.js";
import type { Lang } from "../../lib/i18n.js";
import { CliError, flag, stringOption, type Command } from "../command.js";
import { orFail, say, text } from "../shell.js";
import { forumGet, getJson, setWaitNote } from "../forum-reads.js";

const logPage = z.object({
  format: z.literal("gf-dice-log-v2"),
  entries: z.array(z.object({ seq: z.int().positive(), proof: z.string().max(4096), topic: z.int().nonnegative(), post: z.int().nonnegative() })),
  next: z.int().positive().nullable(),
});
const topicJson = z.object({
  post_stream: z.object({
    posts: z.array(z.object({ id: z.number(), username: z.string().optional(), cooked: z.string().optional(), raw: z.string().optional(),
      created_at: z.string().optional(), updated_at: z.string().optional(), version: z.number().optional() })),
    stream: z.array(z.number()).optional(),
  }),
});
const rolledPostJson = z.object({ raw: z.string(), version: z.number() });
const revisionJson = z.object({ created_at: z.string() });

type ForumPost = { id: number; username?: string | undefined; text: string; createdAt?: string | undefined; updatedAt?: string | undefined; version?: number | undefined };
const forumPost = (p: z.infer<typeof topicJson>["post_stream"]["posts"][number]): ForumPost =>
  ({ id: p.id, username: p.username, text: `${p.raw ?? ""}\n${p.cooked ?? ""}`, createdAt: p.created_at, updatedAt: p.updated_at, version: p.version });

/** A topic's posts (every page of its stream), read once per audit; a topic the forum does not show has none. */
async function topicPosts(forum: string, topic: number, cache: Map<number, ForumPost[]>, lang: Lang): Promise<ForumPost[]> {
  const known = cache.get(topic);
  if (known) return known;
  const t = await getJson(`${forum}/t/${topic}.json`, topicJson, lang).catch(() => undefined);
  const posts = t ? t.post_stream.posts.map(forumPost) : [];
  // TopicsController#show sends the first posts; the rest come from /t/:id/posts.json?post_ids[]=…
  const missing = t?.post_stream.stream?.filter((id) => !posts.some((p) => p.id === id)) ?? [];
  for (let i = 0; i < missing.length; i += 20) {
    const ids = missing.slice(i, i + 20).map((id) => `post_ids[]=${id}`).join("&");
    const more = await getJson(`${forum}/t/${topic}/posts.json?${ids}`, topicJson, lang).catch(() => undefined);
    posts.push(...(more?.post_stream.posts ?? []).map(forumPost));
  }
  cache.set(topic, posts);
  return posts;
}

/** A category's topic list (ListController#category_latest, `/c/{id}.json`), page by page while it names a next page. */
const topicList = z.object({ topic_list: z.object({ topics: z.array(z.object({ id: z.number().int().positive() })), more_topics_url: z.string().optional() }) });

/**
 * Every roll proof the service's account posted in `categories` (docs/verifiable-dice.md §V.4, forum → log):
 * a roll the operator made outside its log shows here, in its reply.
 */
async function postedProofs(forum: string, categories: readonly number[], account: string, cache: Map<number, ForumPost[]>, lang: Lang):
  Promise<{ topic: number; post: number; proof: string }[]> {
  const found: { topic: number; post: number; proof: string }[] = [];
  const seen = new Set<number>();
  for (const category of categories) {
    for (let page = 0; page < MAX_PAGES; page++) {
      const list = await getJson(`${forum}/c/${category}.json?page=${page}`, topicList, lang, forum);
      for (const { id } of list.topic_list.topics) {
        if (seen.has(id)) continue;
        seen.add(id);
        for (const p of await topicPosts(forum, id, cache, lang)) {
          if (p.username?.toLowerCase() !== account.toLowerCase()) continue;
          // gf1 and gf2 cards too: an older proof outside the log is checked against the cut-offs below.
          for (const m of p.text.matchAll(/gf[123]\.[A-Za-z0-9_-]+/g)) found.push({ topic: id, post: p.id, proof: m[0] });
        }
      }
      if (!list.topic_list.more_topics_url || list.topic_list.topics.length === 0) break;
    }
  }
  return found;
}

/** `--category 5,7`: category ids. */
function categoriesOption(value: string | undefined, lang: Lang): number[] | undefined {
  if (value === undefined) return undefined;
  const ids = value.split(",").map((v) => v.trim());
  if (!ids.every((v) => /^\d{1,9}$/.test(v) && Number(v) > 0)) throw new CliError(text(lang, "cli.audit-category", { value }));
  return ids.map(Number);
}

function tipProblemText(lang: Lang, p: TipProblem): string {
  switch (p.kind) {
    case "tip-mismatch": return text(lang, "cli.audit-tip-mismatch", { post: p.post, seq: p.seq });
    case "tip-order": return text(lang, "cli.audit-tip-order", { post: p.post, seq: p.seq, before: p.before });
    case "tip-ahead": return text(lang, "cli.audit-tip-ahead", { post: p.post, seq: p.seq, served: p.served });
    case "tip-overdue": return text(lang, "cli.audit-tip-overdue", { last: p.last === null ? "—" : new Date(p.last).toISOString(), hours: TIP_SECONDS / 3600 });
  }
}

const stateSchema = z.object({ format: z.literal("gf-audit-state-v1"), seq: z.int().nonnegative(), hash: z.string().regex(/^[0-9a-f]{64}$/),
  // The commitment topic's anchoring posts as this audit read them (docs/verifiable-dice.md §V.3): post id → SHA-256 of the text.
  anchors: z.record(z.string().regex(/^\d{1,12}$/), z.string().regex(/^[0-9a-f]{64}$/)).optional() });

/** The previous audit's state file, or undefined when there is none yet. */
function readState(file: string, lang: Lang): z.infer<typeof stateSchema> | undefined {
  try {
    return stateSchema.parse(JSON.parse(readFileSync(file, "utf8")));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new CliError(text(lang, "cli.audit-state", { file, detail: e instanceof Error ? e.message.split("\n")[0]! : String(e) }));
  }
}

/**
 * `--state FILE`: the log's last seq and record hash as the previous audit read them. The log is a hash
 * chain, so the record at that seq still having that hash means nothing before it changed either; any
 * other answer is a second log ("log-fork"). The file then holds this audit's tip, unless it forked.
 */
function checkState(file: string, log: { hashOf(seq: number): string | undefined; readonly lastSeq: number }, lang: Lang,
  anchors: { readonly before: Remembered; readonly now: Remembered; readonly rewritten: boolean }): string[] {
  const before = readState(file, lang);
  if (before && before.seq > 0 && log.hashOf(before.seq) !== before.hash) return [text(lang, "cli.audit-log-fork", { seq: before.seq, file })];
  const hash = log.hashOf(log.lastSeq);
  if ((log.lastSeq === 0 || hash !== undefined) && !anchors.rewritten) {
    // What this audit read of the anchoring posts joins what earlier ones read: a post rewritten later is refused then.
    writeFileSync(file, `${JSON.stringify({ format: "gf-audit-state-v1", seq: log.lastSeq, hash: hash ?? "0".repeat(64), anchors: { ...anchors.now, ...anchors.before } })}\n`);
  }
  return [];
}

/** Each game's reading of the dice a post typed (GameTools.typedDice), in the registry's order. */
const TYPED_DICE = GAMES.flatMap((g) => SERVER_GAMES[g.id]?.tools?.typedDice ?? []);

/**
 * The dice a never-edited post typed for block `block` (docs/verifiable-dice.md §V.5), as the game whose
 * block it is reads them with the service's own parser, when its dice are all written out.
 */
function typedPool(post: { raw: string; version: number } | undefined, block: number): readonly number[] | undefined {
  if (!post || post.version !== 1) return undefined;
  for (const typed of TYPED_DICE) {
    const sizes = typed(post.raw, block);
    if (sizes) return sizes;
  }
  return undefined;
}

/** At most this many log pages: a service that never ends its log is a problem, not a loop. */
const MAX_PAGES = 10_000;

/** The log, page by page from seq 1, into a checker; `endless` when it names no end within MAX_PAGES or goes backwards. */
async function readLog(logUrl: string, verify: Parameters<typeof logChecker>[0], lang: Lang): Promise<{ log: ReturnType<typeof logChecker>; endless: boolean }> {
  const log = logChecker(verify, nodeCrypto);
  let from: number | null = 1;
  for (let page = 0; from !== null; page++) {
    if (page >= MAX_PAGES) return { log, endless: true };
    const got: z.infer<typeof logPage> = await getJson(`${logUrl}?from=${from}`, logPage, lang);
    for (const entry of got.entries) log.add(entry);
    if (got.next !== null && got.next <= (got.entries[got.entries.length - 1]?.seq ?? from - 1)) return { log, endless: true };
    from = got.next;
  }
  return { log, endless: false };
}

/**
 * The forum's address from the document's host: http:// for a loopback host (a sandbox or a forum on
 * the same machine, which serve no TLS), https:// otherwise.
 */
export function forumAddress(host: string): string {
  const name = host.replace(/:\d+$/, "").replace(/^\[|\]$/g, "").toLowerCase();
  const loopback = name === "localhost" || name === "::1" || /^127(?:\.\d{1,3}){3}$/.test(name);
  return `${loopback ? "http" : "https"}://${host}`;
}

function problemText(lang: Lang, p: LogProblem): string {
  switch (p.kind) {
    case "gap": return text(lang, "cli.audit-gap", { from: p.from, to: p.to });
    case "order": return text(lang, "cli.audit-order", { seq: p.seq, after: p.after });
    case "link": return text(lang, "cli.audit-link", { seq: p.seq });
    case "duplicate": return text(lang, "cli.audit-duplicate", { seq: p.seq, first: p.first, context: p.context });
    // The check's own sentence, with its values ({got}, {want}…) filled in.
    case "invalid": return text(lang, "cli.audit-invalid", { seq: p.seq, check: say(lang, { code: p.code, params: p.params }), code: p.code });
    case "retired-head": return text(lang, "cli.audit-retired-head", { seq: p.seq, head: p.head.slice(0, 16) });
    case "entry": return text(lang, "cli.audit-entry", { seq: p.seq });
  }
}

export const audit: Command = {
  name: "audit",
  usage: "<service-url>",
  positionals: [1, 1],
  summary: {
    es: "audita un servicio de dados: compromiso, todo el registro de tiradas, cada prueba y enlace, y que cada tirada se respondió en el foro",
    en: "audit a dice service: commitment, the whole roll log, every proof and link, and that every roll was answered in the forum",
  },
  options: {
    "forum-url": {
      type: "string",
      help: { es: "dirección del foro (si no, el foro del documento, con https://, o http:// si es local)", en: "the forum's address (else the document's forum, with https://, or http:// when it is local)" },
    },
    category: {
      type: "string",
      help: { es: "categorías donde buscar tiradas fuera del registro, p. ej. 5,7 (si no, las del documento)", en: "categories to search for rolls outside the log, e.g. 5,7 (else the document's)" },
    },
    state: {
      type: "string",
      help: { es: "fichero donde la auditoría guarda la punta del registro leído y los textos de compromiso y de punta del foro, para comprobar en la siguiente que el registro no se bifurca y que esos mensajes no se reescribieron", en: "a file where the audit keeps the tip of the log it read and the forum's commitment and tip texts, to check at the next audit that the log never forks and those posts were not rewritten" },
    },
    json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
  },
  run: async ({ values, positionals, lang }, io) => {
    const service = (positionals[0] ?? "").replace(/\/+$/, "");
    if (!/^https?:\/\//i.test(service)) throw new CliError(text(lang, "cli.audit-url", { value: service }));
    setWaitNote((line) => io.err(line));
    const docUrl = `${service}/.well-known/gf-dice.json`;
    const doc = await getJson(docUrl, wellKnownSchema, lang);
    const forum = (stringOption(values, "forum-url") ?? (doc.forum ? forumAddress(doc.forum) : "")).replace(/\/+$/, "");
    if (!forum) throw new CliError(text(lang, "cli.audit-no-forum"));
    const problems: string[] = [];

    // The anchor (docs/verifiable-dice.md §V.3): the forum's commitment topic, read post by post, says
    // which commitments exist and when each was posted; the document must name its last one, and
    // every key covers only the block times of its window, whatever `retiredAt` the document says.
    const documentOptions = verifyOptionsFrom(doc, nodeCrypto);
    if (!documentOptions.ok && documentOptions.error.code === "dice.verify.commitment") problems.push(say(lang, documentOptions.error));
    let options = orFail(documentOptions.ok ? documentOptions : verifyOptionsFrom({ ...doc, retired: undefined }, nodeCrypto), lang, undefined, 1);
    const postId = commitmentPostId(doc);
    let tips: Tip[] = [];
    let account = doc.account;
    let clock: number | null | undefined;
    const stateFile = stringOption(values, "state");
    const stateAt = stateFile === undefined ? undefined : resolve(io.cwd, stateFile);
    const remembered = { before: (stateAt ? readState(stateAt, lang)?.anchors : undefined) ?? {}, now: {} as Remembered, rewritten: false };
    if (postId === undefined) problems.push(text(lang, "cli.audit-no-commitment"));
    else {
      const read = await readForumAnchors(forum, postId, doc.account, lang, { probeTips: true });
      account = read.account;
      // What earlier audits read of the service's commitment and tip posts (--state): the forum can show
      // one of them pristine after a rewrite, its revisions gone or never made (docs/verifiable-dice.md §V.3).
      const kept = checkRemembered(remembered.before, read.posts, read.account, nodeCrypto);
      if (!kept.ok) { problems.push(say(lang, kept.error)); remembered.rewritten = true; }
      remembered.now = rememberedOf(read.posts, read.account, nodeCrypto);
      const anchored = read.anchors.ok ? anchorOptions(options, read.anchors.value) : read.anchors;
      if (anchored.ok) options = anchored.value;
      else problems.push(say(lang, anchored.error));
      // The operator's clock (docs/verifiable-dice.md §V.11): a stamped block's round follows its revision.
      // One an earlier audit saw (--state) still judges later posts when the topic no longer shows it.
      // None at all: no beacon roll's round is fixed against staff re-dating its post (null, §V.11).
      clock = clockPostOf(read.posts, read.account) ?? rememberedClock(remembered.before, nodeCrypto) ?? null;
      options = withClock(options, clock);
      // The log's tips the service posted in the same topic (docs/verifiable-dice.md §V.4).
      const read2 = readTips(read.posts, read.account);
      if (read2.ok) tips = read2.value;
      else problems.push(say(lang, read2.error));
    }
    // Every roll under the key that signed it: the current commitment's, or a retired one the document lists.
    const verify = documentVerifier(options, nodeCrypto);

    // The whole log.
    if (!doc.log) throw new CliError(text(lang, "cli.audit-no-log"), 1);
    const logUrl = new URL(doc.log, docUrl).toString();
    // The log's walk has no forum times: the cut-offs (docs/verifiable-dice.md §V.6), which compare a
    // block's forum time, are checked below, roll by roll, with the forum's time read.
    const undated = <T extends VerifyOptions>(o: T): T => ({ ...o, v1Until: undefined, v2Until: undefined });
    const walk = documentVerifier({ ...undated(options), ...(options.retired ? { retired: options.retired.map(undated) } : {}) }, nodeCrypto);
    const { log, endless } = await readLog(logUrl, walk, lang);
    if (endless) problems.push(text(lang, "cli.audit-endless"));
    problems.push(...log.problems.map((p) => problemText(lang, p)));
    // The log read again (docs/verifiable-dice.md §V.4): a service that serves one log to a fetch and
    // another to the next (to this audit and to the forum's readers, say) forks within one run. The
    // record at the first read's last seq names every record before it, so the same hash there means
    // the same log up to it; another hash, or none, means two logs.
    if (log.lastSeq > 0) {
      const again = (await readLog(logUrl, walk, lang)).log;
      if (again.hashOf(log.lastSeq) !== log.hashOf(log.lastSeq)) problems.push(text(lang, "cli.audit-log-refetch-fork", { seq: log.lastSeq }));
    }
    // The log against the forum's tips: never shorter than a tip, never other than a tip said, tips going forward and recent.
    if (postId !== undefined) problems.push(...checkTips(tips, (seq) => log.hashOf(seq), log.lastSeq, Date.now()).map((p) => tipProblemText(lang, p)));
    // The log against the previous audit's: the record at the seq it ended with is still the one it read.
    if (stateAt !== undefined) problems.push(...checkState(stateAt, log, lang, remembered));

    // Every roll answered in the forum: its proof appears in a post of its topic other than the rolled one.
    const topics = new Map<number, ForumPost[]>();
    const rawPosts = new Map<number, { raw: string; version: number }>();
    const get = forumGet(forum, lang);
    const clockRevisions = new Map<number, Promise<{ status: number; at?: number }>>();
    // Beacon rolls whose round no clock fixed (docs/verifiable-dice.md §V.11): valid, and still choosable by staff.
    const unfixed: number[] = [];
    for (const roll of log.rolls) {
      const posts = await topicPosts(forum, roll.topic, topics, lang);
      const answers = posts.filter((p) => p.id !== roll.post && p.text.includes(roll.proof));
      if (!answers.length) problems.push(text(lang, "cli.audit-unanswered", { seq: roll.seq, context: roll.context }));
      // The service's reply showing the roll, its first (docs/verifiable-dice.md §V.3: a retired key's roll
      // of an edit's block counts only in a reply the forum numbered before the rotation's post).
      const reply = (answers.find((p) => account !== undefined && p.username?.toLowerCase() === account.toLowerCase()) ?? answers[0])?.id;
      // A v3 roll is dated at the forum's time for its block (docs/verifiable-dice.md §V.1): read it
      // from the rolled post (created_at), or from the revision the proof names, and check it.
      const decoded = decodeProof(roll.proof);
      // The rolled pool is the post's (attack 5: "d4 d4 d4" signed for a "d12 d12 d12" post).
      // The topic's post stream carries no raw (TopicViewSerializer): the post's own JSON does.
      let rolledPost = rawPosts.get(roll.post);
      if (!rolledPost && decoded.ok) {
        rolledPost = await getJson(`${forum}/posts/${roll.post}.json`, rolledPostJson, lang).catch(() => undefined);
        if (rolledPost) rawPosts.set(roll.post, rolledPost);
      }
      const typed = decoded.ok ? typedPool(rolledPost, decoded.value.record.context.block) : undefined;
      const pooled = typed ? walk(roll.proof, { sizes: typed }) : undefined;
      if (pooled && !pooled.ok) problems.push(text(lang, "cli.audit-invalid", { seq: roll.seq, check: say(lang, pooled.error), code: pooled.error.code }));
      // v1 and v2 rolls too, at their post's time: their cut-offs are the forum's time for the block (§V.6).
      if (decoded.ok) {
        const version = decoded.value.record.version === 3 ? decoded.value.record.postVersion : 1;
        const rolled = posts.find((p) => p.id === roll.post);
        const at = version === 1 ? rolled?.createdAt
          : (await getJson(`${forum}/posts/${roll.post}/revisions/${version}.json`, revisionJson, lang).catch(() => undefined))?.created_at;
        const forumTime = at === undefined ? NaN : Date.parse(at);
        if (Number.isNaN(forumTime)) problems.push(text(lang, "cli.audit-no-forum-time", { seq: roll.seq, context: roll.context, version }));
        else {
          const reading = judgedByClock(decoded.value.record, clock) ? await readClock(get, roll.post, clock!, clockRevisions) : undefined;
          const dated = verify(roll.proof, { forumTime, ...(reply !== undefined ? { replyPost: reply } : {}), ...(reading ? { clock: clockOf(reading, decoded.value.record, forumTime)! } : {}) });
          if (!dated.ok) problems.push(text(lang, "cli.audit-invalid", { seq: roll.seq, check: say(lang, dated.error), code: dated.error.code }));
          else if (dated.value.roundUnfixed) unfixed.push(roll.seq);
          // Its round unchecked: the forum did not answer, or showed no clock revision after the stamp of a post still at the block's version.
          else if (dated.value.pending.includes("clock") && (!reading || reading.shownVersion === version)) {
            problems.push(text(lang, "cli.audit-no-clock", { seq: roll.seq, context: roll.context }));
          }
        }
      }
    }

    if (unfixed.length) problems.push(text(lang, "cli.audit-round-unfixed", { count: unfixed.length, seqs: unfixed.join(", ") }));
    const rolledTopics = topics.size;
    // Forum → log: every roll proof the service's account posted in the watched categories is in the log.
    const categories = categoriesOption(stringOption(values, "category"), lang) ?? doc.categories ?? [];
    if (account) {
      const logged = new Set(log.rolls.map((r) => r.proof));
      for (const { topic, post, proof } of await postedProofs(forum, categories, account, topics, lang)) {
        if (logged.has(proof)) continue;
        if (proof.startsWith("gf3.")) { problems.push(text(lang, "cli.audit-unlogged", { post, topic, proof: `${proof.slice(0, 24)}…` })); continue; }
        // A v1 or v2 card was never in a v3 log: it stands only for a block the forum dated before the
        // operator's cut-off for its version (§V.6), checked at the time of the post it names.
        const decoded = decodeProof(proof);
        const named = decoded.ok ? topics.get(topic)?.find((p) => p.id === decoded.value.record.context.post) : undefined;
        const forumTime = named?.createdAt === undefined ? undefined : Date.parse(named.createdAt);
        const checked = verify(proof, forumTime === undefined ? {} : { forumTime });
        if (!checked.ok) problems.push(text(lang, "cli.audit-old-card", { post, topic, proof: `${proof.slice(0, 24)}…`, check: say(lang, checked.error) }));
      }
    }

    if (flag(values, "json")) {
      io.out(JSON.stringify({ ok: problems.length === 0, rolls: log.count, topics: rolledTopics, problems,
        commitment: doc.commitment }, null, 2));
    } else {
      io.out(text(lang, problems.length ? "cli.audit-problems" : "cli.audit-ok", { rolls: log.count, topics: rolledTopics, problems: problems.length }));
      for (const p of problems) io.out(`  ${p}`);
    }
    return problems.length ? 1 : 0;
  },
};
