// The cards in cooked HTML as the client reads them: data-gf-block and the JSON of data-gf-card.
export interface CookedCard { readonly block: string; readonly data: Record<string, unknown>; readonly html: string }

const CARD = /<div data-gf-block="([a-z]+)" data-gf-card=(?:'([^']*)'|"([^"]*)")>([^]*?)<\/div>\n?(?=<|$)/g;
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!);

export function cardsOf(html: string): CookedCard[] {
  return [...html.matchAll(CARD)].map((m) => ({
    block: m[1]!, data: JSON.parse(unescape(m[2] ?? m[3]!)) as Record<string, unknown>, html: m[0],
  }));
}
