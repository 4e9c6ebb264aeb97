// The thread flow under random play, as a table of players, a GM and staff might post it (right and
// wrong authors, any order, markup in both languages): it never throws, every refusal has text in
// both languages, a played post's state reads back from storage, the GM never gets dice rolled for
// them, and every sheet the post changed is rewritten losslessly to read back as the rules' character.
import { describe, expect, it } from "@jest/globals";
import fc from "../../support/fast-check.js";
import { ok } from "../../../src/lib/result.js";
import { parseTricubePost } from "../../../src/games/tricube/markup/index.js";
import { readTtState, type TtState } from "../../../src/games/tricube/rules/index.js";
import { readTricubeSheet, sheetToCharacter, updateTricubeSheet } from "../../../src/games/tricube/sheet/index.js";
import { changedCharacters, playTricubePost, promptsFor, refusalText, replyText, tableFromSheets } from "../../../src/games/tricube/flow/index.js";

/** A prompt's block with its blanks filled as a player would: their own perk, a new name each time, no quirk this time. */
let fresh = 0;
function fillIn(block: string, character: string): string {
  return block.split("\n").filter((l) => !/^(defecto|quirk): …$/.test(l))
    .map((l) => /^(ventaja|perk): …$/.test(l) ? l.replace("…", PERK[character]!) : l.replace("…", `Algo nuevo ${++fresh}`)).join("\n");
}

const SHEETS: Record<string, { raw: string; author: string }> = {
  Maga: { raw: "[tt-ficha]\nnombre: Maga\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]", author: "ana" },
  Enano: { raw: "Notas.\r\n\r\n[tt-sheet]\r\n  name: Enano\r\n  archetype: strong dwarf\r\n  perk: Fury\r\n  quirk: Grumpy\r\n  Resolve: 2 / 3\r\n[/tt-sheet]\r\n", author: "bruno" },
};
const users = ["dj", "ana", "bruno", "mod", "nadie"];
const who = fc.constantFrom("Maga", "Enano");
const id = fc.constantFrom("a", "a", "a", "b");

const PLAYER: Record<string, string> = { Maga: "ana", Enano: "bruno" };
const QUIRK: Record<string, string> = { Maga: "Arrogante", Enano: "Grumpy" };
const PERK: Record<string, string> = { Maga: "Piromancia", Enano: "Fury" };
/** A post and who should write it: the GM, or a character's player. */
type Post = { readonly text: string; readonly by: string };
const gm = (text: string): Post => ({ text, by: "dj" });
const player = (c: string, text: string): Post => ({ text, by: PLAYER[c]! });

const post: fc.Arbitrary<Post> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ id, q: fc.constantFrom("strong", "cunning", "ágil"), d: fc.constantFrom("4", "5", "6", "difícil"), e: fc.constantFrom("", "effort: 2\n", "effort: 1\n") })
    .map(({ id, q, d, e }) => gm(`[tt-challenge id=${id}]\nwho: Maga, Enano\nquality: ${q}\ndifficulty: ${d}\n${e}[/tt-challenge]`)) },
  // Mostly the character's own quirk or none; sometimes one it does not have.
  { weight: 8, arbitrary: fc.record({ id, c: who, quirk: fc.constantFrom("", "", "own", "own", "defecto: Nada\n") })
    .map(({ id, c, quirk }) => player(c, `[tt-roll challenge=${id} character=${c}]\n${quirk === "own" ? `quirk: ${QUIRK[c]}\n` : quirk}[/tt-roll]`)) },
  { weight: 3, arbitrary: fc.record({ id, c: who, own: fc.boolean() }).map(({ id, c, own }) => player(c, `[tt-karma challenge=${id} character=${c}]\nperk: ${own ? PERK[c] : "Vuelo"}\n[/tt-karma]`)) },
  { weight: 5, arbitrary: fc.record({ id, c: who, cost: fc.constantFrom("resolve\ncomplication: ouch", "resolve", "consequence", "complicación\ncomplicación: ay") })
    .map(({ id, c, cost }) => gm(`[tt-answer challenge=${id} character=${c}]\ncost: ${cost}\n[/tt-answer]`)) },
  { weight: 1, arbitrary: fc.record({ id, c: who, t: fc.constantFrom("karma", "resolve") }).map(({ id, c, t }) => player(c, `[tt-answer challenge=${id} character=${c}]\nreward: ${t}\n[/tt-answer]`)) },
  { weight: 2, arbitrary: fc.record({ c: who, a: fc.constantFrom("Cojo", "Miedo (escena)", "Tos (permanent)", "Muerto (mortal)") }).map(({ c, a }) => gm(`[tt-respuesta personaje=${c}]\naflicción: ${a}\n[/tt-respuesta]`)) },
  { weight: 2, arbitrary: fc.constantFrom("[tt-gm]\nclose: a\n[/tt-gm]", "[tt-gm]\nclose: b\n[/tt-gm]", "[tt-dj]\nfin de escena\n[/tt-dj]", "[tt-gm]\nnew session\n[/tt-gm]",
    "[tt-gm]\nadvance: Maga\n[/tt-gm]", "[tt-gm]\nadvance: Enano\n[/tt-gm]", "[tt-gm]\noffer complication: Enano\n[/tt-gm]").map(gm) },
  { weight: 1, arbitrary: fc.record({ c: who, x: fc.constantFrom("new perk: Vuelo", "new quirk: Torpe", "raise quota: resolve", "accept: yes\ncomplication: x", "accept: no") })
    .map(({ c, x }) => player(c, `[tt-answer character=${c}]\n${x}\n[/tt-answer]`)) },
  { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((s) => gm(`[tt-roll ${s}]\n${s}\n[/tt-roll]`)) },
);
/** Mostly the right author, so play goes on; sometimes anyone, staff or not; often an answer to what the bot asked. */
const step = fc.record({ follow: fc.boolean(), pick: fc.nat(), post, author: fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: fc.constantFrom(...users) }), staff: fc.boolean(), faces: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 3, maxLength: 3 }) })
  .map((s) => ({ ...s, user: s.author ?? s.post.by }));

