// What a cooked card of this game carries for the client: the block's name and its parsed node as
// JSON in one attribute, `data-gf-card`, without its source positions (those matter to the sheet
// code, not to readers). Written here; read by the shared reader (src/markup/card-data.ts).
// One attribute instead of one per field: Discourse's sanitizer pays for every attribute it reads
// (an attribute costs it more than a tag, and a tag more than the same text), and the forum pays
// that on every post it cooks. The client (src/plugin-client) draws the card from this data in the
// reader's language; the HTML around it is only a fallback for readers without JavaScript.
import type {
  ActionNode, IntervalAction, IntervalNode, MarkupError, PoolEntry, PoolNode, RolledDie, RollNode, SceneAction, SceneNode,
  SheetNode, SheetObjective, SheetTrait, TextField,
} from "./schemas.js";

/** A sheet card's warning (src/games/genrefuzzion/sheet's creation checks), already in the block's language. */
export interface CardNotice { readonly code: string; readonly rule?: string; readonly line?: number; readonly message: string }

/** What an error card carries: the block's tag as typed in the registry, and each error localised. */
export interface ErrorCardData {
  readonly tag: string;
  readonly errors: readonly (Pick<MarkupError, "line" | "column" | "code" | "rule"> & { readonly message: string })[];
  /** Errors beyond those listed. */
  readonly more: number;
}

/**
 * Characters a card's value never holds raw: JSON's own escapes (controls, backslash), both quote
 * marks, the three HTML specials and the bidi controls. Each is written as a JSON escape, so the
 * value needs no HTML escaping at all: Discourse's sanitizer re-escapes every `"` of an attribute
 * (xss escapeAttrValue) and its `&` rule looks at every ampersand, work it paid per card before.
 */
