// The verifier's checks named in the reader's language: what `gf verify` lists as checked and pending.
// The identifiers (VerifyCheck) stay the stable English ones in --json and in the error codes; the
// Spanish names are the ones the error messages already give each check ("comprobación «época»").
import type { Lang } from "../lib/i18n.js";
import type { VerifyCheck } from "./verify.js";

export const checkNames: Readonly<Record<VerifyCheck, Readonly<Record<Lang, string>>>> = {
  format: { es: "formato", en: "format" },
  signature: { es: "firma", en: "signature" },
  version: { es: "versión", en: "version" },
  commitment: { es: "compromiso", en: "commitment" },
  anchor: { es: "anclaje", en: "anchor" },
  context: { es: "contexto", en: "context" },
  pool: { es: "pozo", en: "pool" },
  "epoch-time": { es: "época", en: "epoch time" },
  time: { es: "hora", en: "time" },
  "forum-time": { es: "hora del foro", en: "forum time" },
  "beacon-round": { es: "ronda de baliza", en: "beacon round" },
  beacon: { es: "baliza", en: "beacon" },
  "seed-chain": { es: "cadena de semillas", en: "seed chain" },
  faces: { es: "caras", en: "faces" },
  clock: { es: "reloj", en: "clock" },
};

/** The checks, in the verifier's order, named in `lang` and joined as a list. */
export function checkList(lang: Lang, checks: readonly VerifyCheck[]): string {
  return checks.map((c) => checkNames[c][lang]).join(", ");
}
