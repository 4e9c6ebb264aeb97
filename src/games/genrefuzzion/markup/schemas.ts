// The typed tree every block parses into. Types come from these schemas (z.infer); the parser
// builds nodes by hand and the tests check every node it builds against them, so the two cannot
// drift. Attribute values are checked at parse time by attr-values.ts (which the Discourse bundle
// can afford); the `attr*` schemas here are built from the same constants and tested to agree.
// docs/markup.md is the grammar these nodes come from.
import { z } from "zod";
import { dieSizeSchema } from "../../../dice/die-schema.js";
import {
  decodeAttrValue, INT_MAX, NAME_MAX, NAME_PATTERN, PROOF_MAX, PROOF_PATTERN, SHEET_ID_PATTERN, SHEET_URL_MAX, SHEET_URL_PATTERN, VERSION_PATTERN,
} from "../../../markup/attr-values.js";

export const BLOCK_NAMES = ["pool", "scene", "roll", "action", "interval", "sheet"] as const;
export const blockName = z.enum(BLOCK_NAMES);
export type BlockName = z.infer<typeof blockName>;

export const span = z.object({
  line: z.int().positive(),
  column: z.int().positive(),
  start: z.int().nonnegative(),
  end: z.int().nonnegative(),
  byteStart: z.int().nonnegative(),
  byteEnd: z.int().nonnegative(),
});

export const dieSize = dieSizeSchema;
export const lang = z.enum(["es", "en"]);

// ---- attribute values (the open tag) --------------------------------------------------------
/** A name as typed in a tag (NAME_PATTERN), read with its character references decoded: what parseName accepts. */
export const attrNameTyped = z.string().trim().regex(NAME_PATTERN).transform(decodeAttrValue)
  .pipe(z.string().min(1).max(NAME_MAX).refine((v) => !v.includes("\u0000")));
/** A character's name in a parsed node (references decoded): any text but NUL, escaped wherever shown. */
export const attrName = z.string().min(1).max(NAME_MAX).refine((v) => !v.includes("\u0000"));
export const attrRole = z.enum(["protagonist", "antagonist"]);
export const attrInt = z.int().min(1).max(INT_MAX);
/** A block's number in its post, from 0 (parseInt0). */
export const attrInt0 = z.int().min(0).max(INT_MAX);
/** A sheet: a post id, or the http(s) URL of the wiki post. Never rendered as a link. */
export const attrSheet = z.union([z.string().regex(SHEET_ID_PATTERN), z.string().max(SHEET_URL_MAX).regex(SHEET_URL_PATTERN)]);
/** The service's proof string: base64url/base64 fields joined by dots and colons. */
export const attrProof = z.string().min(1).max(PROOF_MAX).regex(PROOF_PATTERN);
export const attrVersion = z.string().regex(VERSION_PATTERN);

const located = { span: span };
const text = z.string();

// ---- [gf-pool] -------------------------------------------------------------------------------
/** GF-POOL-2 slots S1–S10, plus gifting (GF-POOL-9) and bare dice with no source. */
export const POOL_KINDS = [
  "cliche", "relationship", "advantage", "problem", "scene", "ally", "against", "bought", "trick",
  "gift", "give", "free",
] as const;
export const poolKind = z.enum(POOL_KINDS);
export type PoolKind = z.infer<typeof poolKind>;

export const poolEntry = z.object({
  kind: poolKind,
  /** The trait's text as typed ("" for bare dice and a bought d6). */
  name: text,
  /** Who it belongs to when the line says so: the ally of an ally's trait, the target of a relationship. */
  owner: text.optional(),
  /** Typed sizes; empty when the sheet supplies them. */
  dice: z.array(dieSize),
  /** GF-ADV-4: an advantage used one last time for three dice. */
  sacrifice: z.boolean(),
  ...located,
});
export type PoolEntry = z.infer<typeof poolEntry>;

