// Facetas' thread flow: a topic's posts → the rules' actions → the service's reply, the questions to
// people (each with the blocks that answer it) and the sheets rewritten. Pure; the service rolls the
// dice (verifiably, keyed to topic, post and rollBlock) and posts the text.
//
//   stepTopic(record | undefined, { id, raw, author, staff }, { lang, roll, sheetOf }) → TopicStep
//   readTopicRecord(json) / stateOf(record)            the stored record, zod-checked and replayed
//   promptsFor(state, lang)                            whom the conflict waits for, with composer text
//   sheetView / rewriteSheet                           a role's resources into its sheet, losslessly
export { stepTopic, readTopicRecord, stateOf, rollBlock, topicRecordSchema, APPLIED_KEPT, MAX_ROLLS, MAX_ROLLED_DIE } from "./topic.js";
export type { TopicRecord, TopicPost, TopicSheet, TopicContext, TopicStep, MadeRoll, SheetWrite, SheetChange } from "./topic.js";
export { promptsFor, actionLines } from "./prompts.js";
export type { Prompt } from "./prompts.js";
export { playedReply, openingReply, promptsText, diceLine } from "./reply.js";
export { entryText } from "./log.js";
export { sheetView, rewriteSheet, findSheet, viewChanged } from "./sheet.js";
export type { SheetView } from "./sheet.js";
export { facetasFlowMessages, refusalText } from "./messages.js";
export { facetasTopicFlow, facetasStep } from "./service-flow.js";
export type { FacetasSheetChange } from "./service-flow.js";
