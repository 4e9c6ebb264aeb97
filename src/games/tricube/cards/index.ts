// Tricube's cards: the cooked card (its data in the one data-gf-card attribute the plugin's allow
// list keeps, plain fallback text in the block's language, the shared error card for a block with
// mistakes), the drawn card in the reader's language, and the roll picker the challenge card offers.
//
//   tricubeCard(parsed) / tricubeCardValue(card) / tricubeCardHtml(parsed, source)   cooking
//   drawTricubeCard(host, block, data) → HTMLElement[] | undefined                   drawing
//   decorateTricubeChallenge(element, data, host)                                    the picker
//   rollOptions(sheet, challenge) / rollDeclaration(options, choice, lang)           the picker's pure half
export { tricubeCard, tricubeCardValue, tricubeCardHtml, fallbackLines, CARD_BLOCK, ERROR_CARD, TRICUBE_CARD_BLOCKS, MAX_ERRORS_SHOWN } from "./card-data.js";
export type { TricubeCard, TricubeCardBlock } from "./card-data.js";
export { drawTricubeCard } from "./draw.js";
export { decorateTricubeChallenge, challengeOf, sheetOf } from "./decorate.js";
export { rollOptions, rollDeclaration } from "./roll-declaration.js";
export type { RollOptions, RollChoice } from "./roll-declaration.js";
export { cardLabels } from "./labels.js";
