// What the sealed bids can refuse, in Spanish and English, each naming PJ-BID-2 (or the tool's deadlines, PJ-TOOL-09).
import type { Catalogue } from "../../../lib/i18n.js";

export const sealedBidMessages = {
  "pj.bids.not-bidding": { es: "{user} no puja en esta subasta", en: "{user} does not bid in this auction" },
  "pj.bids.commit-closed": { es: "todos han entregado ya su puja sellada: ahora se revelan", en: "everyone has already sealed a bid: now they are revealed" },
  "pj.bids.bad-commitment": { es: "una puja sellada son 64 cifras hexadecimales (SHA-256)", en: "a sealed bid is 64 hex digits (SHA-256)" },
  "pj.bids.committed": { es: "{user} ya entregó su puja sellada y no puede cambiarla", en: "{user} already sealed a bid and cannot change it" },
  "pj.bids.replayed": { es: "esa puja sellada ya la entregó otro jugador", en: "that sealed bid was already posted by another player" },
  "pj.bids.too-early": { es: "aún faltan pujas selladas de {players}: nadie revela antes", en: "sealed bids are still missing from {players}: no one reveals before" },
  "pj.bids.closed": { es: "la subasta ya está cerrada", en: "the auction is already closed" },
  "pj.bids.revealed": { es: "{user} ya reveló su puja", en: "{user} already revealed their bid" },
  "pj.bids.bad-opening": { es: "la revelación lleva una puja entera y el secreto de 64 cifras hexadecimales", en: "a reveal carries a whole-number bid and the 64-hex-digit secret" },
  "pj.bids.mismatch": { es: "la puja y el secreto de {user} no corresponden a su puja sellada", en: "{user}'s bid and secret do not match their sealed bid" },
  "pj.bids.over-purse": { es: "{user} pujó {bid} y solo tenía {have}", en: "{user} bid {bid} and had only {have}" },
  "pj.bids.seal-late": { es: "se acabó el plazo para sellar: {user} no selló a tiempo y puja 0", en: "the time to seal is over: {user} did not seal in time and bids 0" },
  "pj.bids.unrevealed": { es: "faltan por revelar las pujas de {players}", en: "bids still to be revealed: {players}" },
} satisfies Catalogue;
