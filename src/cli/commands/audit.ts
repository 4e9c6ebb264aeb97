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
import { findPoolBlocks } from "../../games/genrefuzzion/service/pool-blocks.js";
import { documentVerifier } from "../../dice/verify-document.js";
import { readCommitment, verifyOptionsFrom, wellKnownSchema, type Commitment } from "../../dice/well-known.js";
import type { Lang } from "../../lib/i18n.js";
import { CliError, flag, stringOption, type Command } from "../command.js";
import { orFail, say, text } from "../shell.js";

const logPage = z.object({
  format: z.literal("gf-dice-log-v2"),
  entries: z.array(z.object({ seq: z.int().positive(), proof: z.string().max(4096), topic: z.int().nonnegative(), post: z.int().nonnegative() })),
  next: z.int().positive().nullable(),
});
const topicJson = z.object({
  post_stream: z.object({
    posts: z.array(z.object({ id: z.number(), cooked: z.string().optional(), raw: z.string().optional(),
      created_at: z.string().optional(), updated_at: z.string().optional(), version: z.number().optional() })),
    stream: z.array(z.number()).optional(),
  }),
});
const postJson = z.object({ raw: z.string(), version: z.number().optional() });
const rolledPostJson = z.object({ raw: z.string(), version: z.number() });
const revisionJson = z.object({ created_at: z.string() });

type ForumPost = { id: number; text: string; createdAt?: string | undefined; updatedAt?: string | undefined; version?: number | undefined };
const forumPost = (p: z.infer<typeof topicJson>["post_stream"]["posts"][number]): ForumPost =>
  ({ id: p.id, text: `${p.raw ?? ""}\n${p.cooked ?? ""}`, createdAt: p.created_at, updatedAt: p.updated_at, version: p.version });

/**
 * The dice a never-edited post typed for block `block` (docs/verifiable-dice.md §V.5): its n-th
 * [gf-pool] block, read with the service's own parser, when its dice are all written out.
 */
function typedPool(post: { raw: string; version: number } | undefined, block: number): number[] | undefined {
  if (!post || post.version !== 1) return undefined;
  const found = findPoolBlocks(post.raw, "en")[block % 1000];
  return found && !found.fromSheet && found.pool.ok ? found.pool.sizes : undefined;
}

/** At most this many log pages: a service that never ends its log is a problem, not a loop. */
const MAX_PAGES = 10_000;

