// The cards in cooked HTML as the client reads them: data-gf-card's block name and data, read by
// the same function the client uses.
import { readCardValue } from "../../../src/markup/card-data.js";

export interface CookedCard { readonly block: string; readonly data: Record<string, unknown>; readonly html: string }

const CARD = /<div data-gf-card="([^"]*)">([^]*?)<\/div>\n?(?=<|$)/g;
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

export function cardsOf(html: string): CookedCard[] {
  return [...html.matchAll(CARD)].map((m) => {
    const value = readCardValue(unescape(m[1]!));
    if (!value) throw new Error(`not a card value: ${m[1]}`);
    return { block: value.block, data: value.data as Record<string, unknown>, html: m[0] };
  });
}
