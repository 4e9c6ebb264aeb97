// The operator's secret source (SecretSource in src/dice/operator.ts): a test may fix it, so a
// seeded operator gives the same faces on every run; its proofs are as real as any (signed,
// committed, verifiable). Attacked as the operator: no tool of the operator's (gf keys init, gf keys
// rotate, gf serve and its config) can set it, and a seed changed after a post is seen cannot give
// that post other faces under the published commitment.
import { afterAll, describe, expect, it } from "@jest/globals";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { nobleCrypto } from "../../src/dice/crypto-noble.js";
import { CHAIN_FILE, initOperator, KEY_FILE, loadOperator, type Operator } from "../../src/dice/operator.js";
import { FIRST_LINK } from "../../src/dice/roll.js";
import { proofVerifier } from "../../src/dice/verify.js";
import { verifyOptionsFrom } from "../../src/dice/well-known.js";
import { configSchema, ENV_VARS } from "../../src/service/config.js";
import { fakeIo } from "../cli/fake-io.js";
import { seededSecrets } from "../support/seeded-secrets.js";

const root = mkdtempSync(join(tmpdir(), "gf-secrets-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let n = 0;
const genesisMs = Date.parse("2026-11-01T00:00:00Z");
const OPTIONS = { now: genesisMs, genesisMs, periodSeconds: 86_400, epochs: 30, revealDelaySeconds: 3 * 3600, beacon: null, previous: null };
const context = { forum: "forum.example.org", topic: 7, post: 70, block: 0 };
const at = genesisMs + 3_600_000;

function operator(seed?: string): Operator {
  const dir = join(root, `op${n++}`);
  const made = initOperator(dir, OPTIONS, nodeCrypto, ...(seed ? [seededSecrets(seed)] : []));
  if (!made.ok) throw new Error(made.error.code);
  const loaded = loadOperator(dir, nodeCrypto);
  if (!loaded.ok) throw new Error(loaded.error.code);
  return loaded.value;
}

function rollIn(op: Operator) {
  const rolled = op.roll({ context, sizes: [4, 6, 8, 10, 12], at }, FIRST_LINK);
  if (!rolled.ok) throw new Error(rolled.error.code);
  return rolled.value;
}

/** Verifies a proof against an operator's published document, read back from JSON as a player would. */
function verifyAgainst(op: Operator, proof: string) {
  const options = verifyOptionsFrom(JSON.parse(JSON.stringify(op.wellKnown())), nobleCrypto);
  if (!options.ok) throw new Error(options.error.code);
  return proofVerifier(options.value, nobleCrypto)(proof, { forumTime: at, context, sizes: [4, 6, 8, 10, 12] });
}

describe("a seeded operator", () => {
  it("has the same key, head and faces on every run, and its proofs verify against its own published document", () => {
    const a = operator("same");
    const b = operator("same");
    expect(a.wellKnown().publicKey).toBe(b.wellKnown().publicKey);
    expect(a.wellKnown().chain.head).toBe(b.wellKnown().chain.head);
    const ra = rollIn(a);
    expect(rollIn(b).dice).toEqual(ra.dice);
    expect(rollIn(b).proof).toBe(ra.proof);
    const checked = verifyAgainst(a, ra.proof);
    expect(checked.ok && checked.value.passed).toEqual(expect.arrayContaining(["format", "signature", "commitment", "context", "pool"]));
  });

  it("a seed changed after the post is seen makes another key and head: its proof fails against the commitment already published", () => {
    const published = operator("before the post");
    const regrind = operator("after the post");
    expect(regrind.wellKnown().chain.head).not.toBe(published.wellKnown().chain.head);
    const other = rollIn(regrind);
    const checked = verifyAgainst(published, other.proof);
    expect(checked.ok).toBe(false);
  });

  it("without a source, the operator's secrets are the crypto's randomness: two operators made alike differ", () => {
    expect(operator().wellKnown().chain.head).not.toBe(operator().wellKnown().chain.head);
  });

  it("a source that gives the wrong number of bytes is a programming error, not a weak key", () => {
    expect(() => initOperator(join(root, `op${n++}`), OPTIONS, nodeCrypto, () => new Uint8Array(16))).toThrow(RangeError);
  });
});

describe("the operator cannot set the secret source", () => {
  it("no source file passes one to initOperator: gf keys init, gf keys rotate and gf serve --sandbox use the crypto's randomness", () => {
    const calls: string[] = [];
    const walk = (dir: string): void => {
      for (const e of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, e.name);
        if (e.isDirectory()) walk(path);
        else if (e.name.endsWith(".ts")) {
          const text = readFileSync(path, "utf8");
          for (let i = text.indexOf("initOperator("); i >= 0; i = text.indexOf("initOperator(", i + 1)) {
            if (/function\s+$/.test(text.slice(Math.max(0, i - 20), i))) continue; // the definition
            calls.push(`${path}: ${topLevelArgs(text, i + "initOperator(".length)} arguments`);
          }
        }
      }
    };
    walk("src");
    expect(calls.length).toBeGreaterThanOrEqual(3);
    for (const call of calls) expect(call).toMatch(/: 3 arguments$/);
  });

  it("neither the config file nor the environment has a key for it: a seed in either is refused or ignored, and keys made alike still differ", async () => {
    expect(Object.keys(ENV_VARS).filter((k) => /seed|secret|anchor|random/i.test(k) && k !== "GF_WEBHOOK_SECRET")).toEqual([]);
    const parsed = configSchema.safeParse({ discourse: { url: "https://forum.example.org", apiKey: "k" }, webhookSecret: "s".repeat(32),
      categories: [1], seed: "pick my dice", secrets: "pick my dice", anchor: "00".repeat(32) });
    if (parsed.success) expect(JSON.stringify(parsed.data)).not.toContain("pick my dice");
    const heads: string[] = [];
    for (const dir of [join(root, `cli${n++}`), join(root, `cli${n++}`)]) {
      const io = fakeIo({ env: { GF_LANG: "en", GF_SEED: "pick my dice", GF_ANCHOR: "00".repeat(32) }, cwd: root, now: new Date(genesisMs) });
      expect(await dispatch(["keys", "init", "--data-dir", dir], io, commands)).toBe(0);
      heads.push(JSON.parse(readFileSync(join(dir, CHAIN_FILE), "utf8")).head);
      expect(JSON.parse(readFileSync(join(dir, KEY_FILE), "utf8")).secretKey).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(heads[0]).not.toBe(heads[1]);
  });
});

/** How many arguments a call has, from just after its "(": commas at depth 0, strings skipped. */
function topLevelArgs(text: string, from: number): number {
  let depth = 0;
  let count = 1;
  for (let i = from; i < text.length; i++) {
    const c = text[i]!;
    if (c === '"' || c === "'" || c === "`") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === "\\") i++;
    } else if ("([{".includes(c)) depth++;
    else if (")]}".includes(c)) {
      if (depth === 0) return count;
      depth--;
    } else if (c === "," && depth === 0) count++;
  }
  return count;
}
