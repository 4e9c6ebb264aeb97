// Every word a Tricube Tales block is written with, in Spanish and English: the block tags, the
// attribute names, the line keywords and the closed sets of values (qualities, styles, yes/no…).
// Tags start with `tt-`, so they never meet GenreFuzzion's `gf-` blocks in one post. Keywords are
// matched without case or accents (src/markup/keywords.ts), so "Resolución" and "resolucion" are one.
import type { Lang } from "../../../lib/i18n.js";
import { foldKeyword, type Spellings } from "../../../markup/keywords.js";
import type { EnemyQuality, Limitation, Quality, Style } from "../rules/model.js";

import { BLOCKS, TAGS, type BlockName } from "./tags.js";

// The blocks and their tags live in tags.ts, which the forum's markdown feature takes alone.
export { BLOCKS, TAGS, type BlockName };

/** Tag (lower case) → block and the language the tag gives away (tt-karma gives none). */
export const BLOCK_BY_TAG: ReadonlyMap<string, { block: BlockName; lang: Lang | undefined }> = new Map(
  BLOCKS.flatMap((b): [string, { block: BlockName; lang: Lang | undefined }][] => {
    const [en, es] = TAGS[b];
    return en === es ? [[en, { block: b, lang: undefined }]] : [[en, { block: b, lang: "en" }], [es, { block: b, lang: "es" }]];
  }),
);

