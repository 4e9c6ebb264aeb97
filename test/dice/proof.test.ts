import { describe, expect, it } from "@jest/globals";
import fc from "../support/fast-check.js";
import { asciiBytes, fromBase64Url, fromHex, toBase64Url, toHex } from "../../src/dice/bytes.js";
import { canonicalContext, canonicalForumOf, parseContext } from "../../src/dice/context.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { decodeProof, encodeInput, encodeMessage, proofText, recordHash } from "../../src/dice/proof.js";
import { FIRST_LINK, rollPool } from "../../src/dice/roll.js";
import { buildSeedChain, openRevealedSeeds } from "../../src/dice/seed-chain.js";
import { epochAt, lastClosedEpoch } from "../../src/dice/epoch.js";
import { roundAfter, roundTimeMs, QUICKNET } from "../../src/dice/drand.js";

describe("bytes", () => {
  it("base64url round-trips any bytes and matches Node's encoder", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString("base64url"));
      expect(fromBase64Url(text)).toEqual(bytes);
    }));
  });

  it("base64url decoding refuses padding, foreign characters, impossible lengths and non-zero spare bits", () => {
    for (const text of ["QQ==", "Q", "QR", "a+b/", "ab c", "é"]) expect([text, fromBase64Url(text)]).toEqual([text, undefined]);
    expect(fromBase64Url("QQ")).toEqual(new Uint8Array([0x41]));
  });

  it("node's native base64url reader refuses exactly what bytes.ts refuses, and reads the rest to the same bytes", () => {
    const native = nodeCrypto.fromBase64Url!;
    const same = (text: string) => {
      const want = fromBase64Url(text), got = native(text);
      expect([text, got && Array.from(got)]).toEqual([text, want && Array.from(want)]);
    };
    for (const text of ["", "QQ==", "Q", "QR", "QQ", "a+b/", "ab c", "é", "QUJD", "QUJ", "QUI=", "QUJD\n", " QUJD", "QU=D"]) same(text);
    // Texts near valid ones: any character of the alphabet, both others' (+ / =), space, newline, non-ASCII.
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_+/= \né";
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: alphabet.length - 1 }), { maxLength: 40 }), (picks) => {
      same(picks.map((i) => alphabet[i]).join(""));
    }), { numRuns: 3000 });
    fc.assert(fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(), (bytes, flip) => {
      const text = toBase64Url(bytes);
      same(text);
      if (text.length) same(text.slice(0, flip % text.length) + String.fromCharCode(text.charCodeAt(flip % text.length) ^ 1) + text.slice((flip % text.length) + 1));
    }));
  });

  it("hex round-trips and refuses odd or foreign text", () => {
    expect(toHex(fromHex("00ff10")!)).toBe("00ff10");
    expect(fromHex("0f0")).toBeUndefined();
    expect(fromHex("zz")).toBeUndefined();
    expect(fromHex("00", 2)).toBeUndefined();
  });
});

describe("crypto implementations", () => {
  it("HMAC-SHA-256 and SHA-256 agree between node:crypto and @noble for any key and data", () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 100 }), fc.uint8Array({ maxLength: 200 }), fc.uint8Array({ maxLength: 100 }),
      (key, data, other) => {
        // Alternating keys exercises the node implementation's cached key pads.
        for (const k of [key, other, key]) expect(toHex(nodeCrypto.hmacSha256(k, data))).toBe(toHex(nobleCrypto.hmacSha256(k, data)));
        expect(toHex(nodeCrypto.sha256(data))).toBe(toHex(nobleCrypto.sha256(data)));
      }));
  });

  it("a key mutated in place is not served stale pads", () => {
    const key = new Uint8Array(32).fill(1);
    const before = toHex(nodeCrypto.hmacSha256(key, new Uint8Array([1])));
    key[0] = 2;
    expect(toHex(nodeCrypto.hmacSha256(key, new Uint8Array([1])))).toBe(toHex(nobleCrypto.hmacSha256(key, new Uint8Array([1]))));
    expect(toHex(nodeCrypto.hmacSha256(key, new Uint8Array([1])))).not.toBe(before);
  });
});

