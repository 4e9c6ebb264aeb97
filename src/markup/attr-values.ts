// What an attribute value may be. These checks run inside Discourse's markdown engine, where a
// bundle of zod (over 400 KB even as zod/mini) would be too heavy, so they are small functions;
// schemas.ts builds the zod schemas from the same constants, and test/markup checks that both
// accept exactly the same values.
import { foldKeyword } from "./keywords.js";

/** Names of characters and extras: printable, one line, no brackets, quotes or angle brackets. */
export const NAME_PATTERN = /^[^\[\]"<>\u0000-\u001f\u007f]+$/;
export const NAME_MAX = 80;
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
  const v = raw.trim();
  return v.length >= 1 && v.length <= NAME_MAX && NAME_PATTERN.test(v) ? v : undefined;
};

export const parseInt1: AttrParser = (raw) => {
  const v = raw.trim();
  if (!/^\d{1,10}$/.test(v)) return undefined;
  const n = Number(v);
  return n >= 1 && n <= INT_MAX ? n : undefined;
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

export const ROLE_WORDS = {
  protagonista: "protagonist", protagonist: "protagonist", antagonista: "antagonist", antagonist: "antagonist",
} as const;
export const MODE_WORDS = { creacion: "creation", creation: "creation", nuevo: "new", nueva: "new", new: "new" } as const;
