// Reads a cooked card's data (src/markup/card-data.ts: the parsed block as JSON in data-gf-card).
// Anyone can paste card-like HTML into a post, so nothing here trusts the data's shape: every
// reader checks the type it expects and falls back to "absent", and cards are drawn with text
// nodes only (dom.ts), so a hostile value can at worst draw nonsense, never markup or a crash.
import { isDieSize } from "../dice/die.js";

export type Data = Readonly<Record<string, unknown>>;

export interface Card {
  readonly element: HTMLElement;
  /** data-gf-block: pool, scene, roll, action, interval, sheet, or error. */
  readonly block: string;
  readonly data: Data;
}


/** The card's data, or undefined when the element carries none that parses as an object. */
export function readCard(element: HTMLElement): Card | undefined {
  const block = element.getAttribute("data-gf-block");
  const raw = element.getAttribute("data-gf-card");
  if (!block || raw === null) return undefined;
  let data: unknown;
  try { data = JSON.parse(raw); } catch { return undefined; }
  return typeof data === "object" && data !== null && !Array.isArray(data) ? { element, block, data: data as Data } : undefined;
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
