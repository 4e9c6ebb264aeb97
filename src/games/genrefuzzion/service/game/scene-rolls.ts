// A scene post's rolls: each is the operator's verifiable roll of one pool of the post, and the
// store keeps it with its proof and its place in the roll log.
import { err, gfError, ok } from "../../../../lib/result.js";
import type { GfError, Result } from "../../../../lib/result.js";
import type { PoolRollRef, PostRoll } from "../../play/play-post.js";
import type { RolledDie } from "../../rules/index.js";
import { logFields, type RollFn } from "../../../../service/post-dice.js";
import type { RollRecord } from "../../../../service/store/store.js";

/**
 * A roll's `block` number, in its signed context and in the store: the pool's number, plus 1000 for
 * its second roll (docs/verifiable-dice.md: "in a scene, the n-th roll of a block is numbered
 * block + 1000·n"). Proofs already posted carry this form, so it never changes; code passes the
 * typed PoolRollRef and only this function writes the number.
 */
export const blockNumber = (which: PoolRollRef): number => which.pool + which.take * 1000;

export interface SceneRoller {
  /** The roll play-post asks for, or why it cannot be made now (no roll time: the post counted no pool; the operator's refusal). */
  readonly roll: (sizes: readonly number[], which: PoolRollRef) => Result<{ dice: RolledDie[]; proof: string }, GfError>;
  /** The store's rows of the rolls made, for the post's commit. */
  records(rolls: readonly PostRoll[], row: Omit<RollRecord, "blockIndex" | "pool" | "result" | "proof" | "seq" | "recordHash">): RollRecord[];
}

/** Rolls for one attempt at a scene post, from the log's tip the attempt read (`roll` undefined: the post has no pool). */
export function sceneRoller(context: { forum: string; topic: number; post: number }, roll: RollFn | undefined): SceneRoller {
  const logOf = new Map<string, { seq: number; recordHash: string }>();
  return {
    roll(sizes, which) {
      if (!roll) return err(gfError("dice.no-roll-time", undefined, { post: context.post }));
      const r = roll({ context: { ...context, block: blockNumber(which) }, sizes: [...sizes] });
      if (!r.ok) return r;
      logOf.set(r.value.proof, logFields(r.value));
      return ok({ dice: r.value.dice.map((d) => ({ size: d.size, face: d.face })), proof: r.value.proof });
    },
    records(rolls, row) {
      return rolls.map((r) => ({ ...row, blockIndex: blockNumber(r.which), pool: r.pool,
        result: JSON.stringify({ dice: r.record.dice, evaluation: r.record.evaluation }), proof: r.proof, ...logOf.get(r.proof)! }));
    },
  };
}
