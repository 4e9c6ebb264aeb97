// Keywords are matched without case or accents, so "Relación", "relacion" and "RELACION" are one
// word (players type on phones). The table maps each spelling to a field id and to the language it
// gives away, which picks the language of error cards when the post does not say.
import type { Lang } from "../lib/i18n.js";

const FOLD: Readonly<Record<string, string>> = {
  á: "a", à: "a", ä: "a", â: "a", é: "e", è: "e", ë: "e", ê: "e", í: "i", ì: "i", ï: "i", î: "i",
  ó: "o", ò: "o", ö: "o", ô: "o", ú: "u", ù: "u", ü: "u", û: "u", ñ: "n", ç: "c",
};

/**
 * Lower case, accents folded by table (no String.normalize: it needs ICU, which a bare V8 may lack),
 * runs of spaces and tabs collapsed.
 */
const PLAIN_KEYWORD = /^[a-z0-9'-]+(?: [a-z0-9'-]+)*$/;

export function foldKeyword(text: string): string {
  // Fast path: already lower-case ASCII words with single spaces (most keywords as typed).
  if (PLAIN_KEYWORD.test(text)) return text;
  let out = "";
  let space = false;
  for (const ch of text.trim().toLowerCase()) {
    if (ch === " " || ch === "\t") { space = true; continue; }
    if (space && out) out += " ";
    space = false;
    out += FOLD[ch] ?? ch;
  }
  return out;
}

/** A field's spellings: Spanish ones, English ones, and ones both languages share. */
export interface Spellings {
  readonly es: readonly string[];
  readonly en: readonly string[];
  readonly both?: readonly string[];
}

export interface KeywordHit<Id extends string> {
  readonly id: Id;
  /** The language the spelling belongs to; undefined for shared words (cliché, extra, pv). */
  readonly lang: Lang | undefined;
}

/** Spelling → field, for one block. Built once per block spec. */
export class KeywordTable<Id extends string> {
  private readonly map = new Map<string, KeywordHit<Id>>();
  private readonly maxWords: number;
  private readonly display: Readonly<Record<Lang, string>>;

  constructor(fields: Readonly<Record<Id, Spellings>>) {
    let maxWords = 1;
    const shown: Record<Lang, string[]> = { es: [], en: [] };
    for (const id of Object.keys(fields) as Id[]) {
      const s = fields[id];
      const add = (word: string, lang: Lang | undefined): void => {
        const key = foldKeyword(word);
        const seen = this.map.get(key);
        if (seen?.id === id) return; // "relación" and "relacion" fold to one key
        if (seen) throw new TypeError(`keyword "${word}" names two fields`);
        this.map.set(key, { id, lang });
        maxWords = Math.max(maxWords, key.split(" ").length);
      };
      s.es.forEach((w) => add(w, "es"));
      s.en.forEach((w) => add(w, "en"));
      s.both?.forEach((w) => add(w, undefined));
      shown.es.push((s.es[0] ?? s.both?.[0])!);
      shown.en.push((s.en[0] ?? s.both?.[0])!);
    }
    this.maxWords = maxWords;
    this.display = { es: shown.es.join(", "), en: shown.en.join(", ") };
  }

  /** The field an exact spelling names. */
  get(text: string): KeywordHit<Id> | undefined {
    return this.map.get(foldKeyword(text));
  }

  /**
   * The longest run of leading words of `head` that is a keyword, and how many characters of `head`
   * it covers (so the rest is the line's qualifier, as typed).
   */
  /** Results of prefix() by head: heads repeat endlessly ("cliché", "aliado Bea"), the work does not need to. */
  private readonly prefixes = new Map<string, { hit: KeywordHit<Id>; length: number } | undefined>();

  prefix(head: string): { hit: KeywordHit<Id>; length: number } | undefined {
    const known = this.prefixes.get(head);
    if (known !== undefined || this.prefixes.has(head)) return known;
    const found = this.findPrefix(head);
    if (this.prefixes.size >= 1024) this.prefixes.clear(); // bounded: a post cannot grow it
    this.prefixes.set(head, found);
    return found;
  }

  private findPrefix(head: string): { hit: KeywordHit<Id>; length: number } | undefined {
    // Fold the head once; folding keeps one word per word, so word n of the folded text is word
    // n of the head, and its end in the head is where the keyword stops.
    const ends: number[] = [];
    let inWord = false;
    for (let i = 0; i <= head.length; i++) {
      const c = i < head.length ? head.charCodeAt(i) : 0x20;
      const space = c === 0x20 || c === 0x09;
      if (inWord && space) {
        ends.push(i);
        if (ends.length === this.maxWords) break;
      }
      inWord = !space;
    }
    let key = foldKeyword(head.slice(0, ends[ends.length - 1] ?? 0));
    for (let n = ends.length; n > 0; n--) {
      const hit = this.map.get(key);
      if (hit) return { hit, length: ends[n - 1]! };
      key = key.slice(0, Math.max(0, key.lastIndexOf(" ")));
    }
    return undefined;
  }

  /** The first spelling of every field, for "expected one of …" messages. */
  list(lang: Lang): string {
    return this.display[lang];
  }
}