export const ATTRS: Readonly<Record<BlockName, Readonly<Record<string, Spellings>>>> = {
  challenge: { id: { es: [], en: [], both: ["id"] } },
  roll: { challenge: { es: ["desafio", "desafío"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  karma: { challenge: { es: ["desafio", "desafío"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  sheet: {},
  answer: { challenge: { es: ["desafio", "desafío"], en: ["challenge"] }, character: { es: ["personaje"], en: ["character"] } },
  gm: {},
  table: { challenge: { es: ["desafio", "desafío"], en: ["challenge"] } },
};

/** Every block's language attribute. */
export const LANG_ATTR: Spellings = { es: ["idioma"], en: ["language"], both: ["lang"] };

export const FIELDS: Readonly<Record<BlockName, Readonly<Record<string, Spellings>>>> = {
  challenge: {
    quality: { es: ["cualidad"], en: ["quality"] },
    difficulty: { es: ["dificultad"], en: ["difficulty"] },
    effort: { es: ["esfuerzo", "fichas de esfuerzo"], en: ["effort", "effort tokens"] },
    who: { es: ["quién", "quien", "desafiados", "desafiado", "desafiada"], en: ["who", "challenged"] },
    outside: { es: ["fuera de concepto"], en: ["outside concept"] },
    kind: { es: ["tipo"], en: ["kind"] },
    combat: { es: ["combate"], en: ["combat"] },
    enemy: { es: ["enemigo"], en: ["enemy"] },
    enemyQualities: { es: ["cualidades del enemigo"], en: ["enemy qualities"] },
    level: { es: ["nivel"], en: ["level"] },
    boss: { es: ["jefe"], en: ["boss"] },
    deadly: { es: ["mortal"], en: ["deadly"] },
    battle: { es: ["batalla"], en: ["battle"] },
  },
  roll: {
    quality: { es: ["cualidad"], en: ["quality"] },
    concept: { es: ["concepto"], en: ["concept"] },
    quirk: { es: ["defecto"], en: ["quirk"] },
    perk: { es: ["ventaja"], en: ["perk"] },
    vehicle: { es: ["vehículo", "vehiculo"], en: ["vehicle"] },
    dice: { es: ["dados"], en: ["dice"] },
  },
  karma: {
    perk: { es: ["ventaja"], en: ["perk"] },
    spender: { es: ["paga"], en: ["paid by"] },
    prepared: { es: ["preparado", "preparada"], en: ["prepared"] },
  },
  sheet: {
    name: { es: ["nombre"], en: ["name"] },
    player: { es: ["jugador", "jugadora"], en: ["player"] },
    archetype: { es: ["arquetipo"], en: ["archetype"] },
    quality: { es: ["cualidad"], en: ["quality"] },
    concept: { es: ["concepto"], en: ["concept"] },
    style: { es: ["estilo", "estilo de combate"], en: ["style", "combat style"] },
    perk: { es: ["ventaja"], en: ["perk"] },
    quirk: { es: ["defecto"], en: ["quirk"] },
    karma: { es: [], en: [], both: ["karma"] },
    resolve: { es: ["resolución", "resolucion"], en: ["resolve"] },
    affliction: { es: ["aflicción", "afliccion"], en: ["affliction"] },
    advances: { es: ["avances"], en: ["advances"] },
    level: { es: ["nivel"], en: ["level"] },
    species: { es: ["especie"], en: ["species"] },
    spell: { es: ["hechizo"], en: ["spell"] },
    vehicle: { es: ["vehículo", "vehiculo"], en: ["vehicle"] },
  },
  // What the tool asks a human (TT-OUT-3 cost, TT-QRK-2 reward, TT-DEF-1 affliction, TT-CPX-1 offer, TT-ADV-2 advance).
  answer: {
    cost: { es: ["coste", "costo"], en: ["cost"] },
    complication: { es: ["complicación", "complicacion"], en: ["complication"] },
    reward: { es: ["recompensa"], en: ["reward"] },
    affliction: { es: ["aflicción", "afliccion"], en: ["affliction"] },
    accept: { es: ["acepta", "acepto"], en: ["accept", "accepted"] },
    newPerk: { es: ["nueva ventaja"], en: ["new perk"] },
    newQuirk: { es: ["nuevo defecto"], en: ["new quirk"] },
    raise: { es: ["subir máximo", "subir maximo"], en: ["raise quota"] },
  },
  // The GM's moves between rolls (TT-OUT-3 close, TT-REC-1 scene end, TT-TOK-2 session, TT-ADV-1 advance, TT-CPX-1 offer).
  gm: {
    close: { es: ["cerrar"], en: ["close"] },
    sceneEnd: { es: ["fin de escena"], en: ["end of scene", "scene end"] },
    session: { es: ["nueva sesión", "nueva sesion"], en: ["new session"] },
    advance: { es: ["avance"], en: ["advance"] },
    offer: { es: ["ofrece complicación", "ofrece complicacion"], en: ["offer complication"] },
  },
  // The service's [tt-mesa]/[tt-table] in its replies: a challenge as it stands (TT-EFF-2 effort left,
  // each character's difficulty in force with its modifiers, TT-KAR-3/TT-QRK-1, Karma and Resolve, who
  // the table waits for). The card draws it; the flow never plays it; a table not by the service is untrusted.
  table: {
    effort: { es: ["esfuerzo"], en: ["effort"] },
    difficulty: { es: ["dificultad"], en: ["difficulty"] },
    karma: { es: [], en: [], both: ["karma"] },
    resolve: { es: ["resolución", "resolucion"], en: ["resolve"] },
    waiting: { es: ["espera"], en: ["waiting for"] },
    // "cost Enano: dj, critical": the failure whose cost `dj` decides (TT-OUT-3), critical or not (TT-OUT-4).
    cost: { es: ["coste"], en: ["cost"] },
    // "karma offer Maga: ana": `ana` may spend Maga's Karma to lower the difficulty (TT-KAR-3); the card offers her a button.
    karmaOffer: { es: ["oferta de karma"], en: ["karma offer"] },
    closed: { es: ["cerrado"], en: ["closed"] },
  },
};

/** Keywords that stand alone on their line, with no colon. */
export const BARE: ReadonlySet<string> = new Set(["challenge.boss", "challenge.deadly", "karma.prepared", "sheet.vehicle", "gm.sceneEnd", "gm.session", "table.closed"]);

/** Folded spelling → value, for a closed set. */
function values<T extends string>(table: Readonly<Record<T, readonly string[]>>): ReadonlyMap<string, T> {
  const m = new Map<string, T>();
  for (const id of Object.keys(table) as T[]) for (const w of table[id]) m.set(foldKeyword(w), id);
  return m;
}

export const QUALITY_WORDS = /* @__PURE__ */ values<Quality>({
  agile: ["agile", "agility", "ágil", "agilidad"],
  strong: ["strong", "brawny", "strength", "fuerte", "fuerza"],
  cunning: ["cunning", "crafty", "astuto", "astuta", "astucia"],
});

export const STYLE_WORDS = /* @__PURE__ */ values<Style>({
  melee: ["melee", "cuerpo a cuerpo"],
  ranged: ["ranged", "a distancia", "distancia"],
  mental: ["mental"],
});

export const KIND_WORDS = /* @__PURE__ */ values<"normal" | "attack" | "defence" | "fear" | "opposed">({
  normal: ["normal"],
  attack: ["attack", "ataque"],
  defence: ["defence", "defense", "defensa"],
  fear: ["fear", "miedo"],
  opposed: ["opposed", "oposición", "oposicion", "con oposición", "con oposicion"],
});

export const DIFFICULTY_WORDS = /* @__PURE__ */ values<"4" | "5" | "6">({
  "4": ["4", "easy", "fácil"],
  "5": ["5", "normal"],
  "6": ["6", "hard", "difícil"],
});

export const COST_WORDS = /* @__PURE__ */ values<"resolve" | "complication" | "consequence">({
  resolve: ["resolve", "resolución", "resolucion"],
  complication: ["complication", "complicación", "complicacion"],
  consequence: ["consequence", "consecuencia", "other", "otra"],
});

export const TOKEN_WORDS = /* @__PURE__ */ values<"karma" | "resolve">({ karma: ["karma"], resolve: ["resolve", "resolución", "resolucion"] });

export const YES_NO = /* @__PURE__ */ values<"yes" | "no">({ yes: ["yes", "sí", "si"], no: ["no"] });

export const ENEMY_QUALITY_WORDS = /* @__PURE__ */ values<EnemyQuality>({
  agile: ["agile", "ágil"],
  strong: ["strong", "fuerte"],
  cunning: ["cunning", "astuto", "astuta"],
  clumsy: ["clumsy", "torpe"],
  weak: ["weak", "débil"],
  stupid: ["stupid", "estúpido", "estúpida"],
});

export const LIMITATION_WORDS = /* @__PURE__ */ values<Limitation>({
  destructive: ["destructive", "destructiva", "destructivo"],
  exhausting: ["exhausting", "agotadora", "agotador"],
  focused: ["focused", "focalizada", "focalizado"],
  personal: ["personal"],
  ritualistic: ["ritualistic", "ritualista"],
  source: ["source", "fuente"],
  visible: ["visible"],
  artefact: ["artefact", "artifact", "artefacto"],
  grounded: ["grounded", "terrestre"],
  intimidating: ["intimidating", "intimidante"],
  negatable: ["negatable", "anulable"],
  "non-offensive": ["non-offensive", "no ofensivo", "no ofensiva"],
  costumed: ["costumed", "indumentaria"],
  uncontrollable: ["uncontrollable", "incontrolable"],
});

export const AFFLICTION_WORDS = /* @__PURE__ */ values<"permanent" | "scene" | "fatal">({
  permanent: ["permanent", "permanente"],
  scene: ["until scene end", "scene", "hasta el final de la escena", "escena"],
  fatal: ["fatal", "mortal"],
});

/** The words a writer uses for a value, per language (sheet rewriting and docs). */
export const WRITE: Readonly<Record<Lang, { quality: Readonly<Record<Quality, string>>; style: Readonly<Record<Style, string>> }>> = {
  es: { quality: { agile: "ágil", strong: "fuerte", cunning: "astuto" }, style: { melee: "cuerpo a cuerpo", ranged: "a distancia", mental: "mental" } },
  en: { quality: { agile: "agile", strong: "strong", cunning: "cunning" }, style: { melee: "melee", ranged: "ranged", mental: "mental" } },
};

/**
 * The character's name the composer's sheet template writes, in each language (cards/compose.ts): no
 * character is called that, so a sheet still named so is not registered and no reply names it
 * (GameModule.sheetPlaceholders).
 */
export const SHEET_PLACEHOLDER: Readonly<Record<Lang, string>> = { es: "Personaje", en: "Character" };

/**
 * The challenge's name the composer's challenge template writes (cards/compose.ts), in each language: a
 * name the GM is to replace, as the sheet's example words are, so a challenge still called so is refused
 * at its tag (TT-SETUP-1: the GM describes each challenge; rolls, answers and the Karma offer of TT-KAR-3
 * name it), never played as a challenge called "challenge".
 */
export const CHALLENGE_EXAMPLE_ID: Readonly<Record<Lang, string>> = { es: "reto", en: "challenge" };