describe("roll context", () => {
  it("reads forum/topic/post/block and lower-cases the forum", () => {
    expect(parseContext("Forum.Example.org:8443/12/345/0")).toEqual({ ok: true,
      value: { forum: "forum.example.org:8443", topic: 12, post: 345, block: 0 } });
  });

  it("refuses malformed contexts with a clear error", () => {
    expect(parseContext("forum/1/2")).toMatchObject({ ok: false, error: { code: "dice.context.bad-text" } });
    expect(parseContext("forum/1/x/0")).toMatchObject({ ok: false, error: { code: "dice.context.bad-text" } });
    expect(parseContext("for um/1/2/0")).toMatchObject({ ok: false, error: { code: "dice.context.bad-forum" } });
    expect(parseContext("forum/1/2/70000")).toMatchObject({ ok: false, error: { code: "dice.context.bad-number", params: { field: "block" } } });
    expect(parseContext("forum/9007199254740993/2/0")).toMatchObject({ ok: false, error: { code: "dice.context.bad-number" } });
  });

  it("remembering the last canonical forum never lets another one through", () => {
    const code = (forum: string) => { const c = canonicalContext({ forum, topic: 1, post: 2, block: 0 }); return c.ok ? c.value.forum : c.error.code; };
    for (const [forum, want] of [["", "dice.context.bad-forum"], ["a.org", "a.org"], ["a..org", "dice.context.bad-forum"], ["A.org", "a.org"],
      ["a.org:443", "dice.context.bad-forum"], ["a.org", "a.org"], ["", "dice.context.bad-forum"]] as const) expect([forum, code(forum)]).toEqual([forum, want]);
    // The proof side: a forum field's bytes, read as text once they spell a canonical forum.
    const bytes = asciiBytes("a.org");
    expect(canonicalForumOf(bytes)).toBe("a.org");
    bytes[0] = 0x41; // "A.org", changed in place: not canonical, whatever was read before
    expect(canonicalForumOf(bytes)).toBeUndefined();
    expect(canonicalForumOf(asciiBytes("a.org"))).toBe("a.org");
    expect(canonicalForumOf(new Uint8Array(0))).toBeUndefined();
  });
});

describe("epochs and drand rounds", () => {
  const schedule = { genesisMs: Date.parse("2026-01-01T00:00:00Z"), periodSeconds: 86_400, epochs: 10 };
  it("maps times to epochs, closed epochs, and refuses times outside the chain", () => {
    expect(epochAt(schedule, Date.parse("2026-01-01T00:00:00Z"))).toBe(1);
    expect(epochAt(schedule, Date.parse("2026-01-01T23:59:59.999Z"))).toBe(1);
    expect(epochAt(schedule, Date.parse("2026-01-02T00:00:00Z"))).toBe(2);
    expect(epochAt(schedule, Date.parse("2025-12-31T23:59:59Z"))).toBeUndefined();
    expect(epochAt(schedule, Date.parse("2026-01-11T00:00:00Z"))).toBeUndefined();
    expect(lastClosedEpoch(schedule, Date.parse("2026-01-03T12:00:00Z"))).toBe(2);
  });

  it("picks the first drand round published strictly after the request", () => {
    const r = 657413;
    expect(roundAfter(QUICKNET, roundTimeMs(QUICKNET, r) - 1)).toBe(r);
    expect(roundAfter(QUICKNET, roundTimeMs(QUICKNET, r))).toBe(r + 1);
    expect(roundTimeMs(QUICKNET, r)).toBe(Date.parse("2023-09-15T11:00:03Z"));
  });
});

