// Tricube's thread flow: a topic's posts → the rules' actions → the service's reply, the prompts for
// what needs a person (the GM's costs, the winner's affliction, offers, Karma, quirk rewards,
// advances) and whose turn it is. Pure; the service rolls the dice and posts the text.
//
//   playTricubePost(state, parsedBlocks, { author: { username, staff }, roll, physicalDice? })
//     → Result<{ before, state, actions, entries, rolls, lang }, FlowRefusal>   all or nothing
//   refusalText(refusal, lang?)       the refusal in the block's (or the reader's) language
//   replyText(played, lang?)          rolls, changes with their rules, prompts, whose turn, the tables
//   tableBlock(state, challenge, lang) / tableBlocks(before, after, lang)   [tt-mesa] blocks (the card)
//   promptsFor(state, lang) / promptsText(state, lang) / whoseTurn(state)   reminders
export { playTricubePost, hasMoves } from "./play-post.js";
export type { FlowAuthor, FlowContext, FlowDie, FlowRoll, FlowRefusal, PlayedTricubePost } from "./play-post.js";
export { refusalText, tricubeFlowMessages } from "./messages.js";
export { replyText, promptsText, entryLine } from "./reply.js";
export { tableBlock, tableBlocks } from "./table-block.js";
export { promptsFor, whoseTurn } from "./prompts.js";
export type { Prompt } from "./prompts.js";
export { tableFromSheets, changedCharacters, withEditedSheet, replayLogOf, characterInput } from "./table.js";
export type { SheetPost, Table, ChangedCharacter } from "./table.js";
export { newTopicRecord, readTopicRecord, topicRecordSchema, APPLIED_KEPT } from "./topic.js";
export type { TopicRecord } from "./topic.js";
export { tricubeTopicFlow, tricubeStep } from "./service-flow.js";
export type { TricubeSheetChange } from "./service-flow.js";
