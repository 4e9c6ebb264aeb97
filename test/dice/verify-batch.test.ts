// Many rolls at once with the platform's WebCrypto Ed25519 (what a page of roll cards uses): the same
// verdicts as the one-by-one verifier on every v2 vector, the attacks included.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { parseContext } from "../../src/dice/context.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { parsePool } from "../../src/dice/notation.js";
import { proofVerifier, type Expected } from "../../src/dice/verify.js";
import { verifyRolls, webCryptoEd25519 } from "../../src/dice/verify-batch.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";

const V = JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8"));
const anySize = { sizes: Array.from({ length: 99 }, (_, i) => i + 2) };
const expectedOf = (e?: { context?: string; pool?: string; forumTime?: string }): Expected => {
  const context = e?.context === undefined ? undefined : parseContext(e.context);
  const pool = e?.pool === undefined ? undefined : parsePool(e.pool, anySize);
  return { ...(context?.ok ? { context: context.value } : {}), ...(pool?.ok ? { sizes: pool.value } : {}),
    ...(e?.forumTime ? { forumTime: Date.parse(e.forumTime) } : {}) };
};

describe("verifying a page of rolls at once", () => {
  it("the platform has WebCrypto Ed25519", async () => {
    expect(await webCryptoEd25519()).toBeDefined();
  });

  it.each([["none"], ["beacon"]] as const)("gives the one-by-one verdicts on every vector (%s document)", async (which) => {
    const options = verifyOptionsFrom(V.documents[which], nobleCrypto);
    if (!options.ok) throw new Error(options.error.code);
    const rolls = [...V.rolls, ...V.beaconRolls, ...V.invalid].map((r: { proof?: string; expected?: { proof: string } | object }) => ({
      proof: (r as { proof?: string }).proof ?? (r.expected as { proof: string }).proof,
      expected: "fails" in r ? expectedOf(r.expected as never) : {},
    }));
    const one = proofVerifier(options.value, nobleCrypto);
    const batch = await verifyRolls(rolls, options.value, nobleCrypto, await webCryptoEd25519());
    const codes = (rs: { ok: boolean; error?: { code: string }; value?: { passed: readonly string[] } }[]) =>
      rs.map((r) => (r.ok ? r.value!.passed.join(",") : r.error!.code));
    expect(codes(batch as never)).toEqual(codes(rolls.map((r) => one(r.proof, r.expected)) as never));
    // The small-order-R signature is refused by the strict rules before WebCrypto sees it.
    const small = V.invalid.findIndex((v: { name: string }) => /small order/.test(v.name));
    expect(batch[V.rolls.length + V.beaconRolls.length + small]).toMatchObject({ ok: false, error: { code: "dice.verify.signature" } });
  });

  it("imports the operator's key once per page, and asks again after a failed import", async () => {
    const options = verifyOptionsFrom(V.documents.none, nobleCrypto);
    if (!options.ok) throw new Error(options.error.code);
    const platform = (await webCryptoEd25519())!;
    let imports = 0;
    let failNext = true;
    const counting: typeof platform = {
      importKey: (...a) => { imports++; if (failNext) { failNext = false; return Promise.reject(new Error("busy")); } return platform.importKey(...a); },
      verify: (...a) => platform.verify(...a),
    };
    const rolls = V.rolls.map((r: { expected: { proof: string } }) => ({ proof: r.expected.proof }));
    await expect(verifyRolls(rolls, options.value, nobleCrypto, counting)).rejects.toThrow("busy");
    for (let page = 0; page < 3; page++) {
      const verdicts = await verifyRolls(rolls, options.value, nobleCrypto, counting);
      expect(verdicts.every((v) => v.ok)).toBe(true);
    }
    expect(imports).toBe(2);
  });

  it("checks each signature once per page: the same proof again reuses it, and every other check runs anew", async () => {
    const options = verifyOptionsFrom(V.documents.none, nobleCrypto);
    if (!options.ok) throw new Error(options.error.code);
    const platform = (await webCryptoEd25519())!;
    const asked: number[] = [];
    const counting: typeof platform = { importKey: (...a) => platform.importKey(...a), verify: (...a) => { asked.push(1); return platform.verify(...a); } };
    const roll = V.rolls[1] as { expected: { proof: string }; context: { forum: string; topic: number; post: number; block: number } };
    const first = await verifyRolls([{ proof: roll.expected.proof }], options.value, nobleCrypto, counting);
    expect(first[0]!.ok).toBe(true);
    const before = asked.length;
    // Again, now told the block is another: the signature is not asked again, the context check still fails.
    const again = await verifyRolls([{ proof: roll.expected.proof, expected: { context: { ...roll.context, block: roll.context.block + 1 } } }],
      options.value, nobleCrypto, counting);
    expect(asked.length).toBe(before);
    expect(again[0]).toMatchObject({ ok: false, error: { code: "dice.verify.context" } });
    // A forged signature is other bytes, with an answer of its own: refused, on the first batch and on the next.
    const forged = V.invalid.find((v: { fails: string }) => v.fails === "signature").proof as string;
    for (let page = 0; page < 2; page++) {
      expect((await verifyRolls([{ proof: forged }], options.value, nobleCrypto, counting))[0]).toMatchObject({ ok: false, error: { code: "dice.verify.signature" } });
    }
  });
});
