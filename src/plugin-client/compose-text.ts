// The blocks the buttons put in the composer, written in the reader's language with the keywords
// docs/markup.md lists, so the post parses the same whichever language wrote it. Every skeleton
// leaves the player's part (narration, names, numbers) to type: the service acts on what is posted.
import type { Lang } from "../lib/i18n.js";
import { ACTION_FIELDS, ATTRS, OBJECTIVE_STATES, OUTCOMES, POOL_FIELDS, ROLES, SCENE_FIELDS, SHEET_FIELDS, TAGS, written,
  type WrittenSpellings } from "../markup/spellings.js";
import type { Side, TurnAction } from "./scene-turn.js";

/** A trait chosen in the sheet card's picker. */
export interface PickedTrait {
  /** A sheet's trait, the scene's cliché, the opponent's problem (GF-POOL-4) or an ally's trait (GF-POOL-2 S6). */
  readonly kind: "cliche" | "relationship" | "advantage" | "scene" | "problem" | "ally";
  readonly name: string;
  /** Relationship target; the ally's name for an ally's trait. */
  readonly target?: string;
  readonly die?: number;
}

export interface PoolChoice {
  readonly character?: string;
  /** The sheet's post id (GF: the service checks die sizes against it). */
  readonly sheet?: number;
  readonly role?: Side;
  readonly scene?: number;
  readonly traits: readonly PickedTrait[];
  readonly bought?: boolean;
  readonly boosts?: readonly ("pv" | "pk")[];
}

/** The keywords the buttons write, in the reader's language, from the parser's own tables. */
function keywords(lang: Lang) {
  const w = (s: WrittenSpellings) => written(s, lang);
  return {
    pool: TAGS.pool[0], action: TAGS.action[0], character: w(ATTRS.character), sheet: w(ATTRS.sheet), role: w(ATTRS.role),
    scene: w(ATTRS.scene), protagonist: w(ROLES.protagonist), antagonist: w(ROLES.antagonist),
    cliche: w(POOL_FIELDS.cliche), relationship: w(POOL_FIELDS.relationship), advantage: w(POOL_FIELDS.advantage),
    bought: w(POOL_FIELDS.bought), boost: w(POOL_FIELDS.boost), scene_cliche: w(POOL_FIELDS.scene),
    problem: w(POOL_FIELDS.problem), ally: w(POOL_FIELDS.ally),
    present: w(ACTION_FIELDS.present), yield: w(ACTION_FIELDS.yield), oppose: w(ACTION_FIELDS.oppose),
    retry: w(ACTION_FIELDS.retry), effect: w(ACTION_FIELDS.effect), effectValue: w(OUTCOMES.advantage), rate: w(ACTION_FIELDS.rate),
  };
}
const KEYWORDS = { es: keywords("es"), en: keywords("en") } as const;

/** Attribute values are quoted; quotes and brackets cannot appear inside them (src/markup/tag.ts). */
const attrValue = (value: string): string => `"${value.replace(/["“”[\]]/g, "").trim()}"`;

function openTag(tag: string, attrs: readonly (readonly [string, string | number | undefined])[]): string {
  const parts = attrs.filter(([, v]) => v !== undefined && v !== "")
    .map(([k, v]) => `${k}=${typeof v === "number" ? v : attrValue(v!)}`);
  return `[${[tag, ...parts].join(" ")}]`;
}

