// Tricube Tales' markup: the [tt-challenge], [tt-roll], [tt-karma] and [tt-sheet] blocks (Spanish
// tags [tt-desafio], [tt-tirada], [tt-ficha]), read from a raw post by pure parsers, checked by zod,
// with errors in Spanish and English. docs/games/tricube.md is the grammar, its examples are tests.
export { parseTricubePost, parseTricubeBlock, MAX_BLOCKS } from "./parse-post.js";
export type { LocatedTricubeBlock } from "./parse-post.js";
export { tricubeMarkupMessages, markupMessage } from "./messages.js";
export { challengeAction, rollActions, karmaAction, sheetCharacter, answerAction, gmActions } from "./to-actions.js";
export { TAGS, FIELDS, BLOCK_BY_TAG, WRITE } from "./vocabulary.js";
export { tricubeNode, challengeNode, rollNode, karmaNode, sheetNode, answerNode, gmNode, tableNode, markupError } from "./schemas.js";
export type { ChallengeNode, RollNode, KarmaNode, SheetNode, AnswerNode, GmNode, GmStep, TableNode, TricubeNode, ParsedTricubeBlock, MarkupError } from "./schemas.js";
