// What a parsed block's card shows, as data for the client to draw in the reader's language: the
// block's node (a sheet's with the creation checks' warnings), or, for a block with mistakes, its
// errors localised in the block's language (they quote the keywords the player typed), with the
// messages' catalogue (./card-payload-of.ts draws the card with any).
import { notationMessages } from "../../../dice/notation-messages.js";
import { localise, type Catalogue, type Lang } from "../../../lib/i18n.js";
import type { CardPayload } from "./card-data.js";
import { payloadWith, type CardPayloadOptions } from "./card-payload-of.js";
import { markupMessages } from "./messages.js";
import type { MarkupError, ParsedBlock } from "./schemas.js";

export { MAX_ERRORS_SHOWN, type CardPayloadOptions } from "./card-payload-of.js";

/** Blocks report their own errors and, for typed dice, the dice part's notation errors. */
const MESSAGES: Catalogue = { ...notationMessages, ...markupMessages };

export function errorMessage(error: MarkupError, lang: Lang): string {
  return localise(MESSAGES, error, lang);
}

/** The card of a parsed block, its errors' messages from the catalogue. */
export function cardPayload(parsed: ParsedBlock, options: CardPayloadOptions): CardPayload {
  return payloadWith(parsed, options, errorMessage);
}
