// What a cooked card carries for the client: the block's parsed node as JSON in one attribute,
// `data-gf-card`, without its source positions (those matter to the sheet code, not to readers).
// One attribute instead of one per field: Discourse's sanitizer pays for every attribute it reads
// (an attribute costs it more than a tag, and a tag more than the same text), and the forum pays
// that on every post it cooks. The client (src/plugin-client) draws the card from this data in the
// reader's language; the HTML around it is only a fallback for readers without JavaScript.
import type { BlockNode, MarkupError } from "./schemas.js";

/** Keys that locate text in the source; never part of a card's data. */
const SOURCE_KEYS = new Set(["span", "spans", "nameSpan", "dieSpan", "textSpan", "difficultySpan", "stateSpan", "fillSpan", "block"]);

/** T without its source positions and block tag, recursively. */
export type CardData<T> = T extends readonly (infer E)[] ? CardData<E>[]
  : T extends object ? { [K in keyof T as K extends "span" | "spans" | "nameSpan" | "dieSpan" | "textSpan" | "difficultySpan" | "stateSpan" | "fillSpan" | "block" ? never : K]: CardData<T[K]> }
  : T;

/** A sheet card's warning (src/sheet's creation checks), already in the block's language. */
export interface CardNotice { readonly code: string; readonly rule?: string; readonly line?: number; readonly message: string }

/** What an error card carries: the block's tag as typed in the registry, and each error localised. */
export interface ErrorCardData {
  readonly tag: string;
  readonly errors: readonly (Pick<MarkupError, "line" | "column" | "code" | "rule"> & { readonly message: string })[];
  /** Errors beyond those listed. */
  readonly more: number;
}

export type BlockCardData = CardData<BlockNode>;

/**
 * JSON without source positions, false flags, empty strings or empty lists (absent reads as
 * false, "" or [] on the client), so the attribute stays short: the sanitizer reads it character
 * by character. Written directly rather than copied and then stringified: no second object per
 * node, and only strings go through JSON.stringify.
 */
function write(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(value);
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "null";
  if (value === true) return "true";
  if (Array.isArray(value)) {
    let out = "[";
    for (let i = 0; i < value.length; i++) out += (i ? "," : "") + write(value[i]);
    return out + "]";
  }
  if (typeof value !== "object" || value === null) return "null";
  let out = "{";
  for (const key in value) {
    if (SOURCE_KEYS.has(key)) continue;
    const v = (value as Record<string, unknown>)[key];
    if (v === false || v === undefined || v === "" || (Array.isArray(v) && v.length === 0)) continue;
    // Keys are JSON-quoted too: a call's runners are keyed by the names players typed.
    out += (out.length > 1 ? "," : "") + JSON.stringify(key) + ":" + write(v);
  }
  return out + "}";
}

/**
 * The JSON of a card's data-gf-card attribute (`el` escapes it). Bidi controls (in a character's
 * name, say) are written as \u escapes: JSON.parse gives the exact text back, and none stands raw
 * in the cooked HTML, where it would reorder what follows it.
 */
export function cardJson(data: object): string {
  return write(data).replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
}
