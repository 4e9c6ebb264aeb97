// [gf-action]: what players do in a scene (GF-SCENE-*, GF-RES-*, GF-WIN-*, GF-RATE-*), one action per line. Whether an action
// is legal now (whose turn, enough points) is the rules engine's call; this only reads it.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../block-spec.js";
import { foldKeyword } from "../../../../markup/keywords.js";
import { ACTION_FIELDS, OUTCOMES, TAGS, valueWords } from "../spellings.js";
import type { ActionNode, SceneAction } from "../schemas.js";
import { allyList, characterAttr, noQualifier, noValue, oneDie, requireValue, sceneAttr } from "./common.js";

const FIELDS = {
  present: { spellings: ACTION_FIELDS.present },
  "extra-cliche": { spellings: ACTION_FIELDS["extra-cliche"], dice: true },
  upgrade: { spellings: ACTION_FIELDS.upgrade },
  call: { spellings: ACTION_FIELDS.call },
  refuse: { spellings: ACTION_FIELDS.refuse, bare: true },
  block: { spellings: ACTION_FIELDS.block },
  yield: { spellings: ACTION_FIELDS.yield, bare: true },
  concede: { spellings: ACTION_FIELDS.concede, bare: true },
  oppose: { spellings: ACTION_FIELDS.oppose, bare: true },
  retry: { spellings: ACTION_FIELDS.retry, bare: true },
  effect: { spellings: ACTION_FIELDS.effect, dice: true },
  trick: { spellings: ACTION_FIELDS.trick },
  flaw: { spellings: ACTION_FIELDS.flaw },
  rate: { spellings: ACTION_FIELDS.rate },
  "name-rater": { spellings: ACTION_FIELDS["name-rater"] },
  "ally-intention": { spellings: ACTION_FIELDS["ally-intention"] },
  "ally-die": { spellings: ACTION_FIELDS["ally-die"] },
  suspend: { spellings: ACTION_FIELDS.suspend, bare: true },
  resume: { spellings: ACTION_FIELDS.resume, bare: true },
  withdraw: { spellings: ACTION_FIELDS.withdraw, bare: true },
} as const;

const OUTCOME_WORDS = valueWords(OUTCOMES);

/** "4 / 3 — why": protagonist's then antagonist's rating, 0–5 (GF-RATE-2). */
const RATING = /^([0-5])\s*[\/,]\s*([0-5])(?:\s*(?:[—–:-]\s*)?(.*))?$/s;

function action(line: FieldLine, ctx: BuildContext): SceneAction | undefined {
  const span = line.span;
  const field = line.field as keyof typeof FIELDS;
  if (field !== "effect" && field !== "trick" && field !== "flaw" && !noQualifier(line, ctx)) return undefined;
  switch (field) {
    case "present":
      return requireValue(line, ctx) ? { type: "present", intention: line.value, span } : undefined;
    case "extra-cliche": {
      if (!requireValue(line, ctx)) return undefined;
      // GF-ANT-3/4: an extra's clichés run from d4 to d12.
      const die = oneDie(line, ctx);
      const a: Extract<SceneAction, { type: "extra-cliche" }> = { type: "extra-cliche", name: line.value, span };
      if (die) a.die = die; // assigned, not spread in: see poolBlock.build
      return a;
    }
    case "upgrade":
      return requireValue(line, ctx) ? { type: "upgrade", name: line.value, span } : undefined;
    case "call": {
      if (!requireValue(line, ctx)) return undefined;
      // GF-AMB-07: "Roco (@eva)" names who runs an extra ally.
      const named = allyList(line.value);
      const a: Extract<SceneAction, { type: "call" }> = { type: "call", allies: named.map((x) => x.name), span };
      const runners = named.filter((x) => x.runner);
      if (runners.length) a.runners = Object.fromEntries(runners.map((x) => [x.name, x.runner!]));
      return a;
    }
    case "ally-die":
      // GF-AMB-07: the extra ally's runner picks the trait it lends.
      return requireValue(line, ctx) ? { type: "ally-die", trait: line.value, span } : undefined;
    case "refuse":
      return { type: "refuse", reason: line.value, span };
    case "block":
      return requireValue(line, ctx) ? { type: "block", ally: line.value, span } : undefined;
    case "yield": case "concede": case "oppose": case "retry": case "suspend": case "resume": case "withdraw":
      return noValue(line, ctx) ? { type: field, span } : undefined;
    case "effect": {
      // GF-WIN-3: advantage, problem, or annul/step down.
      const m = /^(\S+(?:\s+down)?)\s*(.*)$/s.exec(line.value);
      const outcome = m ? OUTCOME_WORDS[foldKeyword(m[1]!)] : undefined;
      if (!m || !outcome || !m[2]) {
        ctx.error(gfError("markup.bad_effect", "GF-WIN-3", { keyword: line.keyword }), line.valueSpan);
        return undefined;
      }
      const die = oneDie(line, ctx);
      const a: Extract<SceneAction, { type: "effect" }> = { type: "effect", outcome, target: m[2], span };
      if (line.qualifier) a.owner = line.qualifier;
      if (die) a.die = die;
      return a;
    }
    case "trick":
      // "truco Cámara lenta: why it applies" (GF-TT-4); the name alone works too.
      if (!line.qualifier && !requireValue(line, ctx)) return undefined;
      return line.qualifier ? { type: "trick", name: line.qualifier, detail: line.value, span } : { type: "trick", name: line.value, detail: "", span };
    case "flaw":
      if (!requireValue(line, ctx)) return undefined;
      return line.qualifier ? { type: "flaw", name: line.value, owner: line.qualifier, span } : { type: "flaw", name: line.value, span };
    case "name-rater":
      // GF-AMB-28: the Moderator names who rates; "@caro" or "caro".
      return requireValue(line, ctx) ? { type: "name-rater", rater: line.value.replace(/^@/, ""), span } : undefined;
    case "ally-intention":
      // GF-FIN-3: a Grand Finale ally's own intention.
      return requireValue(line, ctx) ? { type: "ally-intention", intention: line.value, span } : undefined;
    case "rate": {
      const m = RATING.exec(line.value);
      if (!m) {
        ctx.error(gfError("markup.bad_rating", "GF-RATE-2", { keyword: line.keyword }), line.valueSpan);
        return undefined;
      }
      return { type: "rate", protagonist: Number(m[1]), antagonist: Number(m[2]), reason: (m[3] ?? "").trim(), span };
    }
  }
}

export const actionBlock: BlockSpec<ActionNode> = {
  name: "action",
  tags: TAGS.action,
  attrs: { character: characterAttr, scene: sceneAttr },
  fields: FIELDS,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const actions: SceneAction[] = [];
    for (const line of lines) {
      if (line.kind !== "field") continue;
      const a = action(line, ctx);
      if (a) actions.push(a);
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", undefined, { tag: "gf-action" }), openSpan);
    // Attributes copied one by one, not spread: see poolBlock.build.
    const a = attrs as Pick<ActionNode, "character" | "scene">;
    const node: ActionNode = { block: "action", actions };
    if (a.character !== undefined) node.character = a.character;
    if (a.scene !== undefined) node.scene = a.scene;
    return node;
  },
};
