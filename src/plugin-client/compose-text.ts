// The blocks the buttons put in the composer, written in the reader's language with the keywords
// docs/markup.md lists, so the post parses the same whichever language wrote it. Every skeleton
// leaves the player's part (narration, names, numbers) to type: the service acts on what is posted.
import type { Lang } from "../lib/i18n.js";
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

const KEYWORDS = {
  es: {
    pool: "gf-pool", character: "personaje", sheet: "ficha", role: "rol", scene: "escena",
    protagonist: "protagonista", antagonist: "antagonista",
    cliche: "cliché", relationship: "relación", advantage: "ventaja", bought: "pk", boost: "impulso",
    present: "presentar", yield: "me rindo", oppose: "me opongo", retry: "reintentar", effect: "efecto",
    effectValue: "ventaja", rate: "calificación", scene_cliche: "escena", problem: "problema", ally: "aliado",
  },
  en: {
    pool: "gf-pool", character: "character", sheet: "sheet", role: "role", scene: "scene",
    protagonist: "protagonist", antagonist: "antagonist",
    cliche: "cliche", relationship: "relationship", advantage: "advantage", bought: "pk", boost: "boost",
    present: "present", yield: "yield", oppose: "oppose", retry: "retry", effect: "effect",
    effectValue: "advantage", rate: "rating", scene_cliche: "scene", problem: "problem", ally: "ally",
  },
} as const;

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
  const action_ = (line: string) => [openTag("gf-action", [[k.character, context.character], [k.scene, context.scene]]), line, "[/gf-action]"].join("\n");
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
  return lang === "es"
    ? "[gf-pool personaje=\"\" rol=protagonista]\ncliché: \nrelación: \n[/gf-pool]"
    : "[gf-pool character=\"\" role=protagonist]\ncliche: \nrelationship: \n[/gf-pool]";
}

export function sceneSkeleton(lang: Lang): string {
  return lang === "es"
    ? "[gf-scene]\nnúmero: \ntítulo: \nescenario: \ntono: \ncliché de escena: d6\nantagonista: \nintención: \naliados: \n[/gf-scene]"
    : "[gf-scene]\nnumber: \ntitle: \nsetting: \ntone: \nscene cliché: d6\nantagonist: \nintention: \nallies: \n[/gf-scene]";
}

/** A new character sheet (GF-CHAR-4): six clichés 2×d8 2×d6 2×d4, relationships, two tricks, one flaw, three objectives. */
export function sheetSkeleton(lang: Lang): string {
  return lang === "es"
    ? ["[gf-sheet]", "nombre: ", "jugador: ", "concepto: ", "cliché:  d8", "cliché:  d8", "cliché:  d6", "cliché:  d6",
      "cliché:  d4", "cliché:  d4", "relación : d6", "truco : ", "truco : ", "treta : ", "objetivo 10 abierto: ",
      "objetivo 8 abierto: ", "objetivo 6 abierto: ", "pv: 0", "pk: 0", "[/gf-sheet]"].join("\n")
    : ["[gf-sheet]", "name: ", "player: ", "concept: ", "cliche:  d8", "cliche:  d8", "cliche:  d6", "cliche:  d6",
      "cliche:  d4", "cliche:  d4", "relationship : d6", "trick : ", "trick : ", "flaw : ", "objective 10 open: ",
      "objective 8 open: ", "objective 6 open: ", "pv: 0", "pk: 0", "[/gf-sheet]"].join("\n");
}
