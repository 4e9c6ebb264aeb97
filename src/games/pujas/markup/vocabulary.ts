// Pujas' markup words in Spanish and English: the block tags, each line's keyword, and the closed
// sets of values. Keywords match without case or accents (src/markup/keywords.ts).
import type { Lang } from "../../../lib/i18n.js";
import type { Spellings } from "../../../markup/keywords.js";

import { TAGS, type BlockName } from "./tags.js";

// The blocks' tags live in tags.ts, which the forum's markdown feature takes alone.
export { TAGS, type BlockName };

export const BLOCK_BY_TAG: ReadonlyMap<string, { block: BlockName; lang: Lang }> = new Map(
  (Object.entries(TAGS) as [BlockName, readonly [string, string]][]).flatMap(([block, [en, es]]) =>
    [[en, { block, lang: "en" as Lang }], [es, { block, lang: "es" as Lang }]]));

/** One line of a [pj-turn] block: the action it names (the rules' action types, src/games/pujas/rules/schemas.ts). */
export const TURN_FIELDS = {
  pass: { es: ["pasar", "paso"], en: ["pass"] },
  "tenet-social": { es: ["contrato social", "norma social"], en: ["social contract", "social tenet"] },
  "tenet-story": { es: ["elemento de la historia", "norma de historia"], en: ["story element", "story tenet"] },
  "tenet-special": { es: ["regla especial"], en: ["special rule"] },
  place: { es: ["lugar"], en: ["place"] },
  time: { es: ["tiempo"], en: ["time"] },
  "end-scene": { es: ["fin de escena", "finalizar la escena"], en: ["end scene", "end of scene"] },
  fade: { es: ["fundido en negro"], en: ["fade to black"] },
  move: { es: ["trasladar", "trasladar la escena"], en: ["move", "move the scene"] },
  bring: { es: ["introducir"], en: ["bring", "bring in"] },
  "take-out": { es: ["sacar"], en: ["take out"] },
  event: { es: ["evento"], en: ["event"] },
  "mini-scene": { es: ["mini-escena", "miniescena"], en: ["mini-scene", "miniscene"] },
  create: { es: ["componente"], en: ["component"] },
  master: { es: ["maestro", "componente maestro"], en: ["master", "master component"] },
  "trait-add": { es: ["rasgo", "agregar rasgo"], en: ["trait", "add trait"] },
  "trait-remove": { es: ["eliminar rasgo", "quitar rasgo"], en: ["remove trait"] },
  "trait-restore": { es: ["restaurar rasgo"], en: ["restore trait"] },
  importance: { es: ["importancia"], en: ["importance"] },
  link: { es: ["vincular"], en: ["link"] },
  eliminate: { es: ["eliminar"], en: ["eliminate"] },
  "end-turn": { es: ["fin de turno", "termino mi turno"], en: ["end turn", "end of turn"] },
  interrupt: { es: ["interrumpir", "interrumpo"], en: ["interrupt"] },
  "take-over": { es: ["adueñarse", "adueñarme"], en: ["take over"] },
  dialogue: { es: ["diálogo", "dialogo"], en: ["dialogue"] },
  complicate: { es: ["complicación"], en: ["complication"] },
  obstacle: { es: ["obstáculo"], en: ["obstacle"] },
  dice: { es: ["dados"], en: ["dice"] },
  "dice-remove": { es: ["quitar dados"], en: ["remove dice"] },
  resolve: { es: ["resolver"], en: ["resolve"] },
  "buy-prize": { es: ["comprar premio"], en: ["buy prize"] },
  narrated: { es: ["narrado", "he narrado"], en: ["narrated", "done narrating"] },
  challenge: { es: ["poner a prueba", "pongo a prueba"], en: ["challenge"] },
  "challenge-agreed": { es: ["acuerdo"], en: ["agreed", "agreement"] },
  "challenge-bid": { es: ["pujar", "puja en"], en: ["bid", "bid on"] },
  fine: { es: ["multa"], en: ["fine"] },
  vote: { es: ["votar", "voto"], en: ["vote"] },
} satisfies Record<string, Spellings>;
export type TurnField = keyof typeof TURN_FIELDS;

/** Lines that stand alone, with no colon and no value. */
export const BARE: ReadonlySet<TurnField> = new Set(["pass", "end-scene", "fade", "mini-scene", "end-turn", "interrupt"]);

export const BID_FIELDS = {
  seal: { es: ["sello", "puja sellada"], en: ["seal", "sealed bid"] },
  bid: { es: ["puja"], en: ["bid"] },
  secret: { es: ["secreto"], en: ["secret"] },
} satisfies Record<string, Spellings>;

export const LEDGER_FIELDS = {
  scene: { es: ["escena"], en: ["scene"] },
  narrator: { es: ["narrador"], en: ["narrator"] },
  turn: { es: ["turno"], en: ["turn"] },
  /** While the table bids for a scene (PJ-BID-1): the sealed auction's name, for the bid composer. */
  auction: { es: ["subasta"], en: ["auction"] },
  /** While the table bids: when the seals (PJ-TOOL-09) or the reveals (PJ-TOOL-08) are due, for the people and the composer. */
  deadline: { es: ["plazo"], en: ["deadline"] },
  /** Whom the game waits for, and for what (WAITING_WORDS): "waiting seal: ana, bruno". */
  waiting: { es: ["espera"], en: ["waiting"] },
  purse: { es: ["monedero"], en: ["purse"] },
  table: { es: ["mesa"], en: ["table"] },
  bank: { es: ["banca"], en: ["bank"] },
  tenet: { es: ["norma"], en: ["tenet"] },
  component: { es: ["componente"], en: ["component"] },
} satisfies Record<string, Spellings>;

