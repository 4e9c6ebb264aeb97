// A table ready to play: the sandbox forum with four players and a Moderator, the real service on a
// real SQLite file, two sheets posted as wiki posts, and helpers to read the topic's game.
import { PLUGIN_README_POSTING } from "../../../../src/sandbox/post-validator.js";
import { beforeAll } from "@jest/globals";
import type { Clock } from "../../../../src/service/clock.js";
import { apiPost } from "../../../../src/service/discourse/schemas.js";
import { signWebhook } from "../../../../src/service/discourse/signature.js";
import { readTopicGame, type TopicGame } from "../../../../src/games/genrefuzzion/service/game/topic-game.js";
import { readSheet, type Sheet } from "../../../../src/games/genrefuzzion/sheet/index.js";
import { harness, SECRET, type Harness } from "../../../service/harness.js";
import { createDatabase, startPgCluster, type PgCluster } from "../../../service/pg-cluster.js";

export const LIA = [
  "Mi ficha, ¡no tocar las notas! 🙂", "",
  "[gf-ficha]", "nombre: Lía", "jugadora: @ana", "concepto: Bruja novata con prisa",
  "cliché: Bruja novata d8", "cliché: Heredera d8", "cliché: Curiosa d6", "cliché: Deportista d6", "cliché: Tímida d4", "cliché: Miope d4",
  "relación Bruno: Rival de Bruno d8", "relación Cata: Amiga de Cata d6", "relación Dino: Teme a Dino d4",
  "objetivo 5 abierto: Lía 1", "objetivo 8 abierto: Lía 2", "objetivo 12 abierto: Lía 3",
  "pv: 3", "pk: 3", "notas: Empieza aquí.", "[/gf-ficha]", "", "Pie de página.",
].join("\n");
export const BRUNO = [
  "[gf-sheet]", "name: Bruno", "player: @beto",
  "cliche: Vampiro pacifista d8", "cliche: Niño prodigio d8", "cliche: Perezoso d6", "cliche: Mutante d6", "cliche: Enamoradizo d4", "cliche: Huérfano d4",
  "relationship Lía: Desdeña a Lía d8", "relationship Cata: Primo de Cata d4",
  "objective 5: Bruno 1", "objective 8: Bruno 2", "objective 12: Bruno 3",
  "pv: 3", "pk: 3", "[/gf-sheet]",
].join("\n");

/** The Moderator's own character, run as an extra ally by an outsider (GF-AMB-07). */
export const DINO = [
  "[gf-sheet]", "name: Dino", "player: @dani",
  "cliche: Ninja d8", "cliche: Telépata d8", "cliche: Hipster d6", "cliche: Quejoso d6", "cliche: Miope d4", "cliche: Gótico d4",
  "relationship Lía: Acecha a Lía d8", "objective 5: Dino 1", "objective 8: Dino 2", "objective 12: Dino 3",
  "pv: 0", "pk: 0", "[/gf-sheet]",
].join("\n");

export interface Table {
  readonly h: Harness;
  readonly sheets: { readonly lia: number; readonly bruno: number };
}

/**
 * `more.seed`: fixed dice (the harness's `seed`), so a test's rolls, and the branch they lead to, are the same every run.
 * `more.pageScript`: the sandbox page's script, for a browser test.
 * `more.editingGracePeriodSec`: Discourse's edit grace period (the harness's is 0: every edit a revision).
 * `more.validating`: the sandbox refuses what Discourse refuses (default: yes; `false` only where a test says why).
 */
export async function table(config: Record<string, unknown> = {}, clock?: Clock,
  more: { dataDir?: string; now?: () => number; seed?: string; pageScript?: string; editingGracePeriodSec?: number; validating?: boolean } = {}): Promise<Table> {
  // A sandbox that validates posts as a forum set up per plugin/README.md does (src/sandbox/post-validator.ts).
  const h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"], posting: more.validating === false ? null : PLUGIN_README_POSTING,
    ...(more.now ? { now: more.now } : {}),
    ...(more.pageScript ? { pageScript: more.pageScript } : {}),
    ...(more.editingGracePeriodSec !== undefined ? { editingGracePeriodSec: more.editingGracePeriodSec } : {}) },
    config: { game: { moderator: "dani" }, ...config }, ...(clock ? { clock } : {}), ...(more.dataDir ? { dataDir: more.dataDir } : {}),
    ...(more.seed ? { seed: more.seed } : {}) });
  const lia = await sheetPost(h, "ana", LIA);
  const bruno = await sheetPost(h, "beto", BRUNO);
  await h.settle();
  return { h, sheets: { lia, bruno } };
}

