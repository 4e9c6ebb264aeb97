// The game's record, round trip: a scene played through the service on the sandbox forum (sheets,
// opening, presentation, pools rolled by the service, oppositions and retries, the effect, the
// rating), exported with `gf scene export` from the service's store and from the forum through its
// API (the record the service wrote into its replies), and replayed with `gf scene replay`: every
// action applies again, and both replays end on the service's ledger.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../../../src/cli/commands/index.js";
import { dispatch } from "../../../../src/cli/dispatch.js";
import { fakeIo } from "../../../cli/fake-io.js";
import { gameOf, PRESENT, say, SCENE, table, type Table } from "./support.js";

jest.setTimeout(90_000);
let t: Table | undefined;
const dirs: string[] = [];
afterEach(async () => {
  await t?.h.close();
  t = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

const LIA_POOL = ["cliché: Bruja novata", "cliché: Heredera", "relación: Rival de Bruno", "escena: Lluvia de otoño", "pk", "cliché: Curiosa"];
const BRUNO_POOL = ["cliché: Enamoradizo", "cliché: Huérfano", "relación: Desdeña a Lía", "escena: Lluvia de otoño", "pk", "cliché: Perezoso"];
const pool = (character: string, lines: readonly string[]) => `[gf-pool personaje="${character}"]\n${lines.join("\n")}\n[/gf-pool]`;

async function gf(argv: string[], lang: "es" | "en" = "en") {
  const io = fakeIo({ env: { LANG: lang === "es" ? "es_ES.UTF-8" : "en_US.UTF-8" } });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr };
}

/** Plays one whole scene of the shared table: open, present, pools until a side fails to hold or yields, the effect, a rating. */
async function playScene(t: Table): Promise<number> {
  const { h } = t;
  const topicId = (await say(h, "ana", SCENE)).post.topic_id;
  await say(h, "beto", PRESENT, topicId);
  await say(h, "ana", `Lía se planta.\n\n${pool("Lía", LIA_POOL.slice(0, 3))}`, topicId);
  let sizes = { Lía: 3, Bruno: 0 };
  let game = (await gameOf(h, topicId)).topic!.game;
  for (let round = 0; round < 12 && (game.phase === "a_decide" || game.phase === "p_decide"); round++) {
    if (game.phase === "a_decide") {
      sizes = { ...sizes, Bruno: sizes.Bruno + 1 };
      await say(h, "beto", sizes.Bruno <= 3 ? `[gf-action]\nme opongo\n[/gf-action]\n\n${pool("Bruno", BRUNO_POOL.slice(0, sizes.Bruno))}` : "[gf-action]\nme rindo\n[/gf-action]", topicId);
    } else {
      sizes = { ...sizes, Lía: sizes.Lía + 1 };
      await say(h, "ana", sizes.Lía <= LIA_POOL.length ? `[gf-action]\nreintentar\n[/gf-action]\n\n${pool("Lía", LIA_POOL.slice(0, sizes.Lía))}` : "[gf-action]\nme rindo\n[/gf-action]", topicId);
    }
    game = (await gameOf(h, topicId)).topic!.game;
  }
  if (game.phase === "won") {
    const winner = game.scene!.outcome!.winner === "protagonist" ? "ana" : "beto";
    await say(h, winner, "[gf-action]\nefecto: ventaja Conoce el patio\n[/gf-action]", topicId);
    game = (await gameOf(h, topicId)).topic!.game;
  }
  expect(game.phase).toBe("rating");
  await say(h, "caro", "[gf-action]\ncalificación: 4 / 3 — qué tensión en el patio\n[/gf-action]", topicId);
  expect((await gameOf(h, topicId)).topic!.game.phase).toBe("idle");
  return topicId;
}

describe("gf scene export → gf scene replay", () => {
  it("GF-RATE-6: a scene played through the service replays from its export to the same ledger, in both languages", async () => {
    t = await table();
    const topicId = await playScene(t);
    const database = join(t.h.dataDir, "gf.sqlite");
    const exported = await gf(["scene", "export", "--topic", String(topicId), "--database", database]);
    expect([exported.code, exported.err]).toEqual([0, []]);
    const lines = exported.out.split("\n").map((l) => JSON.parse(l) as Record<string, unknown>);
    const game = (await gameOf(t.h, topicId)).topic!.game;
    // The setup, then every action the service applied (one per rules step), then the service's own ledger as the expectation.
    expect(lines[0]).toHaveProperty("setup");
    expect(lines.slice(1, -1).map((l) => l["type"])).toEqual(expect.arrayContaining(["open", "present", "roll", "rate"]));
    expect((lines.at(-1)!["expect"] as { ledger: unknown[] }).ledger).toEqual(game.ledger);
    expect(game.ledger.length).toBeGreaterThanOrEqual(2);

    // Replayed from a file, as a player would: every expectation holds, and the final ledger is the service's.
    const dir = mkdtempSync(join(tmpdir(), "gf-export-"));
    dirs.push(dir);
    const file = join(dir, "scene.jsonl");
    const written = await gf(["scene", "export", "--topic", String(topicId), "--database", database, "--out", file], "es");
    expect([written.code, written.err]).toEqual([0, [`registro del tema ${topicId} escrito en ${file}`]]);
    expect(readFileSync(file, "utf8").trimEnd()).toBe(exported.out);
    const replayed = await gf(["scene", "replay", file, "--json"]);
    expect(replayed.code).toBe(0);
    const json = JSON.parse(replayed.out) as { ok: boolean; final: { ledger: unknown[]; balances: unknown; phase: string }; checks: { mismatches: unknown[] }[] };
    expect(json.ok).toBe(true);
    expect(json.checks).toEqual([{ line: lines.length, kind: "expect", mismatches: [] }]);
    const last = json.final;
    expect([last.phase, last.ledger, last.balances]).toEqual(["idle", game.ledger, game.balances]);
    for (const lang of ["es", "en"] as const) {
      const text = await gf(["scene", "replay", file], lang);
      expect(text.code).toBe(0);
      expect(text.out).toContain(lang === "es" ? "✓ lo esperado se cumple" : "✓ expectations hold");
    }

    // A tampered export no longer replays to the service's ledger.
    const tampered = exported.out.replace('"protagonist":4', '"protagonist":5');
    expect(tampered).not.toBe(exported.out);
    const io = fakeIo({ env: { LANG: "en_US.UTF-8" }, stdin: tampered });
    expect(await dispatch(["scene", "replay", "-"], io, commands)).toBe(1);
  });

  it("says what is wrong, in the user's language: no topic, no store, no game in it", async () => {
    t = await table();
    const database = join(t.h.dataDir, "gf.sqlite");
    expect((await gf(["scene", "export", "--database", database])).err).toEqual(["gf scene export: say which topic: --topic N"]);
    expect((await gf(["scene", "export", "--database", database], "es")).err).toEqual(["gf scene export: di de qué tema: --topic N"]);
    expect((await gf(["scene", "export", "--topic", "999", "--database", database])).err).toEqual(["gf scene export: topic 999 has no game in this store"]);
    expect((await gf(["scene", "export", "--topic", "999", "--database", database], "es")).err).toEqual(["gf scene export: el tema 999 no tiene partida en este almacén"]);
    const missing = join(t.h.dataDir, "nope.sqlite");
    const none = await gf(["scene", "export", "--topic", "1", "--database", missing]);
    expect([none.code, none.err]).toEqual([2, [`gf scene export: no service store at ${missing}: name it with --database or $GF_DATABASE`]]);
  });
});

describe("gf scene export --forum: the record the service wrote into the forum", () => {
  it("GF-RATE-6: exported through the forum's API, anonymously or with a key, it is the store's log; both replay to the service's ledger", async () => {
    t = await table();
    const topicId = await playScene(t);
    const database = join(t.h.dataDir, "gf.sqlite");
    const fromStore = await gf(["scene", "export", "--topic", String(topicId), "--database", database]);
    const storeLines = fromStore.out.split("\n");
    const anonymous = await gf(["scene", "export", "--topic", String(topicId), "--forum", `${t.h.sandbox.url}/`]);
    expect([anonymous.code, anonymous.err]).toEqual([0, []]);
    // The same setup and actions, line for line; only the store's expectation line is the store's own.
    expect(anonymous.out.split("\n")).toEqual(storeLines.slice(0, -1));
    const keyed = await gf(["scene", "export", "--topic", String(topicId), "--forum", t.h.sandbox.url, "--api-key", t.h.sandbox.apiKey, "--api-username", "caro"]);
    expect([keyed.code, keyed.out]).toEqual([0, anonymous.out]);
    // The key may come from the environment the service itself uses.
    const io = fakeIo({ env: { LANG: "en_US.UTF-8", GF_DISCOURSE_API_KEY: t.h.sandbox.apiKey, GF_DISCOURSE_API_USERNAME: "ana" } });
    expect(await dispatch(["scene", "export", "--topic", String(topicId), "--forum", t.h.sandbox.url], io, commands)).toBe(0);
    expect(io.stdout.join("\n")).toBe(anonymous.out);

    const game = (await gameOf(t.h, topicId)).topic!.game;
    const dir = mkdtempSync(join(tmpdir(), "gf-export-"));
    dirs.push(dir);
    const file = join(dir, "forum.jsonl");
    const written = await gf(["scene", "export", "--topic", String(topicId), "--forum", t.h.sandbox.url, "--out", file]);
    expect(written.err).toEqual([`topic ${topicId}'s log written to ${file}`]);
    const replayed = await gf(["scene", "replay", file, "--json"]);
    expect(replayed.code).toBe(0);
    const last = (JSON.parse(replayed.out) as { final: { ledger: unknown[]; balances: unknown; phase: string } }).final;
    expect([last.phase, last.ledger, last.balances]).toEqual(["idle", game.ledger, game.balances]);
    expect(game.ledger.length).toBeGreaterThanOrEqual(2);

    // The record is invisible to readers: Discourse drops comments when it cooks, and so does the sandbox.
    const replies = t.h.sandbox.forum.topicPosts(topicId).filter((p) => p.userId === t!.h.sandbox.forum.userByName("gf-dice")!.id);
    expect(replies.some((p) => p.raw.includes("<!-- gf-record"))).toBe(true);
    expect(replies.every((p) => !p.cooked.includes("gf-record"))).toBe(true);
  });

  it("a record another player posts in the scene adds nothing: only the service account's posts count", async () => {
    t = await table();
    const topicId = await playScene(t);
    const honest = (await gf(["scene", "export", "--topic", String(topicId), "--forum", t.h.sandbox.url])).out;
    // Another player pastes a record that would rewrite the scene from its setup.
    const forged = `Mirad:\n\n<!-- gf-record\n{"setup":{"moderator":"caro","players":["caro"],"characters":[],"settings":{},"inPlay":true}}\n-->`;
    const forum = t.h.sandbox.forum;
    forum.createReply(forum.userByName("caro")!, topicId, forged, null);
    expect((await gf(["scene", "export", "--topic", String(topicId), "--forum", t.h.sandbox.url])).out).toBe(honest);
  });

  it("says what is wrong, in the user's language: an unreachable forum, a missing topic, a topic with no record, a refused key, a half-given key", async () => {
    t = await table();
    const url = t.h.sandbox.url;
    const sheetTopic = t.h.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, "127.0.0.1", r));
    const gone = `http://127.0.0.1:${(closed.address() as AddressInfo).port}`;
    await new Promise<void>((r) => closed.close(() => r()));
    const cases: [string[], string, string][] = [
      [["--topic", "5", "--forum", gone], `cannot reach the forum at ${gone} (ECONNREFUSED): check the address and the network`,
        `no llego al foro ${gone} (ECONNREFUSED): revisa la dirección y la red`],
      [["--topic", "999", "--forum", url], `topic 999 is not on ${url}, or not public to the reader`, `el tema 999 no está en ${url}, o no es público para quien lo lee`],
      [["--topic", String(sheetTopic), "--forum", url], `topic ${sheetTopic} on ${url} holds no game record from @gf-dice: it is not a scene topic, or it was played before the service wrote its record (use --database with the service's store)`,
        `el tema ${sheetTopic} de ${url} no tiene registro de partida de @gf-dice: no es un tema de escena, o se jugó antes de que el servicio escribiera su registro (usa --database con el almacén del servicio)`],
      [["--topic", String(sheetTopic), "--forum", url, "--api-key", "not-the-key", "--api-username", "ana"], `${url} refuses the API key or the username "ana" (or that user cannot read topic ${sheetTopic})`,
        `${url} rechaza la clave de la API o el usuario «ana» (o ese usuario no puede leer el tema ${sheetTopic})`],
      [["--topic", String(sheetTopic), "--forum", url, "--api-key", t.h.sandbox.apiKey, "--api-username", "nadie"], `${url} refuses the API key or the username "nadie" (or that user cannot read topic ${sheetTopic})`,
        `${url} rechaza la clave de la API o el usuario «nadie» (o ese usuario no puede leer el tema ${sheetTopic})`],
      [["--topic", "5", "--forum", url, "--api-key", "k"], "an API key goes with its username: give --api-key and --api-username (or $GF_DISCOURSE_API_KEY and $GF_DISCOURSE_API_USERNAME), or neither to read as a visitor",
        "la clave de la API va con su usuario: da --api-key y --api-username (o $GF_DISCOURSE_API_KEY y $GF_DISCOURSE_API_USERNAME), o ninguno para leer como visitante"],
      [["--topic", "5", "--forum", "foro.example"], "\"foro.example\" is not a forum address (http:// or https://)", "«foro.example» no es la dirección de un foro (http:// o https://)"],
      [["--topic", "5", "--forum", url, "--database", "x.sqlite"], "export from the forum (--forum) or from the store (--database), not both", "exporta desde el foro (--forum) o desde el almacén (--database), no desde los dos"],
    ];
    for (const [args, en, es] of cases) {
      const english = await gf(["scene", "export", ...args], "en");
      expect([english.code, english.err]).toEqual([2, [`gf scene export: ${en}`]]);
      expect((await gf(["scene", "export", ...args], "es")).err).toEqual([`gf scene export: ${es}`]);
    }
  });
});
