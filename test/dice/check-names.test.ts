// One name per check and language: the names `gf verify` lists are the ones its refusals give the same
// check ("comprobación «época»"), and English keeps the identifier's words.
import { describe, expect, it } from "@jest/globals";
import { checkList, checkNames } from "../../src/dice/check-names.js";
import { diceMessages } from "../../src/dice/messages.js";
import type { VerifyCheck } from "../../src/dice/verify.js";

describe("check names", () => {
  it("names each check as the refusal for that check does, in Spanish", () => {
    const named = (Object.keys(checkNames) as VerifyCheck[]).filter((c) => diceMessages[`dice.verify.${c}`]);
    expect(named.length).toBeGreaterThan(10);
    for (const c of named) expect([c, diceMessages[`dice.verify.${c}`]!.es]).toEqual([c, expect.stringContaining(`(comprobación «${checkNames[c].es}»)`)]);
    for (const c of Object.keys(checkNames) as VerifyCheck[]) expect(checkNames[c].en.replace(/ /g, "-")).toBe(c);
  });

  it("lists checks in the reader's language, in the verifier's order", () => {
    expect(checkList("es", ["format", "epoch-time", "seed-chain"])).toBe("formato, época, cadena de semillas");
    expect(checkList("en", ["format", "epoch-time", "seed-chain"])).toBe("format, epoch time, seed chain");
  });
});