export async function sheetPost(h: Harness, username: string, raw: string): Promise<number> {
  const headers = { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" };
  const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers, body: JSON.stringify({ title: `Ficha de personaje ${h.sandbox.forum.topics.size + 1}: ${username}`, raw, category: h.sandbox.category.id }) });
  const post = apiPost.parse(await r.json());
  const w = await fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", headers: { ...headers, "Api-Username": "moderadora" }, body: JSON.stringify({ wiki: true }) });
  if (w.status !== 200) throw new Error(`wiki: ${w.status}`);
  return post.id;
}

/** The topic's game as the service stored it, and the row's version (0: none yet). */
export async function gameOf(h: Harness, topicId: number): Promise<{ topic: TopicGame | undefined; version: number }> {
  const row = await h.service.store.getScene(topicId, 0);
  if (!row) return { topic: undefined, version: 0 };
  const read = readTopicGame(row.state);
  if (!read.ok) throw new Error(`topic ${topicId}: stored game unreadable: ${JSON.stringify(read.error)}`);
  return { topic: read.value, version: row.version };
}

export function sheetOf(h: Harness, postId: number): Sheet {
  const d = readSheet(h.sandbox.forum.posts.get(postId)!.raw);
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return d.value.sheet;
}

/** Posts and waits for the service to answer; returns the post and the service's new replies. */
export async function say(h: Harness, username: string, raw: string, topicId?: number) {
  const before = topicId ? h.replies(topicId).length : 0;
  const post = await h.post(username, raw, topicId);
  await h.settle();
  return { post, replies: h.replies(post.topic_id).slice(before) };
}

/** Sends a post's webhook again, as Discourse would on a retry (a new event id). */
export async function redeliver(h: Harness, postId: number, event: "post_created" | "post_edited", eventId: string): Promise<number> {
  const { serializeWebhookPost } = await import("../../../../src/sandbox/serializers.js");
  const body = JSON.stringify({ post: serializeWebhookPost(h.sandbox.forum, h.sandbox.forum.posts.get(postId)!) });
  const r = await fetch(h.hook, { method: "POST", body, headers: { "Content-Type": "application/json", "X-Discourse-Event": event,
    "X-Discourse-Event-Type": "post", "X-Discourse-Event-Id": eventId, "X-Discourse-Instance": h.sandbox.url,
    "X-Discourse-Event-Signature": signWebhook(SECRET, body) } });
  return r.status;
}

export const SCENE = [
  "Lía entra en el patio.", "",
  "[gf-scene]", "título: Duelo en el patio", "escenario: El patio del instituto, a la salida", "tono: tenso",
  "cliché: Lluvia de otoño d6", "antagonista: Bruno", "intención: Bruno me pide perdón delante de todos", "[/gf-scene]",
].join("\n");
export const PRESENT = "[gf-action]\npresentar: Lía queda en ridículo\n[/gf-action]";

/**
 * The two stores a test runs on: a SQLite file (the harness's default) and a database of its own in
 * one real PostgreSQL cluster, started before the file's tests (initdb and the server's start take
 * seconds, tens of them on a loaded machine: inside a test they spent its 30 s). Call `stop` after all.
 */
export function storeBackends(prefix: string): { backends: [string, () => Promise<Record<string, unknown>>][]; stop: () => void } {
  let cluster: PgCluster | undefined;
  beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
  const pgDatabase = async (): Promise<string> => {
    if (!cluster) throw new Error("the PostgreSQL cluster did not start (see the beforeAll's error)");
    return createDatabase(cluster, `${prefix}_${Date.now()}`);
  };
  return {
    backends: [["sqlite", async () => ({})], ["postgres", async () => ({ database: await pgDatabase() })]],
    stop: () => cluster?.stop(),
  };
}

/** Ana opens the Grand Finale against Bruno (GF-FIN-1). */
export const FINALE = [
  "La última noche.", "",
  "[gf-scene]", "título: La final del patio", "escenario: El patio, al caer la noche", "tono: épico",
  "antagonista: Bruno", "intención: Bruno se disculpa ante todo el instituto", "gran final: sí", "[/gf-scene]",
].join("\n");
// Each side's lines, in the order its pools grow: two clichés, the relationship with the opponent, a
// bought d6 (1 PK) and a third cliché (1 PV): five dice, the most these sheets allow without allies or
// advantages (a fourth cliché is refused, GF-POOL-3).
export const LIA_POOL = ["cliché: Bruja novata", "cliché: Heredera", "relación: Rival de Bruno", "pk", "cliché: Curiosa"];
export const BRUNO_POOL = ["cliché: Enamoradizo", "cliché: Huérfano", "relación: Desdeña a Lía", "pk", "cliché: Perezoso"];
/** A [gf-pool] for `character` with these lines. */
export const pool = (character: string, lines: readonly string[]) => `[gf-pool personaje="${character}"]\n${lines.join("\n")}\n[/gf-pool]`;
