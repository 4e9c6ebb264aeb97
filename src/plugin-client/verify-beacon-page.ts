// The beacon check of the page's verifier (plugin/public/javascripts/gf-verify-beacon.js, built by
// build.mjs): the BLS12-381 pairing that proves a drand round genuine (src/dice/verify-beacon.ts). It
// is most of the verifier's weight, so gf-verify.js loads it only on pages whose operator or cards
// use a beacon (verify-page.ts PageContext.loadBeacon), as a classic script defining window.GfVerifyBeacon.
export { beaconChecker } from "../dice/verify-beacon.js";