const UNSAFE = /[\u0000-\u001f\u007f"'\\&<>\u061c\u200e\u200f\u202a-\u202e\u2028\u2029\u2066-\u2069]/;

/** A JSON string written between single quotes, every unsafe character escaped (most need none). */
function text(value: string): string {
  if (!UNSAFE.test(value)) return "'" + value + "'";
  let out = "'";
  for (let i = 0; i < value.length; i++) {
    const c = value.charCodeAt(i);
    if (c === 0x5c) out += "\\\\";
    else if (c < 0x20 || c === 0x7f || c === 0x22 || c === 0x27 || c === 0x26 || c === 0x3c || c === 0x3e
      || c === 0x61c || c === 0x200e || c === 0x200f || (c >= 0x202a && c <= 0x202e) || c === 0x2028 || c === 0x2029
      || (c >= 0x2066 && c <= 0x2069)) out += "\\u" + c.toString(16).padStart(4, "0");
    else out += value[i];
  }
  return out + "'";
}

// ---- the data of each block, written by hand ----------------------------------------------------
// JSON without source positions, false flags, empty strings or empty lists (absent reads as false,
// "" or [] on the client), so the value stays short: the sanitizer reads it character by character.
// One writer per block, naming its fields: every property read sees one shape. A generic walk
// (for…in over every node shape, keys read by name) cost little in a loop of cards but, on a forum
// where cards come between ordinary posts, it was the card's costliest step and slowed the posts
// after it (bench/markup); JSON.stringify with a list of keys measured seven times slower still.
// test/games/genrefuzzion/markup/card-value.test.ts checks each writer against the node it writes, field by field.

type Json = string | undefined;

/** `out` (an object being written, "{" so far) with `'key':json` added, unless json is absent. */
function put(out: string, key: string, json: Json): string {
  return json === undefined ? out : out + (out.length > 1 ? ",'" : "'") + key + "':" + json;
}
const str = (v: string | undefined): Json => (v ? text(v) : undefined);
const num = (v: number | undefined): Json => (v === undefined ? undefined : Number.isFinite(v) ? String(v) : "null");
const flag = (v: boolean | undefined): Json => (v ? "true" : undefined);
const sizes = (v: readonly number[]): Json => (v.length ? "[" + v.join(",") + "]" : undefined);
function list<T>(items: readonly T[], one: (item: T) => string): Json {
  if (items.length === 0) return undefined;
  let out = "[";
  for (let i = 0; i < items.length; i++) out += (i ? "," : "") + one(items[i]!);
  return out + "]";
}
const strings = (v: readonly string[]): Json => list(v, text);
const textField = (f: TextField | undefined): Json => (f === undefined ? undefined : f.value ? "{'value':" + text(f.value) + "}" : "{}");
const points = (p: { readonly value: number } | undefined): Json => (p === undefined ? undefined : "{'value':" + num(p.value) + "}");

function poolEntry(e: PoolEntry): string {
  let o = put("{", "kind", text(e.kind));
  o = put(o, "name", str(e.name));
  o = put(o, "owner", str(e.owner));
  o = put(o, "dice", sizes(e.dice));
  return put(o, "sacrifice", flag(e.sacrifice)) + "}";
}
const boost = (b: PoolNode["boosts"][number]): string => "{'currency':" + text(b.currency) + "}";

function pool(n: PoolNode): string {
  let o = put("{", "entries", list(n.entries, poolEntry));
  o = put(o, "boosts", list(n.boosts, boost));
  o = put(o, "character", str(n.character));
  o = put(o, "sheet", str(n.sheet));
  o = put(o, "role", str(n.role));
  return put(o, "scene", num(n.scene)) + "}";
}

const sceneCliche = (c: SceneNode["cliches"][number]): string => put(put("{", "name", str(c.name)), "die", num(c.die)) + "}";
const ally = (a: SceneNode["allies"][number]): string => put(put("{", "name", str(a.name)), "runner", str(a.runner)) + "}";

function scene(n: SceneNode): string {
  let o = put("{", "number", num(n.number));
  o = put(o, "title", textField(n.title));
  o = put(o, "setting", textField(n.setting));
  o = put(o, "tone", textField(n.tone));
  o = put(o, "cliches", list(n.cliches, sceneCliche));
  o = put(o, "protagonist", textField(n.protagonist));
  const ant = n.antagonist;
  o = put(o, "antagonist", ant && put(put(put("{", "kind", text(ant.kind)), "name", str(ant.name)), "description", str(ant.description)) + "}");
  o = put(o, "intention", textField(n.intention));
  o = put(o, "allies", list(n.allies, ally));
  return put(o, "finale", n.finale && (n.finale.value ? "{'value':true}" : "{}")) + "}";
}

function rolledDie(d: RolledDie): string {
  const o = put(put("{", "size", num(d.size)), "face", num(d.face));
  return put(put(o, "result", flag(d.result)), "botch", flag(d.botch)) + "}";
}

function roll(n: RollNode): string {
  let o = put("{", "character", str(n.character));
  o = put(o, "role", str(n.role));
  o = put(o, "scene", num(n.scene));
  o = put(o, "post", num(n.post));
  o = put(o, "blockNumber", num(n.blockNumber));
  o = put(o, "proof", str(n.proof));
  o = put(o, "version", str(n.version));
  o = put(o, "dice", list(n.dice, rolledDie));
  o = put(o, "result", num(n.result));
  o = put(o, "effect", sizes(n.effect));
  return put(o, "botches", num(n.botches)) + "}";
}

/** A call's runners: ally → forum user, keyed by the names players typed (so keys are escaped too). */
function runners(r: Readonly<Record<string, string>> | undefined): Json {
  if (r === undefined) return undefined;
  let out = "{";
  for (const name of Object.keys(r)) {
    const user = str(r[name]);
    if (user !== undefined) out += (out.length > 1 ? "," : "") + text(name) + ":" + user;
  }
  return out + "}";
}

function sceneAction(a: SceneAction): string {
  const o = put("{", "type", text(a.type));
  switch (a.type) {
    case "present": case "ally-intention": return put(o, "intention", str(a.intention)) + "}";
    case "extra-cliche": return put(put(o, "name", str(a.name)), "die", num(a.die)) + "}";
    case "upgrade": return put(o, "name", str(a.name)) + "}";
    case "call": return put(put(o, "allies", strings(a.allies)), "runners", runners(a.runners)) + "}";
    case "ally-die": return put(o, "trait", str(a.trait)) + "}";
    case "refuse": return put(o, "reason", str(a.reason)) + "}";
    case "block": return put(o, "ally", str(a.ally)) + "}";
    case "effect": return put(put(put(put(o, "outcome", text(a.outcome)), "target", str(a.target)), "owner", str(a.owner)), "die", num(a.die)) + "}";
    case "trick": return put(put(o, "name", str(a.name)), "detail", str(a.detail)) + "}";
    case "flaw": return put(put(o, "name", str(a.name)), "owner", str(a.owner)) + "}";
    case "rate": return put(put(put(o, "protagonist", num(a.protagonist)), "antagonist", num(a.antagonist)), "reason", str(a.reason)) + "}";
    case "name-rater": return put(o, "rater", str(a.rater)) + "}";
    case "yield": case "concede": case "oppose": case "retry": case "suspend": case "resume": case "withdraw": return o + "}";
    default: return unwritten(a);
  }
}

function intervalAction(a: IntervalAction): string {
  const o = put("{", "type", text(a.type));
  switch (a.type) {
    case "train": return put(o, "trait", str(a.trait)) + "}";
    case "rename": return put(put(o, "from", str(a.from)), "to", str(a.to)) + "}";
    case "new-trick": case "new-flaw": return put(put(o, "name", str(a.name)), "detail", str(a.detail)) + "}";
    case "new-cliche": return put(o, "name", str(a.name)) + "}";
    case "new-relationship": return put(put(o, "name", str(a.name)), "target", str(a.target)) + "}";
    case "endorse": return put(put(put(o, "character", str(a.character)), "objective", num(a.objective)), "currency", str(a.currency)) + "}";
    case "satisfy": return put(o, "objective", num(a.objective)) + "}";
    case "retire": case "call": return o + "}";
    default: return unwritten(a);
  }
}

/** An action no writer knows: a compile error, since every kind has its case above. */
function unwritten(a: never): string {
  throw new Error(`no card writer for ${(a as { type: string }).type}`);
}

function action(n: ActionNode): string {
  return put(put(put("{", "actions", list(n.actions, sceneAction)), "character", str(n.character)), "scene", num(n.scene)) + "}";
}

function interval(n: IntervalNode): string {
  return put(put("{", "actions", list(n.actions, intervalAction)), "character", str(n.character)) + "}";
}

const trait = (t: SheetTrait): string => put(put(put("{", "name", str(t.name)), "target", str(t.target)), "die", num(t.die)) + "}";
const trickOrFlaw = (t: SheetNode["tricks"][number]): string => put(put("{", "name", str(t.name)), "fills", strings(t.fills)) + "}";
const objective = (o: SheetObjective): string => put(put(put("{", "text", str(o.text)), "state", text(o.state)), "difficulty", num(o.difficulty)) + "}";
function notice(w: CardNotice): string {
  return put(put(put(put("{", "code", str(w.code)), "rule", str(w.rule)), "line", num(w.line)), "message", str(w.message)) + "}";
}

function sheet(n: SheetCardData): string {
  let o = put("{", "mode", str(n.mode));
  o = put(o, "name", textField(n.name));
  o = put(o, "player", textField(n.player));
  o = put(o, "concept", textField(n.concept));
  o = put(o, "cliches", list(n.cliches, trait));
  o = put(o, "relationships", list(n.relationships, trait));
  o = put(o, "tricks", list(n.tricks, trickOrFlaw));
  o = put(o, "flaws", list(n.flaws, trickOrFlaw));
  o = put(o, "objectives", list(n.objectives, objective));
  o = put(o, "advantages", list(n.advantages, trait));
  o = put(o, "problems", list(n.problems, trait));
  o = put(o, "pv", points(n.pv));
  o = put(o, "pk", points(n.pk));
  o = put(o, "notes", textField(n.notes));
  return put(o, "warnings", n.warnings && list(n.warnings, notice)) + "}";
}

function errorItem(e: ErrorCardData["errors"][number]): string {
  const o = put(put(put("{", "line", num(e.line)), "column", num(e.column)), "code", str(e.code));
  return put(put(o, "rule", str(e.rule)), "message", str(e.message)) + "}";
}

function error(d: ErrorCardData): string {
  return put(put(put("{", "tag", str(d.tag)), "errors", list(d.errors, errorItem)), "more", num(d.more)) + "}";
}

/** A sheet card's data: the node and the creation checks' warnings. */
export type SheetCardData = SheetNode & { readonly warnings?: readonly CardNotice[] };

/** What a card carries: a block's node (a sheet's with its warnings), or an error card's data. */
export type CardPayload =
  | { readonly block: "pool"; readonly data: PoolNode } | { readonly block: "scene"; readonly data: SceneNode }
  | { readonly block: "roll"; readonly data: RollNode } | { readonly block: "action"; readonly data: ActionNode }
  | { readonly block: "interval"; readonly data: IntervalNode } | { readonly block: "sheet"; readonly data: SheetCardData }
  | { readonly block: "error"; readonly data: ErrorCardData };

/**
 * A card's `data-gf-card` value: the block's name, a space, and its data as JSON written with
 * single quotes for double ones (readCardValue swaps them back). One attribute, because
 * Discourse's sanitizer pays for each attribute it reads, and a value with nothing it must escape
 * (see UNSAFE): a character name with a bidi control in it is written as a \u escape, so none
 * stands raw in the cooked HTML, where it would reorder what follows it, and JSON.parse gives the
 * exact text back.
 */
export function cardValue(card: CardPayload): string {
  switch (card.block) {
    case "pool": return "pool " + pool(card.data);
    case "scene": return "scene " + scene(card.data);
    case "roll": return "roll " + roll(card.data);
    case "action": return "action " + action(card.data);
    case "interval": return "interval " + interval(card.data);
    case "sheet": return "sheet " + sheet(card.data);
    case "error": return "error " + error(card.data);
  }
}