export const poolNode = z.object({
  block: z.literal("pool"),
  character: attrName.optional(),
  sheet: attrSheet.optional(),
  role: attrRole.optional(),
  scene: attrInt.optional(),
  entries: z.array(poolEntry),
  /** GF-ROLL-5: boosts declared with the roll (GF-AMB-16), in the order typed. */
  boosts: z.array(z.object({ currency: z.enum(["pv", "pk"]), ...located })),
});
export type PoolNode = z.infer<typeof poolNode>;

// ---- [gf-scene] ------------------------------------------------------------------------------
/** A single-value text field: its text and where that text sits. */
export const textField = z.object({ value: text, ...located });
export type TextField = z.infer<typeof textField>;
export const sceneCliche = z.object({ name: text, die: dieSize.optional(), ...located });
export const sceneNode = z.object({
  block: z.literal("scene"),
  number: attrInt.optional(),
  title: textField.optional(),
  setting: textField.optional(),
  tone: textField.optional(),
  cliches: z.array(sceneCliche),
  protagonist: textField.optional(),
  antagonist: z.object({
    kind: z.enum(["character", "extra"]),
    name: text,
    /** GF-SCENE-2 item 5: a one-line description of an extra never seen before. */
    description: text.optional(),
    ...located,
  }).optional(),
  intention: textField.optional(),
  /** GF-ALLY-1; `runner`: who runs an extra ally, "Roco (@eva)" (GF-AMB-07). */
  allies: z.array(z.object({ name: text, runner: text.optional(), ...located })),
  /** GF-FIN-1: the group's agreed Grand Finale ("gran final: sí"), or a scene that says it is not one ("no"). */
  finale: z.object({ value: z.boolean(), ...located }).optional(),
});
export type SceneNode = z.infer<typeof sceneNode>;

// ---- [gf-roll] (posted by the service) -------------------------------------------------------
export const rolledDie = z.object({
  size: dieSize,
  face: z.int().min(1).max(12),
  /** Counted in the result (GF-ROLL-3, GF-ROLL-5(a)). */
  result: z.boolean(),
  /** A botch under the rules in force for this roll (GF-ROLL-2). */
  botch: z.boolean(),
});
export type RolledDie = z.infer<typeof rolledDie>;
export const rollNode = z.object({
  block: z.literal("roll"),
  character: attrName.optional(),
  role: attrRole.optional(),
  scene: attrInt.optional(),
  /** The post whose pool was rolled. */
  post: attrInt.optional(),
  /**
   * `bloque`/`block`: the pool block's stable number in that post, as the proof's context names it
   * (docs/verifiable-dice.md §3), so a reader's badge checks the whole context, block included.
   */
  blockNumber: attrInt0.optional(),
  /** The proof anyone can verify (docs/verifiable-dice.md); carried to the client untouched. */
  proof: attrProof.optional(),
  version: attrVersion.optional(),
  dice: z.array(rolledDie),
  result: z.int().min(0).max(999),
  /** Sizes of the dice eligible as effect die (GF-WIN-2). */
  effect: z.array(dieSize),
  botches: z.int().min(0),
  /** Where each field's value sits. */
  spans: z.object({ dice: span.optional(), result: span.optional(), effect: span.optional(), botches: span.optional() }),
});
export type RollNode = z.infer<typeof rollNode>;

