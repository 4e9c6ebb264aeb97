// Facetas' markup words in Spanish and English: the block tags, each block's line keywords, the
// roles and sides. Matched without case or accents by the shared keyword tables.
import type { Lang } from "../../../lib/i18n.js";
import type { Spellings } from "../../../markup/keywords.js";

import { TAGS, type BlockName } from "./tags.js";

// The blocks' tags live in tags.ts, which the forum's markdown feature takes alone.
export { TAGS, type BlockName };

export const BLOCK_BY_TAG: ReadonlyMap<string, { readonly block: BlockName; readonly lang: Lang }> = new Map(
  (Object.keys(TAGS) as BlockName[]).flatMap((block) => (["es", "en"] as const).map((lang) => [TAGS[block][lang], { block, lang }] as const)),
);

export const ROLE_WORDS: Readonly<Record<string, Spellings>> = {
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  adversary: { es: ["adversario"], en: ["adversary"] },
  ally: { es: ["aliado"], en: ["ally"] },
  world: { es: ["mundo"], en: ["world"] },
};

export const CONFLICT_FIELDS: Readonly<Record<string, Spellings>> = {
  ...ROLE_WORDS,
  setting: { es: ["ajuste"], en: ["setting"] },
  /** `ficha protagonista: Mark`: the role plays from that character's sheet, rewritten as the conflict goes. */
  sheet: { es: ["ficha"], en: ["sheet"] },
};

export const SHEET_FIELDS: Readonly<Record<string, Spellings>> = {
  facet: { es: ["faceta"], en: ["facet"] },
  // FA-AMB-05: Gifts (Dones) and Traits (Rasgos) are one resource, so both words name it.
  trait: { es: ["rasgo", "don"], en: ["trait", "gift"] },
  exhausted: { es: ["rasgo agotado", "don agotado"], en: ["exhausted trait", "exhausted gift"] },
  ph: { es: [], en: [], both: ["ph"] },
  inspirations: { es: ["inspiraciones"], en: ["inspirations"] },
  threat: { es: ["amenaza"], en: ["threat"] },
  through: { es: ["mediante"], en: ["through"] },
  /** The character the sheet belongs to: the name a conflict's opening finds it by. */
  character: { es: ["personaje"], en: ["character"] },
  /** Who plays the character: the sheet registry's owner claim. */
  player: { es: ["jugador", "jugadora"], en: ["player"] },
};

export const TURN_FIELDS: Readonly<Record<string, Spellings>> = {
  roll: { es: ["tirar", "tiro"], en: ["roll"] },
  inspire: { es: ["inspirar", "inspiracion"], en: ["inspire", "inspiration"] },
  boost: { es: ["mejorar"], en: ["boost"] },
  trait: { es: ["rasgo", "don"], en: ["trait", "gift"] },
  lower: { es: ["bajar"], en: ["lower"] },
  support: { es: ["apoyo", "apoyar"], en: ["support"] },
  break: { es: ["romper"], en: ["break"] },
  pass: { es: ["paso", "pasar"], en: ["pass"] },
  continue: { es: ["seguir", "sigo"], en: ["continue", "play on"] },
  surrender: { es: ["me rindo", "rendirse"], en: ["surrender"] },
  postpone: { es: ["aplazar", "aplazo"], en: ["postpone"] },
  concede: { es: ["acepto la derrota"], en: ["concede"] },
};
export const TURN_BARE: ReadonlySet<string> = new Set(["pass", "continue", "surrender", "postpone", "concede"]);

export const LOOT_FIELDS: Readonly<Record<string, Spellings>> = {
  pairing: { es: ["emparejamiento"], en: ["pairing"] },
  lower: { es: ["bajar"], en: ["lower"] },
  reduce: { es: ["reducir"], en: ["reduce"] },
  through: { es: ["mediante"], en: ["through"] },
  renew: { es: ["renovar"], en: ["renew"] },
};

/**
 * The service's [fa-mesa]/[fa-table] block in its replies: the conflict as it stands (the round, whose
 * turn, the two sides' dice), the post's changes with their rules, and the lines each player could
 * post now (`acción 1 @ana: tirar P1: Marlene` goes in a [fa-turno]; `elección 1 @ana: …` in a
 * [fa-botin]; lines with one number make one post). The card draws it; the flow never plays it.
 */
export const TABLE_FIELDS: Readonly<Record<string, Spellings>> = {
  round: { es: ["ronda"], en: ["round"] },
  turn: { es: ["turno"], en: ["turn"] },
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  adversary: { es: ["adversario"], en: ["adversary"] },
  change: { es: ["cambio"], en: ["change"] },
  action: { es: ["acción"], en: ["action"] },
  choice: { es: ["elección"], en: ["choice"] },
  winner: { es: ["gana"], en: ["winner"] },
};

/** `through:` values: the Ally's main character or another (FA-LOOT-6). */
export const THROUGH_WORDS: Readonly<Record<string, Spellings>> = {
  main: { es: ["principal", "personaje principal"], en: ["main", "main character"] },
  other: { es: ["otro", "otro personaje"], en: ["other", "another character"] },
};

/**
 * The character's name the composer's sheet template writes, in each language (cards/compose.ts): no
 * character is called that, so a sheet still named so is not registered and no reply names it
 * (GameModule.sheetPlaceholders).
 */
export const SHEET_PLACEHOLDER: Readonly<Record<Lang, string>> = { es: "Nombre", en: "Name" };

/**
 * The username the composer's templates write where a role's player goes (cards/compose.ts), in each
 * language: a word to replace, so a conflict's role line still holding it is marked at that line on its
 * card, from the moment the template is inserted, and refused there by the service (FA-ROLE-1: who
 * holds each role; the Ally's and the World's lines go when nobody holds them).
 */
export const EXAMPLE_USER: Readonly<Record<Lang, string>> = { es: "usuario", en: "username" };

/**
 * The facet names the composer's templates write as examples (cards/compose.ts): the sheet's five, and
 * the conflict opening's Adversary's three with "faceta de conflicto" after them. The opening's are
 * marked on its card at their line (CONFLICT_FACET_EXAMPLES), as the service refuses them (FA-SHEET-1/2).
 */
export const EXAMPLE_FACETS = { es: ["Primera", "Segunda", "Tercera", "Cuarta", "Quinta"], en: ["First", "Second", "Third", "Fourth", "Fifth"] } as const;
export const EXAMPLE_CONFLICT_FACET: Readonly<Record<Lang, string>> = { es: "faceta de conflicto", en: "conflict facet" };
/** The opening's example facet lines' labels, as written ("faceta Primera faceta de conflicto"). */
export const CONFLICT_FACET_EXAMPLES: readonly string[] = (["es", "en"] as const).flatMap((lang) =>
  EXAMPLE_FACETS[lang].map((f) => `${lang === "es" ? "faceta" : "facet"} ${f} ${EXAMPLE_CONFLICT_FACET[lang]}`));
