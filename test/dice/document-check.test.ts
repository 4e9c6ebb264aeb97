// The page's verifier checks the operator's document without zod (document-check.ts, interpreting the
// JSON Schema zod generates from well-known.ts's schemas). It must accept exactly what zod accepts,
// and give what zod gives: on every vector's document, and on documents fuzzed from them with a fixed
// seed (GF_PROPERTY_SEED replays another). A checker more forgiving than zod would let a browser
// trust a document the CLI refuses.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { checkDocument } from "../../src/dice/document-check.js";
import { documentSchemaSource } from "../../src/dice/document-schema-source.js";
import { MAGIC_V1 } from "../../src/dice/proof-v1.js";
import { commitmentId, commitmentOf, wellKnownSchema, wellKnownV1Schema, type WellKnown } from "../../src/dice/well-known.js";
import { rng, seedFrom } from "../support/seed.js";

const V2 = JSON.parse(readFileSync("test/vectors/dice-v2.json", "utf8"));
const V3 = JSON.parse(readFileSync("test/vectors/dice-v3.json", "utf8"));

/** zod's answer, as well-known.ts's verifyOptionsFrom asks it. */
function zodParse(json: unknown): { ok: true; value: unknown } | { ok: false } {
  const v1 = (json as { format?: unknown } | null)?.format === MAGIC_V1;
  const r = (v1 ? wellKnownV1Schema : wellKnownSchema).safeParse(json);
  return r.success ? { ok: true, value: r.data } : { ok: false };
}

function agree(json: unknown): void {
  const want = zodParse(json);
  const got = checkDocument(json);
  expect({ json, ok: got.ok }).toEqual({ json, ok: want.ok });
  if (got.ok && want.ok) expect(got.value).toEqual(want.value);
}

/** A document with retired commitments, a v1 cut-off, the service's account and categories, so every part of the schema is exercised. */
const rotated: WellKnown = (() => {
  const none = V2.documents.none as WellKnown;
  const old = commitmentOf({ ...none, publicKey: "22".repeat(32) });
  const oldId = commitmentId(old, nodeCrypto);
  const doc: WellKnown = { ...none, commitment: { ...none.commitment, previous: oldId },
    retired: [{ id: oldId, commitment: old, revealed: null, retiredAt: "2026-01-02T03:04:05.678Z" }], v1Until: "2026-01-01T00:00:00Z",
    account: "gf-dice", categories: [5, 7] };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) } };
})();
/** A v3 commitment's document (docs/verifiable-dice.md §9.3): forum, account and both cut-offs committed, a retired v3 commitment listed. */
const committedV3: WellKnown = (() => {
  const none = V3.documents.none as WellKnown;
  const base: WellKnown = { ...none, account: "gf-dice", v1Until: null, v2Until: "2026-01-01T00:00:00.000Z", commitment: { ...none.commitment, format: "gf-dice-commitment-v3" } };
  const old = commitmentOf({ ...base, publicKey: "33".repeat(32), commitment: { ...base.commitment, previous: null } });
  const oldId = commitmentId(old, nodeCrypto);
  const doc: WellKnown = { ...base, commitment: { ...base.commitment, previous: oldId },
    retired: [{ id: oldId, commitment: old, revealed: null, retiredAt: "2026-01-02T03:04:05.678Z" }] };
  return { ...doc, commitment: { ...doc.commitment, id: commitmentId(commitmentOf(doc), nodeCrypto) } };
})();
const v1Document = { format: MAGIC_V1, publicKey: V2.publicKey, chain: { head: "ab".repeat(32), genesis: "2026-01-01T00:00:00Z", periodSeconds: 3600, epochs: 10 },
  revealed: null, beacon: { hash: "cd".repeat(32), period: 3, extra: [1] } };
const DOCUMENTS: readonly unknown[] = [V2.documents.none, V2.documents.beacon, V3.documents.none, V3.documents.beacon, rotated, committedV3, v1Document];

// Values a document's fields may be replaced with: each kind a JSON value can take, and near misses of
// the strings the schema expects (hex, dates, URLs, forum names, chain names).
const ODD: readonly unknown[] = [
  null, true, 0, -1, 1, 1.5, 2 ** 53, 2 ** 53 - 1, -0, 1e300, "", " ", "x", [], [1], {}, { a: 1 },
  "ab".repeat(32), "AB".repeat(32), "ab".repeat(31), "ab".repeat(33), "g".repeat(64),
  "2026-11-29T03:00:00Z", "2026-11-29T03:00:00.123Z", "2026-11-29T03:00:00+01:00", "2026-02-29T00:00:00Z", "2024-02-29T00:00:00Z",
  "2026-11-29 03:00:00Z", "2026-11-29T24:00:00Z", "2026-11-29T03:00:00",
  "https://forum.example.org/t/1/2", " https://forum.example.org/p/1 ", "https://forum.example.org/p/\t1", "not a url", "javascript:alert(1)", "mailto:x@y",
  "forum.example.org", "Forum.Example.org", "forum.example.org:8443", "forum.example.org.", "localhost", "-bad-.org",
  "quicknet", "default", "QUICKNET", "gf-dice-v2", "gf-dice-v1", "gf-dice-commitment-v2", "gf-dice-commitment-v3", "gf-dice/log", "gf-dice", "local",
];

