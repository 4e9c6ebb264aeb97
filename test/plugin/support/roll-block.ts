// Real rolls for the plugin's tests: an operator's key rolls the pool (real Ed25519, as the service
// does), the rules engine picks result, botches and effect die, and the [gf-roll] block is written
// in the grammar of docs/markup.md §4, so cards and badges are tested on genuine proofs.
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import type { RollContext } from "../../../src/dice/context.js";
import { loadOperator, type Operator } from "../../../src/dice/operator.js";
import { FIRST_LINK } from "../../../src/dice/roll.js";
import { evaluateRoll } from "../../../src/games/genrefuzzion/rules/index.js";
import { newDataDir } from "../../service/harness.js";

export function testOperator(): Operator {
  const loaded = loadOperator(newDataDir(), nodeCrypto);
  if (!loaded.ok) throw new Error(loaded.error.code);
  return loaded.value;
}

export interface RolledBlock {
  readonly raw: string;
  readonly proof: string;
  readonly result: number;
  readonly faces: readonly { size: number; face: number }[];
}

/** `at`: the roll's time; a v3 key's roll must be the forum's own time for its block's post (§V.1). */
export function rollBlock(operator: Operator, context: RollContext, sizes: readonly number[], lang: "es" | "en",
  attrs: Record<string, string> = {}, at: number = Date.now()): RolledBlock {
  const rolled = operator.roll({ context, sizes, at }, FIRST_LINK);
  if (!rolled.ok) throw new Error(rolled.error.code);
  const evaluation = evaluateRoll(rolled.value.dice);
  if (!evaluation.ok) throw new Error(evaluation.error.code);
  const e = evaluation.value;
  const dice = rolled.value.dice.map((d, i) =>
    `d${d.size}:${d.face}${e.resultDice.includes(i) ? "r" : ""}${e.botches.includes(i) ? "b" : ""}`).join(" ");
  const effect = e.effectCandidates.length ? `d${rolled.value.dice[e.effectCandidates[0]!]!.size}` : lang === "es" ? "ninguno" : "none";
  const extra = Object.entries(attrs).map(([k, v]) => ` ${k}="${v}"`).join("");
  const k = lang === "es"
    ? { dice: "dados", result: "resultado", effect: "efecto", botches: "pifias" }
    : { dice: "dice", result: "result", effect: "effect", botches: "botches" };
  const raw = [`[gf-roll post=${context.post} ${lang === "es" ? "bloque" : "block"}=${context.block} proof=${rolled.value.proof}${extra}]`, `${k.dice}: ${dice}`, `${k.result}: ${e.result}`,
    `${k.effect}: ${effect}`, `${k.botches}: ${e.botches.length}`, "[/gf-roll]"].join("\n");
  return { raw, proof: rolled.value.proof, result: e.result, faces: rolled.value.dice.map((d) => ({ size: d.size, face: d.face })) };
}