/**
 * [pj-table]: the group's setup in the topic's opening post (PJ-SETUP-1, PJ-SETUP-2, and the settings
 * of the open points, PJ-AMB-nn): the seating, the first player, the coins, the Recovery, the hours
 * the table gives to reveal sealed bids (PJ-TOOL-08) and to seal them (PJ-TOOL-09), and any setting by its name.
 */
export const TABLE_FIELDS = {
  players: { es: ["jugadores"], en: ["players"] },
  first: { es: ["primero", "primer jugador"], en: ["first", "first player"] },
  coins: { es: ["monedas", "monedas iniciales"], en: ["coins", "starting coins"] },
  recovery: { es: ["recuperación"], en: ["recovery"] },
  reveal: { es: ["plazo", "plazo para revelar"], en: ["reveal hours", "reveal within"] },
  seal: { es: ["plazo para sellar"], en: ["seal hours", "seal within"] },
  setting: { es: ["ajuste"], en: ["setting"] },
} satisfies Record<string, Spellings>;

/** A Tenet's kind as the ledger writes it. */
export const TENET_WORDS: Readonly<Record<Lang, Readonly<Record<"social" | "story" | "special", string>>>> = {
  en: { social: "social", story: "story", special: "special" },
  es: { social: "social", story: "historia", special: "especial" },
};
export const TENET_KIND: ReadonlyMap<string, "social" | "story" | "special"> = new Map([
  ["social", "social"], ["story", "story"], ["historia", "story"], ["special", "special"], ["especial", "special"],
]);

/** Closed sets of values, folded (lower case, no accents). */
export const TIMES: ReadonlyMap<string, "present" | "past" | "future"> = new Map([
  ["present", "present"], ["presente", "present"], ["past", "past"], ["pasado", "past"], ["future", "future"], ["futuro", "future"],
]);
export const VOTES: ReadonlyMap<string, "accuser" | "accused"> = new Map([
  ["accuser", "accuser"], ["acusador", "accuser"], ["acusadora", "accuser"], ["accused", "accused"], ["acusado", "accused"], ["acusada", "accused"],
]);
export const SIDES: ReadonlyMap<string, "challenger" | "challenged"> = new Map([
  ["challenger", "challenger"], ["retador", "challenger"], ["retadora", "challenger"], ["quien pone a prueba", "challenger"],
  ["challenged", "challenged"], ["retado", "challenged"], ["retada", "challenged"], ["puesto a prueba", "challenged"],
]);
/** "2 new: text": a bid that proposes an alternative. */
export const NEW_OPTION = /^(\d{1,4})\s+(?:new|nueva|alternativa|alternative)\s*:\s*(.+)$/i;

/** Words the ledger block writes, per language (renderLedger). */
export const WRITE: Readonly<Record<Lang, Readonly<Record<keyof typeof LEDGER_FIELDS, string>>>> = {
  en: { scene: "scene", narrator: "narrator", turn: "turn", auction: "auction", deadline: "deadline", waiting: "waiting", purse: "purse", table: "table", bank: "bank", tenet: "tenet", component: "component" },
  es: { scene: "escena", narrator: "narrador", turn: "turno", auction: "subasta", deadline: "plazo", waiting: "espera", purse: "monedero", table: "mesa", bank: "banca", tenet: "norma", component: "componente" },
};

/** What the game can wait for (flow/reply.ts awaited): a Tenet or a pass, sealed bids, reveals, a turn, a narration, a Challenge bid, votes. */
export const WAITING = ["tenet", "seal", "reveal", "turn", "narrate", "challenge-bid", "vote"] as const;
export type Waiting = (typeof WAITING)[number];
/** The books' words for what the game waits for, per language (the `waiting` line's qualifier). */
export const WAITING_WORDS: Readonly<Record<Lang, readonly string[]>> = {
  es: ["norma", "sellar", "revelar", "turno", "narrar", "prueba", "votar"],
  en: ["tenet", "seal", "reveal", "turn", "narrate", "challenge", "vote"],
};

/** The books' words for an auction's deadline: to seal (PJ-TOOL-09) or to reveal (PJ-TOOL-08). */
export const DEADLINE_WORDS: Readonly<Record<Lang, Readonly<Record<"seal" | "reveal", string>>>> = {
  es: { seal: "sellar antes de", reveal: "revelar antes de" },
  en: { seal: "seal by", reveal: "reveal by" },
};
/** Which deadline the books' `deadline` line names (in either language), or undefined: a card offers only the step it allows. */
export function deadlineKindOf(text: string | null | undefined): "seal" | "reveal" | undefined {
  if (!text) return undefined;
  for (const words of Object.values(DEADLINE_WORDS)) {
    for (const kind of ["seal", "reveal"] as const) if (text.startsWith(`${words[kind]} `)) return kind;
  }
  return undefined;
}
