// Every word a GenreFuzzion block is written with, in Spanish and English, in one place: block tags,
// attribute names, line keywords and the closed sets of values (roles, objective states, effect
// outcomes). The block specs read posts with these tables, and everything that writes markup (the
// composer's buttons and skeletons, sheet updates, new sheets) writes with `written`, so a post the
// product writes always reads back as what it meant, in either language (docs/markup.md lists them).
// Plain data with no dependencies beyond keyword folding: the browser bundles import it too.
import type { Lang } from "../../../lib/i18n.js";
import { foldKeyword, type Spellings } from "../../../markup/keywords.js";

/** A field's or value's spellings, plus the one writers use when it is not the language's first. */
export interface WrittenSpellings extends Spellings {
  /** The spelling a writer puts in a post, where it differs from the first one of the language. */
  readonly write?: Readonly<Partial<Record<Lang, string>>>;
}

/** The spelling the product writes for `s` in `lang`. */
export function written(s: WrittenSpellings, lang: Lang): string {
  return (s.write?.[lang] ?? s[lang][0] ?? s.both?.[0])!;
}

/** Folded spelling → id, for a closed set of values ("Protagonista", "protagonist" → "protagonist"). */
export function valueWords<T extends string>(values: Readonly<Record<T, Spellings>>): Readonly<Record<string, T>> {
  const out: Record<string, T> = {};
  for (const id of Object.keys(values) as T[]) {
    const s = values[id];
    for (const w of [...s.es, ...s.en, ...(s.both ?? [])]) out[foldKeyword(w)] = id;
  }
  return out;
}

/** Block tags (in tags.ts, which the forum's markdown feature takes without the rest of these words). */
export { TAGS } from "./tags.js";

