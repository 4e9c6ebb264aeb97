// [gf-pool]: the dice a side rolls, one line per source (GF-POOL-1, GF-POOL-2 slots S1–S10), or
// bare dice for a quick pool. Sizes are optional: the service takes them from the sheet, and a
// typed size the sheet contradicts is the rules engine's error (GF-POOL-2), not the parser's.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../block-spec.js";
import { foldKeyword } from "../../../../markup/keywords.js";
import { POOL_FIELDS, TAGS } from "../spellings.js";
import type { PoolEntry, PoolKind, PoolNode } from "../schemas.js";
import { characterAttr, noQualifier, noValue, oneDie, requireValue, roleAttr, sceneAttr, sheetAttr } from "./common.js";

const FIELDS = {
  cliche: { spellings: POOL_FIELDS.cliche, dice: true },
  relationship: { spellings: POOL_FIELDS.relationship, dice: true },
  advantage: { spellings: POOL_FIELDS.advantage, dice: true },
  sacrifice: { spellings: POOL_FIELDS.sacrifice, dice: true },
  problem: { spellings: POOL_FIELDS.problem, dice: true },
  scene: { spellings: POOL_FIELDS.scene, dice: true },
  ally: { spellings: POOL_FIELDS.ally, dice: true },
  against: { spellings: POOL_FIELDS.against, dice: true },
  bought: { spellings: POOL_FIELDS.bought, dice: true, bare: true },
  trick: { spellings: POOL_FIELDS.trick, dice: true },
  gift: { spellings: POOL_FIELDS.gift, dice: true },
  give: { spellings: POOL_FIELDS.give, dice: true },
  boost: { spellings: POOL_FIELDS.boost },
} as const;

type Field = keyof typeof FIELDS;

/** What each line keyword adds to the pool. */
const KIND: Readonly<Record<Exclude<Field, "boost">, PoolKind>> = {
  cliche: "cliche", relationship: "relationship", advantage: "advantage", sacrifice: "advantage",
  problem: "problem", scene: "scene", ally: "ally", against: "against", bought: "bought", trick: "trick",
  gift: "gift", give: "give",
};

function entry(line: FieldLine, ctx: BuildContext): PoolEntry | undefined {
  const field = line.field as Exclude<Field, "boost">;
  const kind = KIND[field];
  let owner: string | undefined;
  if (field === "ally") {
    // GF-POOL-2 S6: one die per ally, so the line says whose trait it is.
    if (!line.qualifier) {
      ctx.error(gfError("markup.qualifier_required", "GF-POOL-2", { keyword: line.keyword, what: ctx.lang === "es" ? "qué aliado" : "which ally", example: "Bea" }), line.span);
      return undefined;
    }
    owner = line.qualifier;
  } else if (field === "relationship") {
    owner = line.qualifier || undefined; // GF-POOL-4: the relationship with the current opponent
  } else if (!noQualifier(line, ctx)) {
    return undefined;
  }
  let dice = [...line.dice];
  if (field === "bought") {
    // GF-POOL-2 S8: 1 PK buys exactly one d6.
    if (!noValue(line, ctx)) return undefined;
    const die = oneDie(line, ctx, [6], "GF-POOL-2");
    if (line.dice.length && die === undefined) return undefined;
    dice = [6];
  } else {
    if (!requireValue(line, ctx)) return undefined;
    // A trick may grant several dice (GF-TRICK-01 adds 1d8, Rompecorazones triples a die…).
    if (field !== "trick" && line.dice.length > 1) {
      oneDie(line, ctx);
      return undefined;
    }
  }
  const e: PoolEntry = { kind, name: line.value, dice, sacrifice: field === "sacrifice", span: line.span };
  if (owner) e.owner = owner;
  return e;
}

export const poolBlock: BlockSpec<PoolNode> = {
  name: "pool",
  tags: TAGS.pool,
  attrs: { character: characterAttr, sheet: sheetAttr, role: roleAttr, scene: sceneAttr },
  fields: FIELDS,
  freeDice: true,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const entries: PoolEntry[] = [];
    const boosts: PoolNode["boosts"] = [];
    for (const line of lines) {
      if (line.kind === "dice") {
        entries.push({ kind: "free", name: "", dice: [...line.dice], sacrifice: false, span: line.span });
        continue;
      }
      if (line.field === "boost") {
        // GF-ROLL-5: +1 die for 1 PV or +3 for 1 PK, declared with the roll; one boost per roll,
        // "o bien" (GF-AMB-16).
        const v = foldKeyword(line.value);
        if (!noQualifier(line, ctx)) continue;
        if ((v === "pv" || v === "pk") && boosts.some((b) => b.currency !== v)) ctx.error(gfError("markup.one_boost", "GF-AMB-16"), line.span);
        else if (v === "pv" || v === "pk") boosts.push({ currency: v, span: line.span });
        else ctx.error(gfError("markup.bad_choice", "GF-ROLL-5", { keyword: line.keyword, value: line.value, expected: "pv, pk" }), line.valueSpan);
        continue;
      }
      const e = entry(line, ctx);
      if (e) entries.push(e);
    }
    if (entries.length === 0 && boosts.length === 0 && unread === 0) ctx.error(gfError("markup.empty_pool", "GF-POOL-1"), openSpan);
    // Attributes copied one by one, not spread: spreading objects of varying shape (each post sets
    // its own attributes, in its own order) took V8's generic copy on every block, and a block
    // parse slowed the ordinary posts rendered after it (bench/markup).
    const a = attrs as Pick<PoolNode, "character" | "sheet" | "role" | "scene">;
    const node: PoolNode = { block: "pool", entries, boosts };
    if (a.character !== undefined) node.character = a.character;
    if (a.sheet !== undefined) node.sheet = a.sheet;
    if (a.role !== undefined) node.role = a.role;
    if (a.scene !== undefined) node.scene = a.scene;
    return node;
  },
};

