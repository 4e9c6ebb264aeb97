// The blocks the buttons put in the composer, written in the reader's language with the keywords
// docs/markup.md lists, so the post parses the same whichever language wrote it. Every block is
// complete when composed (the forms and pickers ask for the player's part first): a button never
// leaves a half-written block that previews as an error card. The service acts on what is posted.
import type { Lang } from "../../../lib/i18n.js";
import { SHEET_PLACEHOLDER } from "../markup/spellings.js";
import { ACTION_FIELDS, ATTRS, INTERVAL_FIELDS, OBJECTIVE_STATES, OUTCOMES, POOL_FIELDS, ROLES, SCENE_FIELDS, SHEET_FIELDS, TAGS, written,
  type WrittenSpellings } from "../markup/spellings.js";
import type { Side } from "./scene-turn.js";

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
    present: w(ACTION_FIELDS.present), yield: w(ACTION_FIELDS.yield), concede: w(ACTION_FIELDS.concede), oppose: w(ACTION_FIELDS.oppose),
    retry: w(ACTION_FIELDS.retry), effect: w(ACTION_FIELDS.effect), rate: w(ACTION_FIELDS.rate),
    outcome: { advantage: w(OUTCOMES.advantage), problem: w(OUTCOMES.problem), annul: w(OUTCOMES.annul) },
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

/** What the player chose in the button's form: every action's block is complete when composed. */
export type TurnInput =
  | { readonly action: "present"; readonly intention: string } // GF-ANT-5
  | { readonly action: "yield" } // GF-RES-1, GF-RES-6
  | { readonly action: "concede" } // GF-FIN-2, GF-AMB-36
  | { readonly action: "pool" | "oppose" | "retry"; readonly pool: PoolChoice } // GF-POOL-1, GF-RES-3, GF-RES-5
  | { readonly action: "effect"; readonly outcome: "advantage" | "problem" | "annul"; readonly target: string; readonly die?: number } // GF-WIN-3
  | { readonly action: "rate"; readonly protagonist: number; readonly antagonist: number; readonly reason: string }; // GF-RATE-2

/** A value typed into a form, on one line (a line break would end the field). */
const oneLine = (value: string): string => value.replace(/\s+/g, " ").trim();

/** The post a scene button composes, from what the player chose in its form or picker. */
export function turnActionText(input: TurnInput, context: TurnContext, lang: Lang): string {
  const k = KEYWORDS[lang];
  const action_ = (line: string) => [openTag(k.action, [[k.character, context.character], [k.scene, context.scene]]), line, `[/${k.action}]`].join("\n");
  const pool = (choice: PoolChoice) => poolBlock({ ...(context.character ? { character: context.character } : {}),
    ...(context.role ? { role: context.role } : {}), ...(context.scene ? { scene: context.scene } : {}), ...choice }, lang);
  switch (input.action) {
    case "present": return action_(`${k.present}: ${oneLine(input.intention)}`);
    case "pool": return pool(input.pool);
    case "yield": return action_(k.yield);
    case "concede": return action_(k.concede);
    case "oppose": return `${action_(k.oppose)}\n\n${pool(input.pool)}`;
    case "retry": return `${action_(k.retry)}\n\n${pool(input.pool)}`;
    case "effect": {
      const die = input.die ?? context.effectDie;
      return action_(`${k.effect}: ${k.outcome[input.outcome]} ${oneLine(input.target)}${die ? ` d${die}` : ""}`);
    }
    case "rate": return action_(`${k.rate}: ${input.protagonist} / ${input.antagonist} — ${oneLine(input.reason)}`);
  }
}

/** One line of an interval post (GF-INT-1, GF-TRAIN-*, GF-OBJ-*), as the interval card's forms choose it. */
export type IntervalLine =
  | { readonly type: "call" } // GF-NEXT-1
  | { readonly type: "train"; readonly trait: string } // GF-TRAIN-2
  | { readonly type: "rename"; readonly from: string; readonly to: string } // GF-TRAIN-4
  | { readonly type: "new-trick" | "new-flaw"; readonly name: string; readonly detail: string } // GF-TRAIN-5
  | { readonly type: "new-cliche"; readonly name: string } // GF-TRAIN-6
  | { readonly type: "new-relationship"; readonly name: string; readonly target?: string } // GF-TRAIN-6
  | { readonly type: "endorse"; readonly character: string; readonly objective: number; readonly currency: "pv" | "pk" } // GF-OBJ-6
  | { readonly type: "satisfy"; readonly objective: number } // GF-OBJ-7
  | { readonly type: "retire" }; // GF-RET-1