/** Attribute names. */
export const ATTRS = {
  character: { es: ["personaje"], en: ["character"], both: ["pj"] },
  sheet: { es: ["ficha"], en: ["sheet"] },
  role: { es: ["rol", "papel"], en: ["role"] },
  scene: { es: ["escena"], en: ["scene"] },
  number: { es: ["número"], en: ["number"] },
  mode: { es: ["modo"], en: ["mode"] },
  lang: { es: ["idioma"], en: ["language"], both: ["lang"] },
  post: { es: [], en: [], both: ["post"] },
  /** A roll's pool block number in its post (docs/verifiable-dice.md §3). */
  block: { es: ["bloque"], en: ["block"] },
  proof: { es: ["prueba"], en: ["proof"] },
  version: { es: ["version"], en: [], both: ["v"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** The `role` attribute's values. */
export const ROLES = {
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  antagonist: { es: ["antagonista"], en: ["antagonist"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** The sheet's `mode` attribute: made at creation, or a character joining mid-game (GF-NEW-1). */
export const MODES = {
  creation: { es: ["creación"], en: ["creation"] },
  new: { es: ["nuevo", "nueva"], en: ["new"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-pool] lines (GF-POOL-2's slots). English writers use the ASCII "cliche"; "pk" alone buys a die. */
export const POOL_FIELDS = {
  cliche: { es: [], en: [], both: ["cliché", "cliche", "clichê"], write: { en: "cliche" } },
  relationship: { es: ["relación", "relacion"], en: ["relationship"], both: ["rel"] },
  advantage: { es: ["ventaja"], en: ["advantage"] },
  sacrifice: { es: ["sacrificio", "ventaja sacrificada"], en: ["sacrifice", "sacrificed advantage"] },
  problem: { es: ["problema", "problema del rival", "problema del antagonista"], en: ["problem", "opponent's problem", "antagonist's problem"] },
  scene: { es: ["escena", "cliché de escena", "cliche de escena"], en: ["scene", "scene cliché", "scene cliche"] },
  ally: { es: ["aliado", "aliada"], en: ["ally"] },
  against: { es: ["contra", "en contra", "rasgo del rival"], en: ["against", "opponent's trait", "antagonist's trait"] },
  bought: { es: ["comprado", "dado comprado"], en: ["bought", "bought die"], both: ["pk"], write: { es: "pk", en: "pk" } },
  trick: { es: ["truco"], en: ["trick"] },
  gift: { es: ["regalo", "dado regalado"], en: ["gift", "gifted die"] },
  give: { es: ["ceder", "cedo"], en: ["give", "gift to opponent"] },
  boost: { es: ["impulso"], en: ["boost"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-scene] lines (GF-SCENE-2). */
export const SCENE_FIELDS = {
  number: { es: ["número", "num"], en: ["number", "no"] },
  title: { es: ["título"], en: ["title"] },
  setting: { es: ["escenario"], en: ["setting"] },
  tone: { es: ["tono"], en: ["tone"] },
  cliche: { es: ["cliché de escena"], en: ["scene cliché"], both: ["cliché"] },
  protagonist: { es: ["protagonista"], en: ["protagonist"] },
  antagonist: { es: ["antagonista"], en: ["antagonist"] },
  extra: { es: [], en: [], both: ["extra"] },
  intention: { es: ["intención"], en: ["intention"] },
  allies: { es: ["aliados", "aliadas", "aliado", "aliada"], en: ["allies", "ally"] },
  finale: { es: ["gran final"], en: ["grand finale"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-action] lines. The composer writes a player's first-person "me rindo", "me opongo". */
export const ACTION_FIELDS = {
  present: { es: ["presentar", "presento", "presentación"], en: ["present", "presentation"] },
  "extra-cliche": { es: [], en: [], both: ["cliché"] },
  upgrade: { es: ["mejorar", "mejora"], en: ["upgrade"] },
  call: { es: ["llamar", "llamo", "aliados", "aliado"], en: ["call", "allies"] },
  refuse: { es: ["rechazar", "rechazo"], en: ["refuse"] },
  block: { es: ["bloquear", "bloqueo"], en: ["block"] },
  yield: { es: ["rendirse", "me rindo", "renunciar", "renuncio"], en: ["yield", "i yield"], write: { es: "me rindo" } },
  /** GF-AMB-36: in the Grand Finale, a side with no legal pool left loses the roll instead of yielding. */
  concede: { es: ["pierdo la tirada", "perder la tirada"], en: ["concede", "i concede"], write: { es: "pierdo la tirada" } },
  oppose: { es: ["oponerse", "me opongo"], en: ["oppose", "i oppose"], write: { es: "me opongo" } },
  retry: { es: ["reintentar", "reintento"], en: ["retry"] },
  effect: { es: ["efecto"], en: ["effect"] },
  trick: { es: ["truco"], en: ["trick"] },
  flaw: { es: ["treta"], en: ["flaw"] },
  rate: { es: ["calificación", "calificar", "califico", "puntuación"], en: ["rating", "rate"] },
  "name-rater": { es: ["calificador", "nombrar calificador"], en: ["rater", "name rater"] },
  "ally-intention": { es: ["intención"], en: ["intention"] },
  "ally-die": { es: ["dado de aliado", "dado del aliado"], en: ["ally die", "ally's die"] },
  suspend: { es: ["suspender", "suspendo"], en: ["suspend"] },
  resume: { es: ["reanudar", "reanudo"], en: ["resume"] },
  withdraw: { es: ["retirar escena", "anular escena"], en: ["withdraw", "withdraw scene"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** What an effect line gives (GF-WIN-3): "efecto: ventaja …". */
export const OUTCOMES = {
  advantage: { es: ["ventaja"], en: ["advantage"] },
  problem: { es: ["problema"], en: ["problem"] },
  annul: { es: ["anular", "degradar"], en: ["annul", "step down"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-interval] lines (GF-TRAIN-*, GF-OBJ-*, GF-RET-*). Written: the ASCII "new cliche"; "retirarse", never confused with "retirar escena". */
export const INTERVAL_FIELDS = {
  train: { es: ["entrenar", "entreno"], en: ["train"] },
  rename: { es: ["renombrar", "cambiar"], en: ["rename", "change"] },
  "new-trick": { es: ["nuevo truco"], en: ["new trick"] },
  "new-flaw": { es: ["nueva treta"], en: ["new flaw"] },
  "new-cliche": { es: ["nuevo cliché"], en: ["new cliché"], write: { en: "new cliche" } },
  "new-relationship": { es: ["nueva relación"], en: ["new relationship"] },
  endorse: { es: ["refrendar", "refrendo"], en: ["endorse"] },
  satisfy: { es: ["satisfacer", "satisfago"], en: ["satisfy"] },
  retire: { es: ["retirar", "retirarse", "me retiro"], en: ["retire"], write: { es: "retirarse" } },
  /** GF-NEXT-1: the rater calls the interval (with or without a character, GF-RET-4). */
  call: { es: ["abrir intervalo", "abro el intervalo", "llamar intervalo"], en: ["call interval", "open interval"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-roll] lines, which only the service writes. */
export const ROLL_FIELDS = {
  dice: { es: ["dados"], en: ["dice"] },
  result: { es: ["resultado"], en: ["result"] },
  effect: { es: ["efecto", "dado de efecto"], en: ["effect", "effect die"] },
  botches: { es: ["pifias"], en: ["botches"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** [gf-sheet] lines (GF-CHAR-4). English writers use the ASCII "cliche". */
export const SHEET_FIELDS = {
  name: { es: ["nombre"], en: ["name"] },
  player: { es: ["jugador", "jugadora"], en: ["player"] },
  concept: { es: ["concepto"], en: ["concept"] },
  cliche: { es: [], en: [], both: ["cliché"], write: { en: "cliche" } },
  relationship: { es: ["relación"], en: ["relationship"] },
  trick: { es: ["truco"], en: ["trick"] },
  flaw: { es: ["treta"], en: ["flaw"] },
  objective: { es: ["objetivo"], en: ["objective"] },
  advantage: { es: ["ventaja"], en: ["advantage"] },
  problem: { es: ["problema"], en: ["problem"] },
  pv: { es: [], en: [], both: ["pv", "vp"] },
  pk: { es: [], en: [], both: ["pk", "kp"] },
  notes: { es: ["notas"], en: ["notes"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/** An objective's state on a sheet (GF-OBJ-1, GF-OBJ-7). "reached" reads as achieved. */
export const OBJECTIVE_STATES = {
  open: { es: ["abierto"], en: ["open"] },
  achieved: { es: ["alcanzado"], en: ["achieved", "reached"] },
  satisfied: { es: ["satisfecho"], en: ["satisfied"] },
} as const satisfies Readonly<Record<string, WrittenSpellings>>;

/**
 * The character's name the composer's sheet template writes, in each language (cards/compose.ts): no
 * character is called that, so a sheet still named so is not registered and no reply names it
 * (GameModule.sheetPlaceholders).
 */
export const SHEET_PLACEHOLDER: Readonly<Record<Lang, string>> = { es: "Nombre del personaje", en: "Your character's name" };
