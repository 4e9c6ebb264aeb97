// The topic-flow runner: how the service plays a game's thread flow (src/lib/topic-flow.ts).
//   flowRunner(flows, deps) → { play(ctx, seen, game), sweep(store, discourse, now, log), tickDue, writeSheets }
//   readFlowRow / writeFlowRow: the text of a topic's flow row (store.getFlow).
export { flowRunner, FLOW_ROLLS_MAX, FLOW_USERS_MAX, type AnyTopicFlow, type FlowRunnerDeps } from "./flow-runner.js";
export { FLOW_APPLIED_KEPT, readFlowRow, writeFlowRow, type FlowRow, type FlowSheetJob } from "./flow-record.js";
export type { FlowPost, FlowSheet, FlowDie, FlowStep, FlowStepContext, FlowSheetWrite, TopicFlow } from "../../lib/topic-flow.js";
