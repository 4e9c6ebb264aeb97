// Pujas' markup nodes as zod schemas. A [pj-turn] node is the list of actions its lines name, each
// with where it was written; the rules' own action schema checks each one again once the poster's
// name is added (to-actions.ts), so the markup and the rules cannot drift apart.
import { z } from "zod";
import type { MarkupError } from "../../../markup/markup-error.js";
import { WAITING } from "./vocabulary.js";

const where = { line: z.int().min(1), column: z.int().min(1) };

export const turnNode = z.object({
  kind: z.literal("turn"),
  steps: z.array(z.object({ ...where, action: z.record(z.string(), z.unknown()).and(z.object({ type: z.string() })) })).max(100),
});

export const bidNode = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("seal"), auction: z.string().min(1).max(80), commitment: z.string().regex(/^[0-9a-f]{64}$/) }),
  z.object({ kind: z.literal("reveal"), auction: z.string().min(1).max(80), bid: z.int().min(0).max(9999), nonce: z.string().regex(/^[0-9a-f]{64}$/) }),
]);

export const ledgerNode = z.object({
  kind: z.literal("ledger"),
  scene: z.int().min(0).nullable(),
  narrator: z.string().nullable(),
  turn: z.string().nullable(),
  /** The sealed auction the table is bidding in (PJ-BID-1), else null. */
  auction: z.string().min(1).max(80).nullable(),
  /** The auction's deadline as the books write it (PJ-TOOL-09 to seal, PJ-TOOL-08 to reveal), else null: shown, never checked. */
  deadline: z.string().min(1).max(120).nullable(),
  /** Whom the game waits for and for what (flow/reply.ts awaited), as the books write it, else null: shown, never checked. */
  waiting: z.object({ what: z.enum(WAITING), users: z.array(z.string().min(1)) }).nullable(),
  purses: z.record(z.string(), z.int().min(0)),
  table: z.int().min(0),
  bank: z.int(),
  tenets: z.array(z.object({ id: z.int().min(1), kind: z.enum(["social", "story", "special"]), text: z.string().min(1) })),
  /** The Component registry: who controls each, its active Traits, its Importance, its Master. */
  components: z.array(z.object({ id: z.string().min(1), controller: z.string().nullable(), traits: z.array(z.string().min(1)), importance: z.int().min(0), master: z.string().nullable() })),
});

/** The group's setup (PJ-SETUP-1, PJ-SETUP-2): the rules' own setup schema checks it again, settings included. */
export const tableNode = z.object({
  kind: z.literal("table"),
  players: z.array(z.string().min(1).max(60)).min(2).max(20),
  first: z.string().min(1).max(60).nullable(),
  coins: z.int().min(0).max(9999).nullable(),
  recovery: z.int().min(0).max(999).nullable(),
  /** Hours to reveal a sealed bid once everyone has sealed (PJ-TOOL-08). */
  revealHours: z.int().min(1).max(720).nullable(),
  /** Hours to seal a bid once the auction opens (PJ-TOOL-09); by default the same as to reveal. */
  sealHours: z.int().min(1).max(720).nullable(),
  /** Settings by name, as written (true/false and whole numbers read as such). */
  settings: z.record(z.string(), z.union([z.string(), z.int(), z.boolean()])),
});

export const pujasNode = z.union([turnNode, bidNode, ledgerNode, tableNode]);
export type TurnNode = z.infer<typeof turnNode>;
export type BidNode = z.infer<typeof bidNode>;
export type LedgerNode = z.infer<typeof ledgerNode>;
export type TableNode = z.infer<typeof tableNode>;
export type PujasNode = z.infer<typeof pujasNode>;

export type { MarkupError };

export interface ParsedPujasBlock {
  readonly block: "turn" | "bid" | "ledger" | "table";
  readonly node: PujasNode | null;
  readonly errors: readonly MarkupError[];
  readonly lang: "es" | "en";
  readonly openLine: number;
  readonly closeLine: number | null;
}
