// A parsed post's blocks → the rules' actions for its author, and the books → the [pj-ledger] text
// the service keeps in the thread's first post. The poster is always the forum account that wrote
// the post (`by`), never a name inside it.
import type { Lang } from "../../../lib/i18n.js";
import { err, ok, type GfError, type Result } from "../../../lib/result.js";
import { importanceOf, parseAction, type Action, type PjState } from "../rules/index.js";
import { auctionId, auctionWritten } from "../bids/auction-name.js";
import type { LedgerNode, TurnNode } from "./schemas.js";
import { DEADLINE_WORDS, TAGS, TENET_WORDS, WAITING, WAITING_WORDS, WRITE, type Waiting } from "./vocabulary.js";

/** Each line's action for `by`, checked by the rules' schema; the first bad one fails with its line. */
export function turnActions(node: TurnNode, by: string): Result<readonly Action[], GfError & { line: number }> {
  const out: Action[] = [];
  for (const s of node.steps) {
    const a = parseAction({ ...s.action, by });
    if (!a.ok) return err({ ...a.error, line: s.line });
    out.push(a.value);
  }
  return ok(out);
}

/** The registry as the ledger lists it: every Component not eliminated, in creation order. */
function registry(state: PjState): LedgerNode["components"] {
  return Object.values(state.components).filter((c) => !c.eliminated).map((c) => ({
    id: c.id, controller: c.controller, traits: c.traits.filter((t) => t.active).map((t) => t.name), importance: importanceOf(state, c.id), master: c.master,
  }));
}

/** The auction a table bidding for its next scene runs (the thread flow's name for it: scene-N). */
const auctionOf = (state: PjState): string => auctionId(state.pastScenes.length + 1);

/** An auction's deadline: to seal (PJ-TOOL-09) or to reveal (PJ-TOOL-08), at an epoch in ms. */
export interface AuctionDeadline { readonly kind: "seal" | "reveal"; readonly at: number }
/** A deadline as the forum reads it everywhere: UTC, to the minute. */
export const utcMinute = (ms: number): string => `${new Date(ms).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/**
 * The books, the Tenets and the Component registry as a [pj-ledger] block, in the table's language;
 * while the table bids, the auction and its deadline (the thread flow's record keeps the time); and
 * whom the game waits for, and for what (the thread flow's awaited).
 */
export function renderLedger(state: PjState, lang: Lang, deadline?: AuctionDeadline | null, waiting?: { readonly what: Waiting; readonly users: readonly string[] }): string {
  const w = WRITE[lang];
  const tag = TAGS.ledger[lang === "en" ? 0 : 1];
  const s = state.scene;
  return [
    `[${tag}]`,
    `${w.scene}: ${s?.number ?? state.pastScenes.length}`,
    ...(s ? [`${w.narrator}: ${s.narrator}`, `${w.turn}: ${s.turn}`] : []),
    ...(state.phase.kind === "bidding" ? [`${w.auction}: ${auctionWritten(auctionOf(state), lang)}`] : []),
    ...(state.phase.kind === "bidding" && deadline ? [`${w.deadline}: ${DEADLINE_WORDS[lang][deadline.kind]} ${utcMinute(deadline.at)}`] : []),
    // Whom the game waits for, and for what, so the books card says whose turn it is in every phase.
    ...(waiting?.users.length ? [`${w.waiting} ${WAITING_WORDS[lang][WAITING.indexOf(waiting.what)]}: ${waiting.users.join(", ")}`] : []),
    ...state.players.map((p) => `${w.purse} ${p}: ${state.purses[p]}`),
    `${w.table}: ${s?.table ?? 0}`,
    `${w.bank}: ${state.bank}`,
    ...state.tenets.map((t) => `${w.tenet} ${t.id} ${TENET_WORDS[lang][t.kind]}: ${t.text.replace(/\s+/g, " ")}`),
    ...registry(state).map((c) => `${w.component} ${c.id}: ${c.controller ?? "-"}; ${c.traits.join(", ")}; ${c.importance}${c.master ? `; ${c.master}` : ""}`),
    `[/${tag}]`,
  ].join("\n");
}

/** True when a [pj-ledger] block says what the books say (a hand edit of the first post shows). */
export function ledgerMatches(node: LedgerNode, state: PjState): boolean {
  const s = state.scene;
  return node.bank === state.bank && node.table === (s?.table ?? 0) && node.auction === (state.phase.kind === "bidding" ? auctionOf(state) : null) && node.narrator === (s?.narrator ?? null) && node.turn === (s?.turn ?? null)
    && node.scene === (s?.number ?? state.pastScenes.length)
    && Object.keys(node.purses).length === state.players.length && state.players.every((p) => node.purses[p] === state.purses[p])
    && JSON.stringify(node.tenets) === JSON.stringify(state.tenets.map((t) => ({ id: t.id, kind: t.kind, text: t.text.replace(/\s+/g, " ") })))
    && JSON.stringify(node.components) === JSON.stringify(registry(state));
}
