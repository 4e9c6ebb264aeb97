// The game's record, round trip: a scene played through the service on the sandbox forum (sheets,
// opening, presentation, pools rolled by the service, oppositions and retries, the effect, the
// rating), exported with `gf scene export` from the service's store, and replayed with
// `gf scene replay`: every action applies again, and the replay ends on the service's ledger.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../../src/cli/commands/index.js";
import { dispatch } from "../../../src/cli/dispatch.js";
import { fakeIo } from "../../cli/fake-io.js";
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
    const json = JSON.parse(replayed.out) as { ok: boolean; steps: { state: { ledger: unknown[]; balances: unknown; phase: string } }[]; checks: { mismatches: unknown[] }[] };
    expect(json.ok).toBe(true);
    expect(json.checks).toEqual([{ line: lines.length, mismatches: [] }]);
    const last = json.steps.at(-1)!.state;
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
