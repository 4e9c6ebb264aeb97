// [gf-roll]: the outcome the service posts for a pool it rolled. Players do not write it, and a
// roll block proves nothing by itself: the client checks `proof` against the service's public key
// (docs/verifiable-dice.md). The parser only checks that the block is well formed.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../block-spec.js";
import { isDieSize, type DieSize } from "../../../../dice/die.js";
import { readDieToken } from "../dice-text.js";
import { foldKeyword } from "../../../../markup/keywords.js";
import { ATTRS, ROLL_FIELDS, TAGS } from "../spellings.js";
import type { RolledDie, RollNode } from "../schemas.js";
import { parseInt0, parseInt1, parseProof, parseVersion } from "../../../../markup/attr-values.js";
import { characterAttr, intValue, noQualifier, once, roleAttr, sceneAttr } from "./common.js";

const FIELDS = {
  dice: { spellings: ROLL_FIELDS.dice },
  result: { spellings: ROLL_FIELDS.result },
  effect: { spellings: ROLL_FIELDS.effect },
  botches: { spellings: ROLL_FIELDS.botches },
} as const;

const ROLLED = /^[dD](\d{1,2}):(\d{1,2})([rRbB]{0,2})$/;
const WORD = /\S+/g;
const NONE = new Set(["-", "—", "ninguno", "ninguna", "none"]);

function rolledDice(line: FieldLine, ctx: BuildContext): RolledDie[] {
  const dice: RolledDie[] = [];
  WORD.lastIndex = 0;
  for (let w = WORD.exec(line.value); w; w = WORD.exec(line.value)) {
    const token = w[0];
    const m = ROLLED.exec(token);
    const size = m ? Number(m[1]) : NaN;
    const face = m ? Number(m[2]) : NaN;
    if (!m || !isDieSize(size)) {
      ctx.error(gfError("markup.bad_rolled_die", "GF-ROLL-1", { token }), line.valueSpan);
      continue;
    }
    if (face < 1 || face > size) {
      ctx.error(gfError("markup.bad_face", "GF-ROLL-1", { token, size }), line.valueSpan);
      continue;
    }
    const marks = m[3]!.toLowerCase();
    dice.push({ size, face, result: marks.includes("r"), botch: marks.includes("b") });
  }
  return dice;
}

export const rollBlock: BlockSpec<RollNode> = {
  name: "roll",
  tags: TAGS.roll,
  attrs: {
    character: characterAttr, role: roleAttr, scene: sceneAttr,
    post: { spellings: ATTRS.post, parse: parseInt1 },
    blockNumber: { spellings: ATTRS.block, parse: parseInt0 },
    proof: { spellings: ATTRS.proof, parse: parseProof },
    version: { spellings: ATTRS.version, parse: parseVersion },
  },
  fields: FIELDS,
  build({ attrs, lines, openSpan }, ctx) {
    const fields = lines.filter((l): l is FieldLine => l.kind === "field");
    fields.forEach((l) => noQualifier(l, ctx));
    const node: RollNode = { block: "roll", dice: [], result: 0, effect: [], botches: 0, spans: {} };
    // Attributes copied one by one, not spread: see poolBlock.build.
    const a = attrs as Partial<RollNode>;
    if (a.character !== undefined) node.character = a.character;
    if (a.role !== undefined) node.role = a.role;
    if (a.scene !== undefined) node.scene = a.scene;
    if (a.post !== undefined) node.post = a.post;
    if (a.blockNumber !== undefined) node.blockNumber = a.blockNumber;
    if (a.proof !== undefined) node.proof = a.proof;
    if (a.version !== undefined) node.version = a.version;
    const required = (field: keyof typeof FIELDS): FieldLine | undefined => {
      const line = once(fields, field, ctx);
      if (!line) {
        const keyword = (ctx.lang === "es" ? FIELDS[field].spellings.es[0] : FIELDS[field].spellings.en[0])!;
        ctx.error(gfError("markup.missing_field", undefined, { keyword }), openSpan);
        return undefined;
      }
      if (!line.value) {
        ctx.error(gfError("markup.value_required", undefined, { keyword: line.keyword }), line.valueSpan);
        return undefined;
      }
      node.spans[field] = line.valueSpan;
      return line;
    };
    const diceLine = required("dice");
    if (diceLine) node.dice = rolledDice(diceLine, ctx);
    const resultLine = required("result");
    if (resultLine) node.result = intValue(resultLine.value, resultLine, ctx, 0, 999, "GF-ROLL-3") ?? 0;
    const effectLine = required("effect");
    if (effectLine && !NONE.has(foldKeyword(effectLine.value))) {
      const sizes: DieSize[] = [];
      for (const token of effectLine.value.split(/\s+/)) {
        const die = readDieToken(token);
        if (die?.ok) sizes.push(...die.sizes);
        else ctx.error(die ? die.error : gfError("dice.notation.bad-token", "GF-WIN-2", { token }), effectLine.valueSpan);
      }
      node.effect = sizes;
    }
    const botchLine = required("botches");
    if (botchLine) {
      const count = intValue(botchLine.value, botchLine, ctx, 0, 99, "GF-ROLL-2");
      if (count !== undefined) {
        node.botches = count;
        const marked = node.dice.filter((d) => d.botch).length;
        if (diceLine && count !== marked) {
          ctx.error(gfError("markup.botch_mismatch", "GF-ROLL-2", { keyword: botchLine.keyword, count, marked }), botchLine.valueSpan);
        }
      }
    }
    return node;
  },
};