/** Every path to a value in `json` (object keys and array indexes). */
function paths(json: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  if (json === null || typeof json !== "object") return [prefix];
  const entries = Array.isArray(json) ? json.map((v, i) => [i, v] as const) : Object.entries(json);
  return [prefix, ...entries.flatMap(([k, v]) => paths(v, [...prefix, k]))];
}

function mutate(doc: unknown, random: () => number): unknown {
  const copy = structuredClone(doc) as Record<string, unknown>;
  const all = paths(copy).filter((p) => p.length > 0);
  const path = all[Math.floor(random() * all.length)]!;
  const parent = path.slice(0, -1).reduce<Record<string | number, unknown>>((o, k) => o[k] as Record<string | number, unknown>, copy);
  const key = path[path.length - 1]!;
  const pick = random();
  if (pick < 0.15) delete parent[key];
  else if (pick < 0.25) parent[`${String(key)}_extra`] = ODD[Math.floor(random() * ODD.length)];
  else parent[key] = ODD[Math.floor(random() * ODD.length)];
  return copy;
}

describe("the document checker generated from the zod schema (gf-verify.js ships no zod)", () => {
  it("is the committed document-schema.ts, what build.mjs generates from well-known.ts's schemas (run node build.mjs --all)", () => {
    expect(readFileSync("src/dice/document-schema.ts", "utf8")).toBe(documentSchemaSource());
  });

  it.each(DOCUMENTS.map((d, i) => [i, d]))("agrees with zod on document %s, and accepts it", (_, doc) => {
    expect(zodParse(doc).ok).toBe(true);
    agree(doc);
  });

  it("agrees with zod on 6,000 documents fuzzed from them (seeded), one, two or three changes each", () => {
    const seed = seedFrom("GF_PROPERTY_SEED", 20261129);
    const random = rng(seed);
    let refused = 0;
    for (let i = 0; i < 6000; i++) {
      let doc = DOCUMENTS[i % DOCUMENTS.length];
      for (let n = 1 + Math.floor(random() * 3); n > 0; n--) doc = mutate(doc, random);
      if (!zodParse(doc).ok) refused++;
      try {
        agree(doc);
      } catch (e) {
        throw new Error(`seed ${seed}, case ${i}: ${(e as Error).message}`);
      }
    }
    // Both halves are exercised: many refused, many accepted.
    expect(refused).toBeGreaterThan(1500);
    expect(refused).toBeLessThan(5500);
  });

  it("agrees on what is not a document at all", () => {
    for (const json of [null, 1, "gf-dice-v2", [], {}, { format: "gf-dice-v2" }, { format: MAGIC_V1 }]) agree(json);
  });

  it("names the field at fault, as zod's message does", () => {
    const r = checkDocument({ ...V2.documents.none, chain: { ...V2.documents.none.chain, head: "AB".repeat(32) } });
    expect(r).toMatchObject({ ok: false, error: { code: "dice.verify.format" } });
    expect(String(!r.ok && r.error.params?.["detail"])).toMatch(/^operator document: chain\.head /);
  });
});

describe("the keywords zod may add to the document's schema", () => {
  // A field with a length or a count (as `account`, a forum username, will be): checked as zod checks
  // it, code points and all, so the next schema change needs only `node build.mjs --all`.
  it("minLength, maxLength and minItems agree with zod, counting code points", async () => {
    const { z } = await import("zod");
    const { checkWith } = await import("../../src/dice/document-check.js");
    const schema = z.object({ name: z.string().min(2).max(3), list: z.array(z.int()).min(1).optional() });
    const { $schema: _, ...json } = z.toJSONSchema(schema, { io: "input" });
    for (const value of [{ name: "a" }, { name: "ab" }, { name: "abcd" }, { name: "😀😀" }, { name: "😀😀😀😀" }, { name: "\ud800x" },
      { name: "ab", list: [] }, { name: "ab", list: [1] }]) {
      expect({ value, ok: checkWith(json, value).ok }).toEqual({ value, ok: schema.safeParse(value).success });
    }
  });
});
