// [gf-interval]: calling an interval (GF-NEXT-1) and the mechanical changes between scenes (GF-INT-1, GF-TRAIN-*, GF-OBJ-*, GF-RET-*): training, renames, new tricks and
// flaws, endorsing and satisfying objectives, retiring. Costs and limits are the rules engine's.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../block-spec.js";
import type { IntervalAction, IntervalNode } from "../schemas.js";
import { INTERVAL_FIELDS, TAGS } from "../spellings.js";
import { characterAttr, intValue, noQualifier, noValue, requireValue } from "./common.js";

const FIELDS = {
  train: { spellings: INTERVAL_FIELDS.train },
  rename: { spellings: INTERVAL_FIELDS.rename },
  "new-trick": { spellings: INTERVAL_FIELDS["new-trick"] },
  "new-flaw": { spellings: INTERVAL_FIELDS["new-flaw"] },
  "new-cliche": { spellings: INTERVAL_FIELDS["new-cliche"] },
  "new-relationship": { spellings: INTERVAL_FIELDS["new-relationship"] },
  endorse: { spellings: INTERVAL_FIELDS.endorse },
  satisfy: { spellings: INTERVAL_FIELDS.satisfy },
  retire: { spellings: INTERVAL_FIELDS.retire, bare: true },
  call: { spellings: INTERVAL_FIELDS.call, bare: true },
} as const;

const ARROW = /\s*(?:->|→|=>)\s*/;

function action(line: FieldLine, ctx: BuildContext): IntervalAction | undefined {
  const span = line.span;
  const field = line.field as keyof typeof FIELDS;
  const qualified = field === "new-trick" || field === "new-flaw" || field === "new-relationship" || field === "endorse";
  if (!qualified && !noQualifier(line, ctx)) return undefined;
  switch (field) {
    case "train":
      return requireValue(line, ctx) ? { type: "train", trait: line.value, span } : undefined;
    case "rename": {
      // GF-TRAIN-4: old text -> new text, same die.
      const parts = line.value.split(ARROW);
      if (parts.length !== 2 || !parts[0] || !parts[1]) {
        ctx.error(gfError("markup.bad_rename", "GF-TRAIN-4", { keyword: line.keyword }), line.valueSpan);
        return undefined;
      }
      return { type: "rename", from: parts[0], to: parts[1], span };
    }
    case "new-trick": case "new-flaw":
      // "nuevo truco Arma predilecta: el bate" — or just the name after the colon.
      if (!line.qualifier && !requireValue(line, ctx)) return undefined;
      return line.qualifier
        ? { type: field, name: line.qualifier, detail: line.value, span }
        : { type: field, name: line.value, detail: "", span };
    case "new-cliche":
      return requireValue(line, ctx) ? { type: "new-cliche", name: line.value, span } : undefined;
    case "new-relationship":
      return requireValue(line, ctx)
        ? (line.qualifier ? { type: "new-relationship", name: line.value, target: line.qualifier, span } : { type: "new-relationship", name: line.value, span })
        : undefined;
    case "endorse": {
      // GF-OBJ-6: whose objective, which one, and the 1 PV or 1 PK paid.
      if (!line.qualifier) {
        ctx.error(gfError("markup.qualifier_required", "GF-OBJ-6", {
          keyword: line.keyword, what: ctx.lang === "es" ? "de qué personaje" : "whose objective", example: "Bea",
        }), line.span);
        return undefined;
      }
      const m = /^(\S+)(?:\s+(\S+))?$/.exec(line.value);
      const objective = m ? intValue(m[1]!, line, ctx, 1, 3, "GF-OBJ-6") : intValue(line.value, line, ctx, 1, 3, "GF-OBJ-6");
      if (objective === undefined) return undefined;
      const currency = m?.[2]?.toLowerCase();
      if (currency !== undefined && currency !== "pv" && currency !== "pk") {
        ctx.error(gfError("markup.bad_choice", "GF-OBJ-6", { keyword: line.keyword, value: m![2]!, expected: "pv, pk" }), line.valueSpan);
        return undefined;
      }
      return currency ? { type: "endorse", character: line.qualifier, objective, currency, span } : { type: "endorse", character: line.qualifier, objective, span };
    }
    case "satisfy": {
      const objective = intValue(line.value, line, ctx, 1, 3, "GF-OBJ-7");
      return objective === undefined ? undefined : { type: "satisfy", objective, span };
    }
    case "retire":
      return noValue(line, ctx) ? { type: "retire", span } : undefined;
    case "call":
      return noValue(line, ctx) ? { type: "call", span } : undefined;
  }
}

export const intervalBlock: BlockSpec<IntervalNode> = {
  name: "interval",
  tags: TAGS.interval,
  attrs: { character: characterAttr },
  fields: FIELDS,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const actions: IntervalAction[] = [];
    for (const line of lines) {
      if (line.kind !== "field") continue;
      const a = action(line, ctx);
      if (a) actions.push(a);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", undefined, { tag: "gf-interval" }), openSpan);
    // Attributes copied one by one, not spread: see poolBlock.build.
    const a = attrs as Pick<IntervalNode, "character">;
    const node: IntervalNode = { block: "interval", actions };
    if (a.character !== undefined) node.character = a.character;
    return node;
  },
};