/** A name written before a line's colon (a qualifier) cannot hold a colon itself. */
const qualifier = (value: string): string => oneLine(value).replace(/:/g, "");

/** An interval post for `character` (none when only calling it, GF-RET-4). */
export function intervalText(character: string | undefined, lines: readonly IntervalLine[], lang: Lang): string {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = INTERVAL_FIELDS;
  const tag = TAGS.interval[0];
  const body = lines.map((l): string => {
    switch (l.type) {
      case "call": case "retire": return w(f[l.type]);
      case "train": return `${w(f.train)}: ${oneLine(l.trait)}`;
      case "rename": return `${w(f.rename)}: ${oneLine(l.from)} -> ${oneLine(l.to)}`;
      case "new-trick": case "new-flaw": return oneLine(l.detail) ? `${w(f[l.type])} ${qualifier(l.name)}: ${oneLine(l.detail)}` : `${w(f[l.type])}: ${oneLine(l.name)}`;
      case "new-cliche": return `${w(f["new-cliche"])}: ${oneLine(l.name)}`;
      case "new-relationship": return l.target ? `${w(f["new-relationship"])} ${qualifier(l.target)}: ${oneLine(l.name)}` : `${w(f["new-relationship"])}: ${oneLine(l.name)}`;
      case "endorse": return `${w(f.endorse)} ${qualifier(l.character)}: ${l.objective} ${l.currency}`;
      case "satisfy": return `${w(f.satisfy)}: ${l.objective}`;
    }
  });
  return [openTag(tag, [[w(ATTRS.character), character]]), ...body, `[/${tag}]`].join("\n");
}

/**
 * The composer toolbar's blocks. Each one previews as its card, never as an error: the player's
 * parts are written as words to replace, which the card shows as they are. A pool from the toolbar
 * is a free roll of bare dice (outside a scene); inside a scene the cards' picker builds the pool.
 */
export function poolSkeleton(_lang: Lang): string {
  return `[${TAGS.pool[0]}]\nd6 d6\n[/${TAGS.pool[0]}]`;
}

const SCENE_WORDS = {
  es: { number: "1", title: "Título de la escena", setting: "Dónde ocurre", tone: "tenso", cliche: "Un cliché del lugar d6", antagonist: "Quien se opone", intention: "Lo que tu personaje quiere conseguir" },
  en: { number: "1", title: "The scene's title", setting: "Where it happens", tone: "tense", cliche: "A cliché of the place d6", antagonist: "Who stands in the way", intention: "What your character wants" },
} as const;

export function sceneSkeleton(lang: Lang): string {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = SCENE_FIELDS;
  const v = SCENE_WORDS[lang];
  return [`[${TAGS.scene[0]}]`, ...(["number", "title", "setting", "tone", "cliche", "antagonist", "intention"] as const).map((key) => `${w(f[key])}: ${v[key]}`),
    `[/${TAGS.scene[0]}]`].join("\n");
}

/** The skeleton's example words, for the service to refuse them posted as inserted (service/sheets/template-words.ts). */
export const SHEET_EXAMPLE_WORDS = {
  es: { name: SHEET_PLACEHOLDER.es, concept: "Una frase que lo resuma", cliches: ["Primer cliché", "Segundo cliché", "Tercer cliché", "Cuarto cliché", "Quinto cliché", "Sexto cliché"],
    relationships: [["Tu mejor amigo", "Confía en él a ciegas"], ["Tu rival", "Nunca le dejará ganar"]], tricks: ["Arma predilecta: cuál", "Regalo del cielo:"], flaw: "Opsss:", objectives: ["El objetivo más difícil", "Un objetivo intermedio", "El objetivo más fácil"] },
  en: { name: SHEET_PLACEHOLDER.en, concept: "A phrase that sums them up", cliches: ["First cliche", "Second cliche", "Third cliche", "Fourth cliche", "Fifth cliche", "Sixth cliche"],
    relationships: [["Your best friend", "Trusts them blindly"], ["Your rival", "Will never let them win"]], tricks: ["Favourite weapon: which one", "Godsend:"], flaw: "Oops:", objectives: ["The hardest objective", "A middle objective", "The easiest objective"] },
} as const;

