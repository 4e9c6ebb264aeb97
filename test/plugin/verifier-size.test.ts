// What a reader of a page with roll cards downloads for the badge: the verifier (gf-verify.js, run as
// the page's Web Worker, never on the page) within 40 KB gzipped, with no zod (the operator's document is checked by document-check.ts) and no
// BLS12-381, which is the beacon check's own script (gf-verify-beacon.js), loaded only where a drand
// beacon is used; on such a page the two together are within the same 40 KB. Both committed files are
// what build.mjs makes. Sizes are gzip -9, as the budget's.
import { describe, expect, it } from "@jest/globals";
import { build } from "esbuild";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { createHash } from "node:crypto";
import { beaconBundle, panelBundle, verifierWorkerBundle } from "../../src/games/plugin-data.js";

const read = (file: string) => readFileSync(`plugin/public/javascripts/${file}`, "utf8");
const gzipped = (text: string) => gzipSync(text, { level: 9 }).length;
/** Gzipped budgets, bytes. */
const VERIFIER_BUDGET = 40 * 1024;
const BEACON_BUDGET = 10 * 1024;

/** gf-verify-beacon.js as build.mjs makes it (plugin-data.ts beaconBundle: @noble's Field and sha256 are gf-verify.js's). */
const freshBeacon = async () => (await build({ ...beaconBundle().options, bundle: true, write: false, logLevel: "silent", legalComments: "none" })).outputFiles[0]!.text;

/** A script as build.mjs makes it from plugin-data.ts's options. */
const built = async ({ outfile, options }: ReturnType<typeof panelBundle>) =>
  (await build({ ...options, outfile, bundle: true, write: false, logLevel: "silent", legalComments: "none" })).outputFiles[0]!.text;

describe("the badge's verifier scripts", () => {
  it(`keeps gf-verify.js within ${VERIFIER_BUDGET} bytes gzipped: no zod, no BLS12-381`, () => {
    const text = read("gf-verify.js");
    expect(gzipped(text)).toBeLessThanOrEqual(VERIFIER_BUDGET);
    expect(text).not.toMatch(/ZodError|\$ZodType/);
    expect(text).not.toMatch(/Fp12|frobenius|pairing/i);
    // What it is for is still there: the document's schema and the Ed25519 rule's curve.
    expect(text).toContain("gf-canonical-forum");
    expect(text).toMatch(/GfVerify/);
    // It runs only as the page's worker: the badge's drawing (roll-badge.ts) is gf-verify-worker.js's alone.
    expect(text).not.toContain("gf-verify-panel");
    expect(read("gf-verify-worker.js")).toContain("gf-verify-panel");
    // The panel's lists and command are the panel script's (verify-panel.ts), loaded when a reader opens one.
    expect(read("gf-verify-worker.js")).not.toContain("gf-verify-copy");
  });

  it(`keeps gf-verify-beacon.js, the BLS12-381 check, within ${BEACON_BUDGET} bytes gzipped, and a beacon operator's page's verifier within ${VERIFIER_BUDGET}`, () => {
    const text = read("gf-verify-beacon.js");
    expect(gzipped(text)).toBeLessThanOrEqual(BEACON_BUDGET);
    expect(gzipped(read("gf-verify.js")) + gzipped(text)).toBeLessThanOrEqual(VERIFIER_BUDGET);
    expect(text).toMatch(/GfVerifyBeacon/);
    expect(text).not.toMatch(/ZodError|\$ZodType/);
    // Only the verification: no signing, no G2 hashing (its 3-isogeny's constant), no second copy of SHA-256's round constants.
    expect(text).not.toMatch(/BLS_SIG_BLS12381G2|5c759507e8e333ebb5b7a9a47d7ed8532c52d39fd3a042a88b58423c50ae15d5c2638e343d9c71c6238aaaaaaaa97d6|1116352408/i);
    // It takes @noble's Field and sha256 from gf-verify.js, which exports them.
    expect(text).toMatch(/self\.GfVerify\b/);
    expect(read("gf-verify.js")).toMatch(/sha256/);
  });

  it("ships a current gf-verify-beacon.js: the committed file is what build.mjs makes from src/plugin-client/verify-beacon-page.ts", async () => {
    expect(read("gf-verify-beacon.js")).toBe(await freshBeacon());
  });

  it("ships a current gf-verify-worker.js, the page's side of the verifier worker, which carries no cryptography, and the panel script's content hash", async () => {
    const text = read("gf-verify-worker.js");
    const panelVersion = createHash("sha256").update(readFileSync("plugin/public/javascripts/gf-verify-panel.js")).digest("hex").slice(0, 12);
    expect(text).toBe(await built(verifierWorkerBundle(panelVersion)));
    expect(text).toContain(`gf-verify-panel.js?v=${panelVersion}`);
    // With the roll badge it draws on the page (roll-badge.ts), which the every-page core no longer carries.
    expect(gzipped(text)).toBeLessThanOrEqual(4 * 1024);
    expect(text).not.toMatch(/ed25519|sha512|sha256/i);
  });

  it("ships a current gf-verify-panel.js, the badge's panel, loaded when a reader opens one, within 2 KB gzipped", async () => {
    const text = read("gf-verify-panel.js");
    expect(text).toBe(await built(panelBundle()));
    expect(gzipped(text)).toBeLessThanOrEqual(2 * 1024);
    expect(text).toMatch(/GfVerifyPanel/);
    expect(text).not.toMatch(/ed25519|sha512|sha256/i);
  });
});
