// The cards in cooked HTML as the client reads them, with the functions the client uses: a card
// cooked as its lines (data-gf-card's head and the block's lines, GenreFuzzion's) parsed by its
// game's reader, a card cooked with its data (Tricube's) read from data-gf-card. `html` is the
// cooked card itself (the no-JavaScript fallback); `source` the block as written, from its tag on.
import type { SheetWarningsHook } from "../../../src/games/genrefuzzion/markup/block-spec.js";
import { readCardValue } from "../../../src/markup/card-data.js";
import { readGfCard, useErrorMessages } from "../../../src/games/genrefuzzion/cards/read-card.js";
import { errorMessage } from "../../../src/games/genrefuzzion/markup/card-payload.js";
import { sheetCardWarnings } from "../../../src/games/genrefuzzion/sheet/sheet-card-warnings.js";
import { useBlockSpec } from "../../../src/games/genrefuzzion/markup/read-blocks.js";
import { SHEET_SPEC } from "../../../src/games/genrefuzzion/markup/sheet-spec.js";

// An error card's messages come from the catalogue the chunk loads with its forms script before it
// reads a block with mistakes (src/games/genrefuzzion/cards/index.ts prepare): here it is on the page.
useErrorMessages(errorMessage);
// The sheet block's parser comes with the sheet checks' script, which the chunk loads before it reads
// a sheet card (src/games/genrefuzzion/cards/index.ts sheetOptions): here it is on the page too.
useBlockSpec(SHEET_SPEC);

export interface CookedCard { readonly block: string; readonly data: Record<string, unknown>; readonly html: string; readonly source: string }

const CARD = /<div data-gf-card="([^"]*)">([^]*?)<\/div>\n?(?=<|$)/g;
const ENTITIES: Readonly<Record<string, string>> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'" };
/** Entities back to text, as the browser's parser does (the cook writes these and the bidi controls' &#x…;). */
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39|#x[0-9A-Fa-f]+);/g,
  (e) => ENTITIES[e] ?? String.fromCharCode(parseInt(e.slice(3, -1), 16)));

/** Every cooked card of `html`; sheet cards get the creation checks' warnings, as in the client, unless told otherwise. */
export function cardsOf(html: string, options: { readonly sheetWarnings?: SheetWarningsHook } = { sheetWarnings: sheetCardWarnings }): CookedCard[] {
  return [...html.matchAll(CARD)].map((m) => {
    // textContent: a <br> adds nothing, the line break after it stays.
    const head = unescape(m[1]!);
    const cooked = readCardValue(head);
    if (cooked) return { block: cooked.block, data: cooked.data as Record<string, unknown>, html: m[0], source: unescape(/<pre><code>([^]*?)<\/code><\/pre>/.exec(m[2]!)?.[1] ?? "") };
    const value = readGfCard(head, unescape(m[2]!.replaceAll("<br>", "")), options);
    if (!value) throw new Error(`not a cooked card: ${m[0]}`);
    return { block: value.block, data: value.data as Record<string, unknown>, html: m[0], source: value.source };
  });
}
