// What an attribute value may be. These checks run inside Discourse's markdown engine, where a
// bundle of zod (over 400 KB even as zod/mini) would be too heavy, so they are small functions;
// schemas.ts builds the zod schemas from the same constants, and test/markup checks that both
// accept exactly the same values.
import { foldKeyword } from "./keywords.js";

/**
 * Names of characters and extras as typed: printable, one line, no brackets, quotes or angle
 * brackets. Character references (`&#x201D;`) stand for any character, so whatever the service
 * writes (encodeAttrValue) reads back the same once decoded (decodeAttrValue); NAME_MAX counts the
 * decoded name.
 */
export const NAME_PATTERN = /^[^\[\]"<>\u0000-\u001f\u007f]+$/;
export const NAME_MAX = 80;

/**
 * What may not stand raw in a quoted attribute value: `&` (so a reference typed in a name stays
 * text), every quote the tag reader ends a value on, brackets, angle brackets, control characters,
 * line and paragraph separators, bidi controls (U+061C, U+200E–F, U+202A–E, U+2066–9, which would
 * reorder the tag line itself), and whitespace at either end (which trimming would drop).
 */
const MUST_ENCODE = /[&"\u201c\u201d\u201e[\]<>\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u2028-\u202e\u2066-\u2069]|^\s|\s$/g;

/** A value written so that it reads back exactly: the characters above as `&#xHEX;`. */
export function encodeAttrValue(text: string): string {
  return text.replace(MUST_ENCODE, (c) => `&#x${c.codePointAt(0)!.toString(16).toUpperCase()};`);
}

const REFERENCE = /&#(?:x([0-9a-fA-F]{1,6})|([0-9]{1,7}));/g;

/** Decodes numeric character references (`&#x201D;`, `&#8221;`); anything else stays as typed. */
export function decodeAttrValue(raw: string): string {
  if (!raw.includes("&#")) return raw;
  return raw.replace(REFERENCE, (whole, hex: string | undefined, dec: string | undefined) => {
    const cp = hex !== undefined ? Number.parseInt(hex, 16) : Number(dec);
    return cp > 0 && cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff) ? String.fromCodePoint(cp) : whole;
  });
}

/**
 * Text as a card draws it: bidi controls dropped, since one typed into a name or a trait would reorder
 * the card's text around it (a name could make "7" read as "↯7" or hide a word). Line breaks are kept.
 */
export function withoutBidi(text: string): string {
  return text.replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "");
}

/**
 * A name as a card shows it: bidi controls dropped, control characters and line breaks as spaces.
 * The name itself, in data, is kept as is.
 */
export function shownName(name: string): string {
  return withoutBidi(name).replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ");
}
/** A sheet is a post id or the http(s) URL of a wiki post; it is never rendered as a link. */
export const SHEET_ID_PATTERN = /^\d{1,12}$/;
export const SHEET_URL_PATTERN = /^https?:\/\/[A-Za-z0-9.-]+(?::\d+)?(?:\/[A-Za-z0-9._~%!$&'()*+,;=:@\/-]*)?$/;
export const SHEET_URL_MAX = 300;
/** The service's proof: base64url/base64 fields joined by dots and colons. */
export const PROOF_PATTERN = /^[A-Za-z0-9._~:+\/=-]+$/;
export const PROOF_MAX = 4096;
export const VERSION_PATTERN = /^[a-z0-9.-]{1,20}$/;
export const INT_MAX = 1_000_000_000;

/** undefined means "not a valid value". */
export type AttrParser = (raw: string) => unknown;

export const parseName: AttrParser = (raw) => {
  const typed = raw.trim();
  if (!NAME_PATTERN.test(typed)) return undefined;
  const v = decodeAttrValue(typed);
  return v.length >= 1 && v.length <= NAME_MAX && !v.includes("\u0000") ? v : undefined;
};

export const parseInt1: AttrParser = (raw) => {
  const v = raw.trim();
  if (!/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= INT_MAX ? n : undefined;
};

/** A whole number from 0: a block's number in its post (docs/verifiable-dice.md §3) starts at 0. */
export const parseInt0: AttrParser = (raw) => {
  const v = raw.trim();
  if (!/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n <= INT_MAX ? n : undefined;
};

export const parseSheet: AttrParser = (raw) =>
  SHEET_ID_PATTERN.test(raw) || (raw.length <= SHEET_URL_MAX && SHEET_URL_PATTERN.test(raw)) ? raw : undefined;

export const parseProof: AttrParser = (raw) =>
  raw.length >= 1 && raw.length <= PROOF_MAX && PROOF_PATTERN.test(raw) ? raw : undefined;

export const parseVersion: AttrParser = (raw) => (VERSION_PATTERN.test(raw) ? raw : undefined);

/** A closed set of words, each with its Spanish and English spellings folded. */
export function parseChoice<T extends string>(words: Readonly<Record<string, T>>): AttrParser {
  return (raw) => words[foldKeyword(raw)];
}


