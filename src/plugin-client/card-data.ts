// Reads a cooked card. Two forms (src/markup/markup-game.ts): a game cooked as its lines
// (src/markup/cooked-card.ts: data-gf-card holds the block's key and where it came from, the
// element's text holds the block's lines), which its cards parse here with the service's own parser
// (GameCards.read); or a game whose cook wrote the card's data (src/markup/card-data.ts reads the
// block's name and its parsed node as JSON).
// Anyone can paste card-like HTML into a post, so nothing here trusts the data's shape: every
// reader checks the type it expects and falls back to "absent", and cards are drawn with text
// nodes only (dom.ts), so a hostile value can at worst draw nonsense, never markup or a crash.
import { isDieSize } from "../dice/die.js";
import { readCardValue } from "../markup/card-data.js";
import type { CardReadOptions, GameCards } from "./game-cards.js";

export type Data = Readonly<Record<string, unknown>>;

/** Every cooked card, drawn or not. */
export const CARD_SELECTOR = "div[data-gf-card]";
/** Cooked cards of one block ("scene"): the value starts with the block's name and a space. */
export const cardSelector = (block: string): string => `div[data-gf-card^="${block} "]`;

/**
 * Where a drawn card keeps its block's lines: drawing replaces the cooked text, and the card is
 * read again (a redraw in another language, the thread's scene and turn code). Set only here, in
 * the browser; the sanitizer strips it from anything a post could carry.
 */
const SOURCE_ATTR = "data-gf-source";

export interface Card {
  readonly element: HTMLElement;
  /** pool, scene, roll, action, interval, sheet, or error; set as data-gf-block once drawn (the stylesheet's hook). */
  readonly block: string;
  readonly data: Data;
  /** The block's source as the player wrote it, from its opening tag on (the error card shows it). */
  readonly source: string;
}

/** The games whose cards read cooked lines; the bundle's entry (index.ts) hands them in. */
let readers: readonly GameCards[] = [];

export function useCardReaders(games: readonly GameCards[]): void {
  readers = games;
}

/**
 * The card's data, or undefined when the element is not a well-formed cooked card. `options` go
 * to the game's reader (a sheet card's warnings, once the page has loaded the creation checks).
 */
export function readCard(element: HTMLElement, options: CardReadOptions = {}): Card | undefined {
  const head = element.getAttribute("data-gf-card");
  if (head === null) return undefined;
  const cooked = readCardValue(head);
  // A card cooked with its data keeps its source in the error card's pre once drawn; before, its
  // text is the block's lines (a misspelt tag's error card, cooked by the markdown rule).
  if (cooked) {
    const source = element.querySelector("pre")?.textContent ?? cardText(element).trimStart();
    return { ...cooked, element, source };
  }
  const text = cardText(element);
  for (const game of readers) {
    const value = game.read?.(head, text, options);
    if (value) return { ...value, element };
  }
  return undefined;
}

/** A card's cooked lines, as its game's reader is given them (kept when the card was drawn). */
export const cardText = (element: HTMLElement): string => element.getAttribute(SOURCE_ATTR) ?? element.textContent ?? "";

/** Keeps the block's lines on the element before its cooked text is replaced by the drawn card. */
export function keepSource(element: HTMLElement): void {
  if (!element.hasAttribute(SOURCE_ATTR)) element.setAttribute(SOURCE_ATTR, element.textContent ?? "");
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
