// The product speaks Spanish (the game's language) and English. Each part of src/ keeps its own
// message catalogue beside its code; this file only knows how to pick and fill a message.
import type { GfError } from "./result.js";

export const LANGS = ["es", "en"] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = "es";

export type Catalogue = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

export function isLang(value: unknown): value is Lang {
  return value === "es" || value === "en";
}

/**
 * Replaces `{name}` with params.name; unknown placeholders stay visible rather than vanish.
 * `{name|one|other}` is the one way a count agrees with its words: `one` when params.name is 1,
 * `other` for any other count (0 and 2 alike, in Spanish as in English): "{n} {n|moneda|monedas}",
 * "{left|queda|quedan} {left} de {total} {total|ficha|fichas}". No catalogue writes "(s)" or keeps a
 * second text for the count of one.
 */
export function fill(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{(\w+)(?:\|([^|{}]*)\|([^|{}]*))?\}/g, (whole, name: string, one?: string, other?: string) =>
    !Object.hasOwn(params, name) ? whole : other === undefined ? String(params[name]) : Number(params[name]) === 1 ? one! : other);
}

/** What a catalogue's words are read with: the key's text in `lang`, its `{name}`s filled (fill). */
export type Words<K extends string> = (key: K, lang: Lang, params?: Readonly<Record<string, string | number>>) => string;

/**
 * A table of words, one text per language under each key, as the one function its code reads them
 * with. Every part keeps its own words; none writes its own filler, so all fill `{name}` alike.
 */
export function wordsOf<K extends string>(table: Readonly<Record<K, Readonly<Record<Lang, string>>>>): Words<K> {
  return (key, lang, params = {}) => fill(table[key][lang], params);
}

/**
 * The params as said in `lang`: a param given in each language, as `name.es` and `name.en` (a reason
 * worded when the error was made, src/lib/value-reasons.ts), fills `{name}` with the reader's.
 */
function paramsIn(params: GfError["params"], lang: Lang): GfError["params"] {
  if (!params) return params;
  const suffix = `.${lang}`;
  const said = Object.entries(params).filter(([k]) => k.endsWith(suffix)).map(([k, v]) => [k.slice(0, -suffix.length), v] as const);
  return said.length ? { ...params, ...Object.fromEntries(said) } : params;
}

/** The error's message in `lang`. A code missing from the catalogue still yields readable text. */
export function localise(catalogue: Catalogue, error: GfError, lang: Lang): string {
  const entry = catalogue[error.code];
  const text = entry ? fill(entry[lang], paramsIn(error.params, lang)) : `${error.code} ${JSON.stringify(error.params ?? {})}`;
  return error.rule ? `${text} (${error.rule})` : text;
}
