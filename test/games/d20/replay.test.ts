// `gf d20 replay`, made by the platform from the game's tools (src/games/d20/cli): a session log through
// the rules (the example of the game's README), each step with its rule in the user's language, the checks where they fall, the exit codes
// the command owns for every game (0 all hold, 1 an expectation fails, 2 a line is not legal).
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { commands } from "../../../src/cli/commands/index.js";
import { dispatch } from "../../../src/cli/dispatch.js";
import { fakeIo } from "../../cli/fake-io.js";

/** The session of the game's README (src/games/d20/README.md), its example replayed as written. */
const README = readFileSync("src/games/d20/README.md", "utf8");
const LOG: unknown[] = /```jsonl\n([^]*?)```/.exec(README)![1]!.trim().split("\n").map((l) => JSON.parse(l) as unknown);
const jsonl = (records: readonly unknown[]) => `${records.map((r) => JSON.stringify(r)).join("\n")}\n`;
async function replay(records: readonly unknown[], lang: string) {
  const io = fakeIo({ stdin: jsonl(records), env: { LANG: lang } });
  const code = await dispatch(["d20", "replay", "-"], io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}

describe("gf d20 replay", () => {
  it("DC-ROLL-2, DC-END-1: replays the README's session, each step with its rule, in the user's language", async () => {
    expect(LOG).toHaveLength(7);
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