/** A `[gf-pool]` block from the picker's choices (GF-POOL-1, GF-POOL-2). */
export function poolBlock(choice: PoolChoice, lang: Lang): string {
  const k = KEYWORDS[lang];
  const lines = [openTag(k.pool, [[k.character, choice.character], [k.sheet, choice.sheet],
    [k.role, choice.role ? k[choice.role] : undefined], [k.scene, choice.scene]])];
  for (const trait of choice.traits) {
    const die = trait.die ? ` d${trait.die}` : "";
    const keyword = trait.kind === "relationship" && trait.target ? `${k.relationship} ${trait.target}`
      : trait.kind === "ally" ? `${k.ally} ${trait.target ?? ""}`.trim()
        : trait.kind === "scene" ? k.scene_cliche : k[trait.kind];
    lines.push(`${keyword}: ${trait.name}${die}`);
  }
  if (choice.bought) lines.push(k.bought); // GF-POOL-2 S8: a d6 for 1 PK
  for (const b of choice.boosts ?? []) lines.push(`${k.boost}: ${b}`); // GF-ROLL-5
  lines.push(`[/${k.pool}]`);
  return lines.join("\n");
}

export interface TurnContext {
  readonly scene?: number;
  readonly character?: string;
  readonly role?: Side;
  /** GF-WIN-2: the effect die's size, from the winner's last roll. */
  readonly effectDie?: number;
}

/** The post a scene button starts: an action block, with a pool skeleton when the action rolls. */
export function turnActionText(action: TurnAction, context: TurnContext, lang: Lang): string {
  const k = KEYWORDS[lang];
  const action_ = (line: string) => [openTag(k.action, [[k.character, context.character], [k.scene, context.scene]]), line, `[/${k.action}]`].join("\n");
  const pool = () => poolBlock({ ...(context.character ? { character: context.character } : {}),
    ...(context.role ? { role: context.role } : {}), ...(context.scene ? { scene: context.scene } : {}),
    traits: [{ kind: "cliche", name: "" }] }, lang);
  switch (action) {
    case "present": return action_(`${k.present}: `); // GF-ANT-5: the antagonist's intention
    case "pool": return pool();
    case "yield": return action_(k.yield);
    case "oppose": return `${action_(k.oppose)}\n\n${pool()}`;
    case "retry": return `${action_(k.retry)}\n\n${pool()}`;
    case "effect": return action_(`${k.effect}: ${k.effectValue} ${context.effectDie ? ` d${context.effectDie}` : ""}`); // GF-WIN-3
    case "rate": return action_(`${k.rate}: _ / _ — `); // GF-RATE-2: both numbers 0–5, typed by the rater
  }
}

/** The composer toolbar's skeletons. */
export function poolSkeleton(lang: Lang): string {
  const k = KEYWORDS[lang];
  return `[${k.pool} ${k.character}="" ${k.role}=${k.protagonist}]\n${k.cliche}: \n${k.relationship}: \n[/${k.pool}]`;
}

export function sceneSkeleton(lang: Lang): string {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = SCENE_FIELDS;
  return [`[${TAGS.scene[0]}]`, `${w(f.number)}: `, `${w(f.title)}: `, `${w(f.setting)}: `, `${w(f.tone)}: `, `${w(f.cliche)}: d6`,
    `${w(f.antagonist)}: `, `${w(f.intention)}: `, `${w(f.allies)}: `, `[/${TAGS.scene[0]}]`].join("\n");
}

/** A new character sheet (GF-CHAR-4): six clichés 2×d8 2×d6 2×d4, relationships, two tricks, one flaw, three objectives. */
export function sheetSkeleton(lang: Lang): string {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = SHEET_FIELDS;
  const open = w(OBJECTIVE_STATES.open);
  return [`[${TAGS.sheet[0]}]`, `${w(f.name)}: `, `${w(f.player)}: `, `${w(f.concept)}: `,
    ...[8, 8, 6, 6, 4, 4].map((d) => `${w(f.cliche)}:  d${d}`), `${w(f.relationship)} : d6`,
    `${w(f.trick)} : `, `${w(f.trick)} : `, `${w(f.flaw)} : `, ...[10, 8, 6].map((n) => `${w(f.objective)} ${n} ${open}: `),
    `${w(f.pv)}: 0`, `${w(f.pk)}: 0`, `[/${TAGS.sheet[0]}]`].join("\n");
}