describe("proofs", () => {
  const seeds = buildSeedChain(new Uint8Array(32).fill(7), 4, nodeCrypto);
  const signer = nodeCrypto.signer(new Uint8Array(32).fill(9));
  const schedule = { genesisMs: 0, periodSeconds: 86_400, epochs: 4 };
  const keys = { signer, schedule, head: seeds[0]!, revealedEpoch: 0, seedFor: (e: number) => seeds[e] };
  const context = { forum: "forum.example.org", topic: 1, post: 2, block: 0 };

  it("a roll decodes back to its record, and the same context in the same epoch always gives the same faces", () => {
    const a = rollPool({ context, sizes: [8, 4, 6], at: 1000 }, FIRST_LINK, keys, nodeCrypto);
    const b = rollPool({ context, sizes: [6, 8, 4], at: 80_000_000 }, { seq: 2, prev: new Uint8Array(32).fill(1) }, keys, nodeCrypto);
    // The time and the log link are signed but not derived from: they cannot be ground for faces.
    expect(a.ok && b.ok && [a.value.record.faces, a.value.proof === b.value.proof]).toEqual([b.ok && b.value.record.faces, false]);
    const d = decodeProof(a.ok ? `  ${a.value.proof}\n` : "");
    expect(d.ok && d.value.record).toEqual(a.ok && a.value.record);
  });

  it("rolls of every size one after another each decode to their own record and hash (one buffer serves every roll)", () => {
    const long = Array.from({ length: 3 }, (_, i) => `${String.fromCharCode(97 + i)}${"x".repeat(62)}`).join(".") + ".example.org:8443";
    let link = FIRST_LINK;
    for (const [forum, sizes] of [[long, Array(30).fill(100)], ["a.org", [4]], [long, [2, 100, 6]], ["forum.example.org", Array(30).fill(4)]] as const) {
      const r = rollPool({ context: { ...context, forum }, sizes, at: 1000, postVersion: 1 }, link, keys, nodeCrypto);
      if (!r.ok) throw new Error(r.error.code);
      const d = decodeProof(r.value.proof);
      if (!d.ok) throw new Error(d.error.code);
      expect([d.value.record, toHex(recordHash(d.value, nodeCrypto))]).toEqual([r.value.record, toHex(r.value.hash)]);
      expect(nodeCrypto.verifier(signer.publicKey)(d.value.message, d.value.signature)).toBe(true);
      link = { seq: link.seq + 1, prev: r.value.hash };
    }
  });

  it("refuses rolls the chain cannot make: outside its epochs, empty, oversized, bad dice, bad context", () => {
    const codeOf = (r: ReturnType<typeof rollPool>) => (r.ok ? "ok" : r.error.code);
    expect(codeOf(rollPool({ context, sizes: [6], at: 5 * 86_400_000 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.epoch.outside-chain");
    expect(codeOf(rollPool({ context, sizes: [], at: 0 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.notation.empty");
    expect(codeOf(rollPool({ context, sizes: Array(31).fill(6), at: 0 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.notation.too-many");
    expect(codeOf(rollPool({ context, sizes: [1], at: 0 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.notation.bad-size");
    expect(codeOf(rollPool({ context, sizes: [101], at: 0 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.notation.bad-size");
    expect(codeOf(rollPool({ context: { ...context, forum: "" }, sizes: [6], at: 0 }, FIRST_LINK, keys, nodeCrypto))).toBe("dice.context.bad-forum");
    expect(codeOf(rollPool({ context, sizes: [6], at: 0 }, FIRST_LINK, { ...keys, drand: QUICKNET }, nodeCrypto))).toBe("dice.beacon.wrong-round");
    expect(codeOf(rollPool({ context, sizes: [6], at: 86_400_000 }, FIRST_LINK, { ...keys, revealedEpoch: 2 }, nodeCrypto))).toBe("dice.epoch.revealed");
  });

  it("any single flipped bit of a proof fails verification (format or signature)", () => {
    const r = rollPool({ context, sizes: [8, 6, 4], at: 0 }, FIRST_LINK, keys, nodeCrypto);
    if (!r.ok) throw new Error("roll");
    const p = decodeProof(r.value.proof);
    if (!p.ok) throw new Error("decode");
    const all = new Uint8Array([...p.value.message, ...p.value.signature]);
    // Every bit under node:crypto; every seventh under the slower pure-JS implementation.
    for (const [crypto, step] of [[nodeCrypto, 1], [nobleCrypto, 7]] as const) {
      const verify = (text: string) => {
        const decoded = decodeProof(text);
        if (!decoded.ok) return decoded.error.code;
        return crypto.verifier(signer.publicKey)(decoded.value.message, decoded.value.signature) ? "valid" : "dice.verify.signature";
      };
      for (let bit = 0; bit < all.length * 8; bit += step) {
        const copy = all.slice();
        copy[bit >> 3]! ^= 1 << (bit & 7);
        expect([bit, verify(`gf2.${toBase64Url(copy)}`)]).not.toEqual([bit, "valid"]);
      }
    }
  });

  it("seed-chain: a revealed seed that does not hash back to the head is refused", () => {
    expect(openRevealedSeeds(seeds[0]!, 3, seeds[4], nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.verify.seed-chain" } });
    expect(openRevealedSeeds(seeds[0]!, 2, undefined, nodeCrypto)).toMatchObject({ ok: false, error: { code: "dice.verify.seed-chain" } });
    const ok = openRevealedSeeds(seeds[0]!, 3, seeds[3], nodeCrypto);
    expect(ok.ok && [1, 2, 3, 4].map((e) => ok.value.seedFor(e) && toHex(ok.value.seedFor(e)!)))
      .toEqual([toHex(seeds[1]!), toHex(seeds[2]!), toHex(seeds[3]!), undefined]);
  });

  it("a pending check is never reported as passed", async () => {
    const { proofVerifier } = await import("../../src/dice/verify.js");
    const r = rollPool({ context, sizes: [8], at: 2 * 86_400_000 }, FIRST_LINK, keys, nodeCrypto);
    const revealed = openRevealedSeeds(seeds[0]!, 2, seeds[2], nodeCrypto);
    if (!r.ok || !revealed.ok) throw new Error("setup");
    const report = proofVerifier({ publicKey: signer.publicKey, revealed: revealed.value }, nodeCrypto)(r.value.proof);
    expect(report.ok && report.value).toMatchObject({ passed: ["format", "signature"],
      pending: ["commitment", "context", "pool", "epoch-time", "time", "seed-chain", "faces"] });
  });

  it("encodeMessage appends the faces, the time, the seq and the previous hash to the input", () => {
    const input = encodeInput({ context, epoch: 1, chainHead: seeds[0]!, beacon: null, sizes: [4] });
    const message = encodeMessage(input, [3], { time: 258, seq: 1, prev: new Uint8Array(32) });
    expect(Array.from(message.slice(input.length - 2, input.length + 1 + 16))).toEqual([1, 4, 3, 0, 0, 0, 0, 0, 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(proofText(input, new Uint8Array(0)).startsWith("gf2.Z2YtZGljZS12Mh")).toBe(true);
  });

  it("refuses an oversized proof text before decoding it", () => {
    expect(decodeProof(`gf1.${"A".repeat(5000)}`)).toMatchObject({ ok: false, error: { code: "dice.verify.format", params: { detail: "too long" } } });
  });
});
