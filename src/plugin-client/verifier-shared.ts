// What gf-verify-beacon.js takes from gf-verify.js instead of carrying a second copy: @noble's Field
// and sha256, which the page's verifier already has (its Ed25519 rule and the seed chain use them).
// The beacon script is only ever loaded after gf-verify.js, into the same scope (the worker's
// importScripts), so gf-verify.js's global is there.
// build.mjs builds gf-verify-beacon.js with @noble's two modules aliased to this file
// (src/games/plugin-data.ts beaconBundle); everywhere else, node included, they are @noble's own.
import type { Field as NobleField } from "@noble/curves/abstract/modular.js";
import type { sha256 as nobleSha256 } from "@noble/hashes/sha2.js";

const verifier = (self as unknown as { GfVerify: { Field: typeof NobleField; sha256: typeof nobleSha256 } }).GfVerify;
export const Field = verifier.Field;
export const sha256 = verifier.sha256;