/**
 * A new character sheet (GF-CHAR-4), valid as inserted but for its name (SHEET_PLACEHOLDER, which the
 * service refuses at that line until the player writes one): the writer as its player (GF-META-2),
 * six clichés 2×d8 2×d6 2×d4, two relationships at d6 (GF-REL-3: "Ningún jugador debe quedar con menos
 * de dos relaciones"; GF-REL-6: as many d8 as d4), two tricks, one flaw, three objectives, 0 PV and 0 PK
 * (GF-PTS-2). The relationships are with extras (a character's relationship may be with an extra, as a
 * retired character's are redirected to one, GF-RET-2), so nothing is left unnamed; the player rewrites
 * them with the other characters as the chain of GF-REL-1 goes round.
 */
export function sheetSkeleton(lang: Lang, writer?: string): string {
  const w = (s: WrittenSpellings) => written(s, lang);
  const f = SHEET_FIELDS;
  const v = SHEET_EXAMPLE_WORDS[lang];
  const open = w(OBJECTIVE_STATES.open);
  return [`[${TAGS.sheet[0]}]`, `${w(f.name)}: ${v.name}`, ...(writer ? [`${w(f.player)}: @${writer}`] : []), `${w(f.concept)}: ${v.concept}`,
    ...[8, 8, 6, 6, 4, 4].map((d, i) => `${w(f.cliche)}: ${v.cliches[i]} d${d}`), ...v.relationships.map(([who, what]) => `${w(f.relationship)} ${who}: ${what} d6`),
    ...v.tricks.map((t) => `${w(f.trick)} ${t}`), `${w(f.flaw)} ${v.flaw}`, ...[10, 8, 6].map((n, i) => `${w(f.objective)} ${n} ${open}: ${v.objectives[i]}`),
    `${w(f.pv)}: 0`, `${w(f.pk)}: 0`, `[/${TAGS.sheet[0]}]`].join("\n");
}

const fold = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
const RELATIONSHIP_WORDS = new Set(Object.values(SHEET_FIELDS.relationship).flat().map((w) => fold(String(w))));
const SHEET_OPEN = new RegExp(`^\\s*\\[(?:${TAGS.sheet.join("|")})(?=[\\s\\]])`, "i");
const SHEET_CLOSE = new RegExp(`^\\s*\\[/(?:${TAGS.sheet.join("|")})\\]`, "i");

/**
 * GF-REL-1: the post's text with its sheet's `nth` relationship that names no one (a line
 * `relación : …`, as the skeleton leaves it) about `target`: `relación Alicia: …`. Only that line
 * changes; every other byte stays as written. The name is the written text of a line, which the
 * block parser reads and the card draws as text, so markdown or HTML in it stays inert; a name that
 * could not sit in that place (a line break, a colon, nothing) gives undefined, as does a text
 * whose first sheet has no such line.
 */
export function fillRelationshipTarget(raw: string, nth: number, target: string): string | undefined {
  const name = target.trim();
  if (!name || /[\r\n:]/.test(name)) return undefined;
  const parts = raw.split(/(\r\n|\n|\r)/);
  let inSheet = false;
  let seen = 0;
  for (let i = 0; i < parts.length; i += 2) {
    const line = parts[i]!;
    if (!inSheet) { if (SHEET_OPEN.test(line)) inSheet = true; continue; }
    if (SHEET_CLOSE.test(line)) return undefined; // only the first sheet: the card is that one's
    const m = /^(\s*)([^\s:]+)(\s*):/.exec(line);
    if (!m || !RELATIONSHIP_WORDS.has(fold(m[2]!))) continue;
    if (seen++ !== nth) continue;
    parts[i] = `${m[1]}${m[2]} ${name}${line.slice(m[0].length - 1)}`;
    return parts.join("");
  }
  return undefined;
}
