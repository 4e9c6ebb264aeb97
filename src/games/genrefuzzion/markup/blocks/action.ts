// [gf-action]: what players do in a scene (GF-SCENE-*, GF-RES-*, GF-WIN-*, GF-RATE-*), one action per line. Whether an action
// is legal now (whose turn, enough points) is the rules engine's call; this only reads it.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../../../../markup/block-spec.js";
import { foldKeyword } from "../../../../markup/keywords.js";
import { ACTION_FIELDS, OUTCOMES, TAGS, valueWords } from "../spellings.js";
import type { ActionNode, SceneAction } from "../../../../markup/schemas.js";
import { allyList, cardHtml, characterAttr, diceText, label, noQualifier, noValue, oneDie, requireValue, sceneAttr, titleLine } from "./common.js";

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

export const ACTION_LABELS: Readonly<Record<SceneAction["type"], { es: string; en: string }>> = {
  present: { es: "El antagonista se presenta", en: "The antagonist presents" },
  "extra-cliche": { es: "Cliché del extra", en: "Extra's cliché" },
  upgrade: { es: "Mejora del extra", en: "Extra's upgrade" },
  call: { es: "Llama aliados", en: "Calls allies" },
  refuse: { es: "Rechaza la llamada", en: "Refuses the call" },
  block: { es: "Impide un aliado extra (1 PK)", en: "Keeps an extra ally out (1 PK)" },
  yield: { es: "Se rinde", en: "Yields" },
  concede: { es: "Pierde la tirada (Gran Final)", en: "Concedes the roll (Grand Finale)" },
  oppose: { es: "Se opone", en: "Opposes" },
  retry: { es: "Reintenta", en: "Retries" },
  effect: { es: "Dado de efecto", en: "Effect die" },
  trick: { es: "Truco", en: "Trick" },
  flaw: { es: "Treta", en: "Flaw" },
  rate: { es: "Calificación", en: "Rating" },
  "name-rater": { es: "Califica (nombrado por el Moderador)", en: "Rater (named by the Moderator)" },
  "ally-intention": { es: "Intención de aliado", en: "Ally's intention" },
  "ally-die": { es: "Dado del aliado", en: "Ally's die" },
  suspend: { es: "Escena suspendida", en: "Scene suspended" },
  resume: { es: "Escena reanudada", en: "Scene resumed" },
  withdraw: { es: "Escena retirada", en: "Scene withdrawn" },
};

const OUTCOME_LABELS = {
  advantage: { es: "ventaja", en: "advantage" },
  problem: { es: "problema", en: "problem" },
  annul: { es: "anular o degradar", en: "annul or step down" },
} as const;

/** An action's particulars as one line of text, for the fallback. */
function detail(a: SceneAction, lang: "es" | "en"): string {
  switch (a.type) {
    case "present": return a.intention;
    case "extra-cliche": return `${a.name} ${diceText(a.die ? [a.die] : [], lang)}`;
    case "upgrade": return a.name;
    case "call": return a.allies.map((n) => (a.runners?.[n] ? `${n} (@${a.runners[n]})` : n)).join(", ");
    case "ally-die": return a.trait;
    case "refuse": return a.reason;
    case "block": return a.ally;
    case "effect":
      return `${OUTCOME_LABELS[a.outcome][lang]}: ${a.target}${a.owner ? ` (${a.owner})` : ""}${a.die ? ` d${a.die}` : ""}`;
    case "trick": return a.detail ? `${a.name}: ${a.detail}` : a.name;
    case "flaw": return a.owner ? `${a.name} (${a.owner})` : a.name;
    case "name-rater": return a.rater;
    case "ally-intention": return a.intention;
    case "rate":
      return `${label("protagonist", lang)} ${a.protagonist} · ${label("antagonist", lang)} ${a.antagonist}${a.reason ? ` — ${a.reason}` : ""}`;
    default: return "";
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
  render(node, { lang }) {
    const title = node.character ? `${label("action", lang)} · ${node.character}` : label("action", lang);
    return cardHtml({ block: "action", data: node }, [
      titleLine(title, lang, undefined, node.scene),
      node.actions.map((a) => {
        const d = detail(a, lang);
        return d ? `${ACTION_LABELS[a.type][lang]}: ${d}` : ACTION_LABELS[a.type][lang];
      }),
    ].flat());
  },
};