// ---- [gf-action] scene actions --------------------------------------------------------------
const sceneAction = z.discriminatedUnion("type", [
  /** GF-ANT-5: the antagonist presents with an intention. */
  z.object({ type: z.literal("present"), intention: text, ...located }),
  /** GF-ANT-3: a new extra's cliché, given while presenting. */
  z.object({ type: z.literal("extra-cliche"), name: text, die: dieSize.optional(), ...located }),
  /** GF-ANT-4: PV to step up an extra's cliché. */
  z.object({ type: z.literal("upgrade"), name: text, ...located }),
  /** GF-ALLY-1, GF-ALLY-4. */
  z.object({
    type: z.literal("call"), allies: z.array(text),
    /** GF-AMB-07: who runs each extra ally named "Roco (@eva)": ally → forum username. */
    runners: z.record(z.string(), text).optional(), ...located,
  }),
  /** GF-AMB-07: the player running an extra ally picks the trait it lends (block's character: the ally). */
  z.object({ type: z.literal("ally-die"), trait: text, ...located }),
  /** GF-ALLY-2: a called character refuses. */
  z.object({ type: z.literal("refuse"), reason: text, ...located }),
  /** GF-ALLY-3: 1 PK keeps a called extra out. */
  z.object({ type: z.literal("block"), ally: text, ...located }),
  /** GF-YIELD-1, GF-YIELD-3. */
  z.object({ type: z.literal("yield"), ...located }),
  /** GF-AMB-36: in the Grand Finale, a side that cannot build a legal pool loses the roll. */
  z.object({ type: z.literal("concede"), ...located }),
  /** GF-RES-3: the pool comes in a [gf-pool] block of the same post. */
  z.object({ type: z.literal("oppose"), ...located }),
  /** GF-RES-5. */
  z.object({ type: z.literal("retry"), ...located }),
  /** GF-WIN-3: what the effect die becomes. */
  z.object({
    type: z.literal("effect"),
    outcome: z.enum(["advantage", "problem", "annul"]),
    target: text,
    /** Whose attribute (annul) or who gets the problem, when the line says. */
    owner: text.optional(),
    die: dieSize.optional(),
    ...located,
  }),
  /** GF-TT-4. */
  z.object({ type: z.literal("trick"), name: text, detail: text, ...located }),
  /** GF-TT-5: anyone may trigger anyone's flaw. */
  z.object({ type: z.literal("flaw"), name: text, owner: text.optional(), ...located }),
  /** GF-RATE-2: 0–5 for the protagonist, then the antagonist, and why. */
  z.object({
    type: z.literal("rate"),
    protagonist: z.int().min(0).max(5),
    antagonist: z.int().min(0).max(5),
    reason: text,
    ...located,
  }),
  /** GF-AMB-28: the Moderator names the scene's rater. */
  z.object({ type: z.literal("name-rater"), rater: text, ...located }),
  /** GF-FIN-3: a Grand Finale ally's own intention. */
  z.object({ type: z.literal("ally-intention"), intention: text, ...located }),
  /** GF-SUSP-1, GF-SUSP-2. */
  z.object({ type: z.literal("suspend"), ...located }),
  z.object({ type: z.literal("resume"), ...located }),
  z.object({ type: z.literal("withdraw"), ...located }),
]);
export type SceneAction = z.infer<typeof sceneAction>;
export const actionNode = z.object({
  block: z.literal("action"),
  character: attrName.optional(),
  scene: attrInt.optional(),
  actions: z.array(sceneAction),
});
export type ActionNode = z.infer<typeof actionNode>;

// ---- [gf-interval] interval actions ---------------------------------------------------------
const intervalAction = z.discriminatedUnion("type", [
  /** GF-TRAIN-2: step up one cliché or relationship. */
  z.object({ type: z.literal("train"), trait: text, ...located }),
  /** GF-TRAIN-4: 3 PK to change an attribute's text. */
  z.object({ type: z.literal("rename"), from: text, to: text, ...located }),
  /** GF-TRAIN-5. */
  z.object({ type: z.literal("new-trick"), name: text, detail: text, ...located }),
  z.object({ type: z.literal("new-flaw"), name: text, detail: text, ...located }),
  /** GF-TRAIN-6. */
  z.object({ type: z.literal("new-cliche"), name: text, ...located }),
  z.object({ type: z.literal("new-relationship"), name: text, target: text.optional(), ...located }),
  /** GF-OBJ-6: endorse another character's objective, paying 1 PV or 1 PK. */
  z.object({
    type: z.literal("endorse"), character: text, objective: z.int().min(1).max(3),
    currency: z.enum(["pv", "pk"]).optional(), ...located,
  }),
  /** GF-OBJ-7. */
  z.object({ type: z.literal("satisfy"), objective: z.int().min(1).max(3), ...located }),
  /** GF-RET-1. */
  z.object({ type: z.literal("retire"), ...located }),
  /** GF-NEXT-1, GF-RET-4: whoever rated the scene calls the interval, with or without a character. */
  z.object({ type: z.literal("call"), ...located }),
]);
export type IntervalAction = z.infer<typeof intervalAction>;
export const intervalNode = z.object({
  block: z.literal("interval"),
  character: attrName.optional(),
  actions: z.array(intervalAction),
});
export type IntervalNode = z.infer<typeof intervalNode>;