/** Why a read failed: the server's answer, the schema's first complaint, or the network's code. */
async function getJson<T>(url: string, schema: z.ZodType<T>, lang: Lang, forum?: string): Promise<T> {
  let detail: string;
  try {
    const response = await fetch(url, { headers: { Accept: "application/json" }, signal: AbortSignal.timeout(20_000) });
    if (response.ok) {
      const parsed = schema.safeParse(await response.json());
      if (parsed.success) return parsed.data;
      detail = `${parsed.error.issues[0]?.path.join(".") ?? ""} ${parsed.error.issues[0]?.message ?? ""}`.trim();
    } else detail = `HTTP ${response.status}`;
  } catch (e) {
    const cause = (e as { cause?: { code?: string } }).cause;
    detail = cause?.code ?? (e instanceof Error ? e.message.split("\n")[0]! : String(e));
  }
  // A forum read names the forum and how to give another, not the operator's document.
  throw new CliError(forum === undefined ? text(lang, "cli.well-known-fetch", { url, detail }) : text(lang, "cli.audit-forum-fetch", { url, detail, forum }));
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
    json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
  },
  run: async ({ values, positionals, lang }, io) => {
    const service = (positionals[0] ?? "").replace(/\/+$/, "");
    if (!/^https?:\/\//i.test(service)) throw new CliError(text(lang, "cli.audit-url", { value: service }));
    const docUrl = `${service}/.well-known/gf-dice.json`;
    const doc = await getJson(docUrl, wellKnownSchema, lang);
    const forum = (stringOption(values, "forum-url") ?? (doc.forum ? forumAddress(doc.forum) : "")).replace(/\/+$/, "");
    if (!forum) throw new CliError(text(lang, "cli.audit-no-forum"));
    const problems: string[] = [];

    // The anchor: the commitment post in the forum must hold this document's commitment.
    let anchored: Commitment | undefined;
    const postId = doc.commitment.post ? /\/p\/(\d+)$/.exec(doc.commitment.post)?.[1] : undefined;
    if (!postId) problems.push(text(lang, "cli.audit-no-commitment"));
    else {
      const post = await getJson(`${forum}/posts/${postId}.json`, postJson, lang, forum);
      anchored = readCommitment(post.raw);
      if (!anchored) problems.push(text(lang, "cli.audit-no-commitment"));
      // Never revised (docs/verifiable-dice.md §V.3): a commitment edited after the fact anchors nothing.
      if ((post.version ?? 1) > 1) problems.push(text(lang, "cli.audit-commitment-edited", { version: post.version! }));

    }
    const options = verifyOptionsFrom(doc, nodeCrypto, anchored);
    if (!options.ok && options.error.code === "dice.verify.commitment") problems.push(say(lang, options.error));
    // Every roll under the key that signed it: the current commitment's, or a retired one the document lists.
    const verify = documentVerifier(orFail(options.ok ? options : verifyOptionsFrom(doc, nodeCrypto), lang, undefined, 1), nodeCrypto);

    // The whole log.
    const log = logChecker(verify, nodeCrypto);
    if (!doc.log) throw new CliError(text(lang, "cli.audit-no-log"), 1);
    const logUrl = new URL(doc.log, docUrl).toString();
    let from: number | null = 1;
    for (let page = 0; from !== null; page++) {
      if (page >= MAX_PAGES) { problems.push(text(lang, "cli.audit-endless")); break; }
      const got: z.infer<typeof logPage> = await getJson(`${logUrl}?from=${from}`, logPage, lang);
      for (const entry of got.entries) log.add(entry);
      if (got.next !== null && got.next <= (got.entries[got.entries.length - 1]?.seq ?? from - 1)) { problems.push(text(lang, "cli.audit-endless")); break; }
      from = got.next;
    }
    problems.push(...log.problems.map((p) => problemText(lang, p)));

    // Every roll answered in the forum: its proof appears in a post of its topic other than the rolled one.
    const topics = new Map<number, ForumPost[]>();
    const rawPosts = new Map<number, { raw: string; version: number }>();
    for (const roll of log.rolls) {
      let posts = topics.get(roll.topic);
      if (!posts) {
        const t = await getJson(`${forum}/t/${roll.topic}.json`, topicJson, lang).catch(() => undefined);
        posts = t ? t.post_stream.posts.map(forumPost) : [];
        // TopicsController#show sends the first posts; the rest come from /t/:id/posts.json?post_ids[]=…
        const missing = t?.post_stream.stream?.filter((id) => !posts!.some((p) => p.id === id)) ?? [];
        for (let i = 0; i < missing.length; i += 20) {
          const ids = missing.slice(i, i + 20).map((id) => `post_ids[]=${id}`).join("&");
          const more = await getJson(`${forum}/t/${roll.topic}/posts.json?${ids}`, topicJson, lang).catch(() => undefined);
          posts.push(...(more?.post_stream.posts ?? []).map(forumPost));
        }
        topics.set(roll.topic, posts);
      }
      if (!posts.some((p) => p.id !== roll.post && p.text.includes(roll.proof))) {
        problems.push(text(lang, "cli.audit-unanswered", { seq: roll.seq, context: roll.context }));
      }
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
      const pooled = typed ? verify(roll.proof, { sizes: typed }) : undefined;
      if (pooled && !pooled.ok) problems.push(text(lang, "cli.audit-invalid", { seq: roll.seq, check: say(lang, pooled.error), code: pooled.error.code }));
      if (decoded.ok && decoded.value.record.version === 3) {
        const version = decoded.value.record.postVersion;
        const rolled = posts.find((p) => p.id === roll.post);
        const at = version === 1 ? rolled?.createdAt
          : (await getJson(`${forum}/posts/${roll.post}/revisions/${version}.json`, revisionJson, lang).catch(() => undefined))?.created_at;
        const forumTime = at === undefined ? NaN : Date.parse(at);
        if (Number.isNaN(forumTime)) problems.push(text(lang, "cli.audit-no-forum-time", { seq: roll.seq, context: roll.context, version }));
        else {
          const dated = verify(roll.proof, { forumTime });
          if (!dated.ok) problems.push(text(lang, "cli.audit-invalid", { seq: roll.seq, check: say(lang, dated.error), code: dated.error.code }));
        }
      }
    }

    if (flag(values, "json")) {
      io.out(JSON.stringify({ ok: problems.length === 0, rolls: log.count, topics: topics.size, problems,
        commitment: doc.commitment }, null, 2));
    } else {
      io.out(text(lang, problems.length ? "cli.audit-problems" : "cli.audit-ok", { rolls: log.count, topics: topics.size, problems: problems.length }));
      for (const p of problems) io.out(`  ${p}`);
    }
    return problems.length ? 1 : 0;
  },
};
