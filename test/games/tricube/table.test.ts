// A Tricube table between posts: characters from the group's sheet posts, each post's changed
// characters written back into their sheets losslessly, a player's own sheet edit taken in, and the
// whole session as a log that the replay checks to the same state.
import { describe, expect, it } from "@jest/globals";
import { ok } from "../../../src/lib/result.js";
import { parseTricubePost } from "../../../src/games/tricube/markup/index.js";
import { readTtState, replay } from "../../../src/games/tricube/rules/index.js";
import { readFileSync } from "node:fs";
import { readTricubeSheet, sheetToCharacter, updateTricubeSheet } from "../../../src/games/tricube/sheet/index.js";
import { changedCharacters, playTricubePost, refusalText, replayLogOf, tableFromSheets, withEditedSheet, type FlowContext } from "../../../src/games/tricube/flow/index.js";
import type { Action, TtState } from "../../../src/games/tricube/rules/index.js";

const MAGA = "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\nkarma: 3/3\n[/tt-ficha]";
const ENANO = "Mi enano.\n\n[tt-sheet]\nname: Enano\narchetype: strong dwarf warrior priest\nperk: Wild fury\nquirk: Grumpy\nresolve: 2/3\n[/tt-sheet]\n";

function table() {
  const t = tableFromSheets("dj", {}, [{ raw: MAGA, author: "ana" }, { raw: ENANO, author: "bruno" }]);
  if (!t.ok) throw new Error(JSON.stringify(t.error));
  return t.value;
}

describe("a Tricube table from its sheets", () => {
  it("TT-SETUP-2 TT-CHAR-1: each readable sheet is its author's character; others are refused with why", () => {
    expect(Object.keys(table().state.characters).sort()).toEqual(["Enano", "Maga"]);
    expect(table().state.characters["Enano"]).toMatchObject({ player: "bruno", resolve: 2, resolveQuota: 3, quality: "strong" });
    const t = tableFromSheets("dj", {}, [
      { raw: MAGA, author: "ana" }, { raw: MAGA, author: "carla" }, { raw: MAGA.replace("Maga\n", "Otra\n"), author: "dj" },
      { raw: MAGA.replace("defecto: Arrogante", "defecto: Arrogante\ndefecto: Torpe").replace("Maga\n", "Tercera\n"), author: "dani" },
    ]);
    expect(t.ok && t.value.refused.map((r) => [r.author, r.error.code, r.error.rule])).toEqual([
      ["carla", "tt.character.duplicate", "TT-SETUP-2"], ["dj", "tt.character.gm", "TT-SETUP-1"], ["dani", "tt.markup.creation-traits", "TT-CHAR-1"],
    ]);
  });

  it("TT-KAR-2 TT-OUT-4 TT-DEF-3: a session's posts rewrite both sheets losslessly, and its log replays to the same state", () => {
    const start = table().state;
    let state: TtState = start;
    const sheets: Record<string, string> = { Maga: MAGA, Enano: ENANO };
    const actions: Action[] = [];
    const queue = [[5, 3], [1, 1, 1]];
    const roll: FlowContext["roll"] = (n) => ok({ dice: queue.shift()!.slice(0, n).map((face) => ({ size: 6, face })), proof: "p" });
    const posts: [string, string][] = [
      ["dj", "[tt-challenge id=wall]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 2\n[/tt-challenge]"],
      ["ana", "[tt-roll challenge=wall character=Maga]\n[/tt-roll]"],
      ["ana", "[tt-karma challenge=wall character=Maga]\nperk: Piromancia\n[/tt-karma]"],
      ["bruno", "[tt-roll challenge=wall character=Enano]\nquirk: Grumpy\n[/tt-roll]"],
      ["dj", "[tt-answer challenge=wall character=Enano]\ncost: resolve\ncomplication: the wall falls on him\n[/tt-answer]"],
      ["dj", "[tt-answer character=Enano]\naffliction: Limping\n[/tt-answer]"],
    ];
    for (const [author, raw] of posts) {
      const r = playTricubePost(state, parseTricubePost(raw), { author: { username: author, staff: false }, roll });
      if (!r.ok) throw new Error(refusalText(r.error, "en"));
      for (const c of changedCharacters(r.value.before, r.value.state)) {
        const u = updateTricubeSheet(sheets[c.name]!, c.before, c.after);
        if (!u.ok) throw new Error(JSON.stringify(u.error));
        expect(u.value.refused).toEqual([]);
        sheets[c.name] = u.value.raw;
      }
      state = r.value.state;
      actions.push(...r.value.actions);
      // Each state the thread reaches is one storage reads back (quirk limits, pending afflictions and all).
      const stored = readTtState(JSON.parse(JSON.stringify(state)));
      expect(stored.ok && stored.value).toEqual(state);
    }
    expect(sheets["Maga"]).toBe(MAGA.replace("karma: 3/3", "karma: 2/3"));
    expect(sheets["Enano"]).toBe(ENANO.replace("resolve: 2/3\n", "resolve: 3/3\naffliction: Limping (permanent)\n"));
    // The sheets read back as the characters the rules hold.
    for (const [name, player] of [["Maga", "ana"], ["Enano", "bruno"]] as const) {
      const doc = readTricubeSheet(sheets[name]!);
      const c = doc.ok ? sheetToCharacter(doc.value, player, state.settings) : doc;
      expect(c.ok && c.value).toEqual({ ...state.characters[name], outOfScene: false });
    }
    const log = replayLogOf(start, actions).trim().split("\n").map((l) => JSON.parse(l) as unknown);
    const replayed = replay(log);
    expect(replayed.failure).toBeNull();
    expect(replayed.steps.at(-1)?.state).toEqual(state);
  });

  it("TT-SETUP-2: a player's own sheet edit is taken in; what the sheet does not hold stays", () => {
    const t = table().state;
    const out = { ...t, characters: { ...t.characters, Enano: { ...t.characters["Enano"]!, outOfScene: true } } };
    const edited = withEditedSheet(out, { ...t.characters["Enano"]!, karma: 1 });
    expect(edited.ok && edited.value.characters["Enano"]).toMatchObject({ karma: 1, outOfScene: true });
    const stolen = withEditedSheet(out, { ...t.characters["Enano"]!, player: "ana" });
    expect(stolen.ok || stolen.error.code).toBe("tt.not-your-character");
  });
});

describe("a Tricube state kept as JSON", () => {
  it("every state of the replay fixtures' sessions reads back equal, and a corrupted row is refused with where", () => {
    let r: ReturnType<typeof replay> | undefined;
    for (const file of ["gate-and-skeletons", "defeat"]) {
      const lines = readFileSync(`test/fixtures/tricube/${file}.jsonl`, "utf8").split("\n").filter((l) => l.trim() && !l.trimStart().startsWith("//"));
      r = replay(lines.map((l) => JSON.parse(l) as unknown));
      expect(r.steps.length).toBeGreaterThan(3);
      for (const step of r.steps) {
        const back = readTtState(JSON.parse(JSON.stringify(step.state)));
        expect(back.ok && back.value).toEqual(step.state);
      }
    }
    const row = JSON.parse(JSON.stringify(r!.steps.at(-1)!.state)) as { characters: Record<string, { karma: unknown }> };
    Object.values(row.characters)[0]!.karma = "lots";
    const bad = readTtState(row);
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.path).toMatch(/^characters\.[^.]+\.karma$/);
    expect(readTtState({ ...row, extra: 1 }).ok).toBe(false);
  });
});