// ---- [gf-sheet] ------------------------------------------------------------------------------
export const sheetField = textField;
export const sheetTrait = z.object({
  name: text,
  /** A relationship's target, an advantage's bound opponent (GF-ADV-2). */
  target: text.optional(),
  die: dieSize.optional(),
  /** Where the trait's text and its die token sit; the sheet code rewrites these. */
  nameSpan: span,
  dieSpan: span.optional(),
  ...located,
});
export type SheetTrait = z.infer<typeof sheetTrait>;
export const objectiveState = z.enum(["open", "achieved", "satisfied"]);
export const sheetObjective = z.object({
  text: text,
  difficulty: z.int().min(5).max(15).optional(),
  state: objectiveState,
  textSpan: span,
  difficultySpan: span.optional(),
  stateSpan: span.optional(),
  ...located,
});
export type SheetObjective = z.infer<typeof sheetObjective>;
export const sheetTrickOrFlaw = z.object({
  name: text,
  /** The `<PLACEHOLDER>` fills, in order (GF-TT-3). */
  fills: z.array(text),
  fillSpan: span.optional(),
  ...located,
});
export const sheetPoints = z.object({ value: z.int().min(0), ...located });
export const sheetNode = z.object({
  block: z.literal("sheet"),
  /** "new": a character joining mid-game (GF-NEW-1). */
  mode: z.enum(["creation", "new"]).optional(),
  name: sheetField.optional(),
  player: sheetField.optional(),
  concept: sheetField.optional(),
  cliches: z.array(sheetTrait),
  relationships: z.array(sheetTrait),
  tricks: z.array(sheetTrickOrFlaw),
  flaws: z.array(sheetTrickOrFlaw),
  objectives: z.array(sheetObjective),
  advantages: z.array(sheetTrait),
  problems: z.array(sheetTrait),
  pv: sheetPoints.optional(),
  pk: sheetPoints.optional(),
  /** Everything after "notas:" up to the closing tag, verbatim. */
  notes: sheetField.optional(),
});
export type SheetNode = z.infer<typeof sheetNode>;

export const blockNode = z.discriminatedUnion("block", [poolNode, sceneNode, rollNode, actionNode, intervalNode, sheetNode]);
export type BlockNode = z.infer<typeof blockNode>;

// ---- a parsed block, with its errors --------------------------------------------------------
export const markupError = z.object({
  code: z.string(),
  rule: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  line: z.int().positive(),
  column: z.int().positive(),
});
export type MarkupError = z.infer<typeof markupError>;

export const parsedBlock = z.object({
  block: blockName,
  node: blockNode,
  errors: z.array(markupError),
  /** The post's language for this block: the lang attribute, else the keywords used, else the site's. */
  lang: lang,
  /** Open tag line to close tag line, line breaks inside included, the final one excluded. */
  ...located,
  /** Where the closing tag line starts: insert new body lines here. Equals span.end when unclosed. */
  bodyEnd: z.int().nonnegative(),
  /** The block's line break as typed ("\n" or "\r\n"), for lines the sheet code inserts. */
  newline: z.enum(["\n", "\r\n", "\r"]),
  closed: z.boolean(),
});
export type ParsedBlock = z.infer<typeof parsedBlock>;
