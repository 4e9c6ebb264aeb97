// `gf d20 replay`, made by the platform from the game's tools (src/games/d20/cli): a session log through
// the rules, each step with its rule in the user's language, the checks where they fall, the exit codes
// the command owns for every game (0 all hold, 1 an expectation fails, 2 a line is not legal).
import { describe, expect, it } from "@jest/globals";
import { commands } from "../../../src/cli/commands/index.js";
import { dispatch } from "../../../src/cli/dispatch.js";
import { fakeIo } from "../../cli/fake-io.js";

const LOG = [
  { setup: { gm: "dj", characters: { Ana: { player: "ana", bonus: 3 }, Bea: { player: "bruno", bonus: -1 } } } },
  { type: "check", by: "dj", dc: 12, who: ["Ana", "Bea"] },
  { type: "roll", by: "ana", character: "Ana", die: 9 },
  { expect: { toRoll: ["Bea"], totals: { Ana: 12 }, rules: ["DC-ROLL-3"] } },
  { refused: { type: "roll", by: "ana", character: "Ana", die: 4 }, code: "d20.rules.rolled", rule: "DC-ROLL-2" },
  { type: "roll", by: "bruno", character: "Bea", die: 20 },
  { expect: { open: false, totals: { Bea: 19 } } },
];
const jsonl = (records: readonly unknown[]) => `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;
async function replay(records: readonly unknown[], lang: string) {
  const io = fakeIo({ stdin: jsonl(records), env: { LANG: lang } });
  const code = await dispatch(["d20", "replay", "-"], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

describe("gf d20 replay", () => {
  it("DC-ROLL-2, DC-END-1: replays a session, each step with its rule, in the user's language", async () => {
    const es = await replay(LOG, "es_ES.UTF-8");
    expect(es.code).toBe(0);
    expect(es.out).toContain("línea 3  ana: tira Ana: 9\n    DC-ROLL-3  Ana = 12: éxito");
    expect(es.out).toContain("    DC-END-1  prueba terminada");
    const en = await replay(LOG, "en_US.UTF-8");
    expect(en.code).toBe(0);
    expect(en.out).toContain("line 6  bruno: Bea rolls 20\n    DC-ROLL-3  Bea = 19: success\n    DC-END-1  check over");
  });

  it("exits 1 when an expectation fails, and 2 on a line with a key the schema does not name", async () => {
    const wrong = await replay([...LOG.slice(0, 3), { expect: { totals: { Ana: 13 } } }], "en_US.UTF-8");
    expect(wrong.code).toBe(1);
    expect(wrong.out + wrong.err).toContain("expected totals.Ana = 13, got 12");
    const typo = await replay([...LOG.slice(0, 2), { type: "roll", by: "ana", character: "Ana", dice: 9 }], "en_US.UTF-8");
    expect(typo.code).toBe(2);
    expect(typo.out + typo.err).toMatch(/line 3: unknown key "dice"/);
  });
});
