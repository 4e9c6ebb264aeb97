// A replay line whose value is of the wrong type ("12" for 12, a list for a name) is refused with the
// path and the reason in the reader's language, as every other replay refusal is, and never in zod's
// English ("Invalid input: expected number, received string"). For every game of the registry, on its
// own doc's log (test/games/replay-docs.ts): an action, the setup, an expectation and a mid-game state.
import { describe, expect, it } from "@jest/globals";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "../cli/fake-io.js";
import { fences, records, REPLAY_DOCS } from "./replay-docs.js";

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
const ZOD_ENGLISH = /Invalid input|received|Too (small|big)|Expected/;

async function replay(game: string, lines: readonly unknown[], lang: "es" | "en", json = false) {
  const io = fakeIo({ stdin: lines.map((l) => JSON.stringify(l)).join("\n") });
  const code = await dispatch([game, "replay", "-", "--lang", lang, ...(json ? ["--json"] : [])], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

/** The path of the first leaf of `v` (depth first) that `pick` takes, or null. */
function leaf(v: Json, pick: (x: Json) => boolean, path: (string | number)[] = []): (string | number)[] | null {
  if (v !== null && typeof v === "object") {
    for (const [k, x] of Object.entries(v)) {
      const found = leaf(x, pick, [...path, Array.isArray(v) ? Number(k) : k]);
      if (found) return found;
    }
    return null;
  }
  return pick(v) ? path : null;
}

const get = (v: Json, path: readonly (string | number)[]): Json => path.reduce<Json>((x, k) => (x as Record<string | number, Json>)[k]!, v);

/** A copy of `v` with the value at `path` replaced. */
function replaced(v: Json, path: readonly (string | number)[], by: Json): Json {
  const copy = structuredClone(v) as Record<string | number, Json>;
  let at = copy;
  for (const k of path.slice(0, -1)) at = at[k] as Record<string | number, Json>;
  at[path.at(-1)!] = by;
  return copy;
}

/** Both languages' refusal of the line, each naming `where` and a reason in its own words. */
async function refusedInBothLanguages(game: string, lines: readonly Json[], line: number, where: string, es: RegExp, en: RegExp) {
  const [spanish, english] = [await replay(game, lines, "es"), await replay(game, lines, "en")];
  expect([spanish.code, english.code]).toEqual([2, 2]);
  expect(spanish.err).toContain(`línea ${line}: `);
  expect(spanish.err).toContain(where);
  expect(spanish.err).toMatch(es);
  expect(spanish.err).not.toMatch(ZOD_ENGLISH);
  expect(english.err).toContain(`line ${line}: `);
  expect(english.err).toContain(where);
  expect(english.err).toMatch(en);
  expect(english.err).not.toMatch(/Invalid input|received/);
}

/** The reason for a number written as text (a count's schema may also name the one number it takes). */
const A_NUMBER = { es: /se esperaba (un número( entero)?|\d+) y hay "/, en: /expected (a (whole )?number|\d+), got "/ };
const isNumber = (x: Json) => typeof x === "number";
const isString = (x: Json) => typeof x === "string";

describe.each(REPLAY_DOCS.map((d) => [d.game, d] as const))("%s", (game, { text }) => {
  const log = records(fences(text)[0]!) as unknown as Json[];

  it("an action's number written as text: the path and the reason, es and en", async () => {
    // The first log of the doc with an action holding a number, cut after that action.
    const logs = fences(text).map((f) => records(f) as unknown as Json[]);
    const [cut, at] = logs.map((l) => [l, l.findIndex((r, i) => i > 0 && r !== null && typeof r === "object" && "type" in r && leaf(r, isNumber) !== null)] as const)
      .find(([, i]) => i > 0) ?? [[], -1];
    expect(at).toBeGreaterThan(0);
    const path = leaf(cut[at]!, isNumber)!;
    const lines = [...cut.slice(0, at), replaced(cut[at]!, path, String(get(cut[at]!, path)))];
    await refusedInBothLanguages(game, lines, at + 1, path.join("."), A_NUMBER.es, A_NUMBER.en);
  });

  it("a setup's value written as a list: the path and the reason, es and en", async () => {
    const path = leaf(log[0]!, (x) => isNumber(x) || isString(x))!;
    expect(path).not.toBeNull();
    await refusedInBothLanguages(game, [replaced(log[0]!, path, [])], 1, path.slice(1).join("."), /se esperaba .* y hay una lista|debe/, /expected .*, got a list|must/);
  });

  it("an expectation's rules written as one text, not a list: the path and the reason, es and en", async () => {
    const at = log.findIndex((r) => r !== null && typeof r === "object" && "expect" in r);
    expect(at).toBeGreaterThan(0);
    const lines = [...log.slice(0, at), { expect: { rules: "XX-RULE-1" } }];
    await refusedInBothLanguages(game, lines, at + 1, "expect.rules", /se esperaba una lista y hay "XX-RULE-1"/, /expected a list, got "XX-RULE-1"/);
  });
});

describe("a mid-game state with a number written as text", () => {
  const midGame: string[] = [];
  it.each(REPLAY_DOCS.map((d) => [d.game, d] as const))("%s: refused with the path and the reason, es and en, if the game starts mid-game", async (game, { text }) => {
    const log = records(fences(text)[0]!) as unknown as Json[];
    const final = JSON.parse((await replay(game, log, "en", true)).out) as { final: Json };
    const stated = await replay(game, [{ setup: { state: final.final } }], "en");
    if (stated.code !== 0) return expect(stated.err).toMatch(/unknown key "state"/);
    midGame.push(game);
    const path = leaf(final.final, isNumber)!;
    await refusedInBothLanguages(game, [{ setup: { state: replaced(final.final, path, String(get(final.final, path))) } }], 1, `state.${path.join(".")}`,
      A_NUMBER.es, A_NUMBER.en);
  });
  it("the four games that can start mid-game are among them", () => {
    expect(midGame).toEqual(expect.arrayContaining(["genrefuzzion", "tricube", "facetas", "pujas"]));
  });
});