describe("the thread flow under random play", () => {
  it("never throws; refusals read in both languages; states store; the GM is never rolled for; sheets follow losslessly", () => {
    // Each run opens with a GM's challenge, so the posts after it have something to act on.
    const opening = { post: gm("[tt-challenge id=a]\nwho: Maga, Enano\nquality: strong\ndifficulty: 5\neffort: 2\n[/tt-challenge]"), author: null, staff: false, faces: [1, 1, 1], user: "dj" };
    fc.assert(fc.property(fc.array(step, { maxLength: 40 }).map((s) => [opening, ...s]), (steps) => {
      const t = tableFromSheets("dj", {}, Object.values(SHEETS));
      if (!t.ok) throw new Error("table");
      let state: TtState = t.value.state;
      const sheets = Object.fromEntries(Object.entries(SHEETS).map(([k, v]) => [k, v.raw]));
      for (const s of steps) {
        const asked: number[] = [];
        // Half the time, answer one of the bot's prompts with its own block, filled in, as the user it names.
        const prompts = promptsFor(state, "es");
        const prompt = "follow" in s && s.follow && prompts.length ? prompts[s.pick % prompts.length]! : undefined;
        const text = prompt ? fillIn(prompt.block, prompt.character) : s.post.text;
        const user = prompt ? prompt.user : s.user;
        const r = playTricubePost(state, parseTricubePost(text), {
          author: { username: user, staff: !prompt && (s.user === "mod" || s.staff) },
          roll: (n) => { asked.push(n); return ok({ dice: s.faces.slice(0, n).map((face) => ({ size: 6, face })), proof: "p" }); },
        });
        // What the bot asks for, answered as asked, is accepted.
        if (prompt) expect(r.ok ? "played" : `${prompt.what}: ${refusalText(r.error, "en")}\n${text}`).toBe("played");
        if (!r.ok) {
          for (const lang of ["es", "en"] as const) expect(refusalText(r.error, lang)).not.toMatch(/\{\w+\}|^tt\./);
          continue;
        }
        // TT-SETUP-1: dice are rolled only for a character's own player, never for the GM or staff who play none.
        if (asked.length) expect(["ana", "bruno"]).toContain(user);
        const stored = readTtState(JSON.parse(JSON.stringify(r.value.state)));
        expect(stored.ok).toBe(true);
        for (const c of Object.values(r.value.state.characters)) {
          expect(c.karma).toBeGreaterThanOrEqual(0); expect(c.karma).toBeLessThanOrEqual(c.karmaQuota);
          expect(c.resolve).toBeGreaterThanOrEqual(0); expect(c.resolve).toBeLessThanOrEqual(c.resolveQuota);
        }
        for (const lang of ["es", "en"] as const) {
          expect(replyText(r.value, lang)).not.toMatch(/\{\w+\}/);
          for (const p of promptsFor(r.value.state, lang)) expect(parseTricubePost(p.block)[0]?.block).toBeDefined();
        }
        for (const c of changedCharacters(r.value.before, r.value.state)) {
          const u = updateTricubeSheet(sheets[c.name]!, c.before, c.after);
          if (!u.ok) { expect(u.error.code).toBe("tt.sheet.rewrite"); continue; }
          expect(u.value.refused).toEqual([]);
          sheets[c.name] = u.value.raw;
          const doc = readTricubeSheet(u.value.raw);
          const back = doc.ok ? sheetToCharacter(doc.value, c.player, state.settings) : doc;
          // A sheet holds what the rules keep on paper; the scene-only flags are the table's.
          if (back.ok) expect({ ...back.value, outOfScene: c.after.outOfScene, advancesPending: c.after.advancesPending }).toEqual(c.after);
          else expect(back.error.rule).toMatch(/^TT-(ADV-2|CHAR-1)$/);
          // Everything outside the block is as typed.
          expect(u.value.raw.startsWith(SHEETS[c.name]!.raw.slice(0, SHEETS[c.name]!.raw.indexOf("[tt-")))).toBe(true);
        }
        state = r.value.state;
      }
    }), { numRuns: 200 });
  });
});
