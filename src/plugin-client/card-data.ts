// Reads a cooked card's data (src/markup/card-data.ts: data-gf-card holds the block's name and its
// parsed node as JSON).
// Anyone can paste card-like HTML into a post, so nothing here trusts the data's shape: every
// reader checks the type it expects and falls back to "absent", and cards are drawn with text
// nodes only (dom.ts), so a hostile value can at worst draw nonsense, never markup or a crash.
import { isDieSize } from "../dice/die.js";
import { readCardValue } from "../markup/card-data.js";

export type Data = Readonly<Record<string, unknown>>;

/** Every cooked card, drawn or not. */
export const CARD_SELECTOR = "div[data-gf-card]";
/** Cooked cards of one block ("scene"): the value starts with the block's name and a space. */
export const cardSelector = (block: string): string => `div[data-gf-card^="${block} "]`;

export interface Card {
  readonly element: HTMLElement;
  /** pool, scene, roll, action, interval, sheet, or error; set as data-gf-block once drawn (the stylesheet's hook). */
  readonly block: string;
  readonly data: Data;
}


/** The card's data, or undefined when the element carries none that parses as an object. */
export function readCard(element: HTMLElement): Card | undefined {
  const raw = element.getAttribute("data-gf-card");
  const value = raw === null ? undefined : readCardValue(raw);
  return value && { element, block: value.block, data: value.data };
}

export const str = (v: unknown): string | undefined => (typeof v === "string" ? v : undefined);
/** A whole number, or undefined. */
export const int = (v: unknown): number | undefined => (typeof v === "number" && Number.isInteger(v) ? v : undefined);
export const list = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);
export const obj = (v: unknown): Data => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Data) : {});
export const dieSize = (v: unknown): number | undefined => (isDieSize(v) ? v : undefined);
export const dice = (v: unknown): number[] => list(v).map(dieSize).filter((d): d is number => d !== undefined);
/** One of a closed set of words, or undefined. */
export function oneOf<T extends string>(v: unknown, words: readonly T[]): T | undefined {
  return typeof v === "string" && (words as readonly string[]).includes(v) ? (v as T) : undefined;
}
/** A `{ value }` text field of the parsed tree (scene and sheet fields). */
export const field = (v: unknown): string | undefined => str(obj(v)["value"]);
export const SIDES = ["protagonist", "antagonist"] as const;
