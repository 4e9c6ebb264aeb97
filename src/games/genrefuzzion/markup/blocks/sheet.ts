// [gf-sheet]: a character sheet in a wiki post (GF-CHAR-4). Besides the values, every managed
// field keeps the exact span of its text, die and state, so the sheet code (src/games/genrefuzzion/sheet) can rewrite
// just those characters and leave every other byte as the player typed it. Creation rules
// (GF-CHAR-*) are checked there, as warnings: the parser only reads.
import { gfError } from "../../../../lib/result.js";
import type { BlockSpec, BuildContext, FieldLine } from "../block-spec.js";
import { parseChoice } from "../../../../markup/attr-values.js";
import { foldKeyword } from "../../../../markup/keywords.js";
import { ATTRS, MODES, OBJECTIVE_STATES, SHEET_FIELDS, TAGS, valueWords } from "../spellings.js";
import type { SheetNode, SheetObjective, SheetTrait } from "../schemas.js";
import { spanOf } from "../../../../markup/source.js";
import { intValue, noQualifier, oneDie, once } from "./common.js";

const FIELDS = {
  name: { spellings: SHEET_FIELDS.name },
  player: { spellings: SHEET_FIELDS.player },
  concept: { spellings: SHEET_FIELDS.concept },
  cliche: { spellings: SHEET_FIELDS.cliche, dice: true },
  relationship: { spellings: SHEET_FIELDS.relationship, dice: true },
  trick: { spellings: SHEET_FIELDS.trick },
  flaw: { spellings: SHEET_FIELDS.flaw },
  objective: { spellings: SHEET_FIELDS.objective },
  advantage: { spellings: SHEET_FIELDS.advantage, dice: true },
  problem: { spellings: SHEET_FIELDS.problem, dice: true },
  pv: { spellings: SHEET_FIELDS.pv },
  pk: { spellings: SHEET_FIELDS.pk },
  notes: { spellings: SHEET_FIELDS.notes, rest: true },
} as const;

const STATES = valueWords(OBJECTIVE_STATES);

/** GF-OBJ-1: difficulties run from 5 to 15. */
const MIN_DIFFICULTY = 5;
const MAX_DIFFICULTY = 15;

function trait(line: FieldLine, ctx: BuildContext, targeted: boolean): SheetTrait | undefined {
  if (!targeted && !noQualifier(line, ctx)) return undefined;
  if (!line.value) {
    ctx.error(gfError("markup.value_required", undefined, { keyword: line.keyword }), line.valueSpan);
    return undefined;
  }
  const die = oneDie(line, ctx);
  if (line.dice.length > 1) return undefined;
  // Optional parts assigned, not spread in: a spread per trait line was a generic copy (see poolBlock.build).
  const t: SheetTrait = { name: line.value, nameSpan: line.valueSpan, span: line.span };
  if (targeted && line.qualifier) t.target = line.qualifier;
  if (die) t.die = die;
  const dieSpan = line.diceSpan;
  if (dieSpan) t.dieSpan = dieSpan;
  return t;
}

/** "objetivo 10 abierto: text": difficulty and state, in either order, each optional. */
function objective(line: FieldLine, ctx: BuildContext): SheetObjective | undefined {
  const result: SheetObjective = { text: line.value, state: "open", textSpan: line.valueSpan, span: line.span };
  if (line.qualifierSpan) {
    const base = line.qualifierSpan.start - line.line.start;
    const re = /\S+/g;
    for (let m = re.exec(line.qualifier); m; m = re.exec(line.qualifier)) {
      const at = spanOf(line.line, base + m.index, base + m.index + m[0].length);
      const state = STATES[foldKeyword(m[0])];
      if (/^\d{1,3}$/.test(m[0]) && result.difficulty === undefined) {
        const n = Number(m[0]);
        if (n < MIN_DIFFICULTY || n > MAX_DIFFICULTY) {
          ctx.error(gfError("markup.bad_objective", "GF-OBJ-1", { keyword: line.keyword }), at);
          return undefined;
        }
        result.difficulty = n;
        result.difficultySpan = at;
      } else if (state && !result.stateSpan) {
        result.state = state;
        result.stateSpan = at;
      } else {
        ctx.error(gfError("markup.bad_objective", "GF-OBJ-1", { keyword: line.keyword }), at);
        return undefined;
      }
    }
  }
  if (!line.value) {
    ctx.error(gfError("markup.value_required", "GF-OBJ-1", { keyword: line.keyword }), line.valueSpan);
    return undefined;
  }
  return result;
}

export const sheetBlock: BlockSpec<SheetNode> = {
  name: "sheet",
  tags: TAGS.sheet,
  attrs: {
    mode: {
      spellings: ATTRS.mode,
      parse: parseChoice(valueWords(MODES)),
    },
  },
  fields: FIELDS,
  build({ attrs, lines, unread, openSpan }, ctx) {
    const node: SheetNode = {
      block: "sheet", cliches: [], relationships: [], tricks: [], flaws: [], objectives: [], advantages: [], problems: [],
    };
    if (attrs["mode"]) node.mode = attrs["mode"] as "creation" | "new";
    const fields = lines.filter((l): l is FieldLine => l.kind === "field");
    for (const key of ["name", "player", "concept"] as const) {
      const line = once(fields, key, ctx);
      if (line && noQualifier(line, ctx)) node[key] = { value: line.value, span: line.valueSpan };
    }
    for (const key of ["pv", "pk"] as const) {
      const line = once(fields, key, ctx);
      if (!line || !noQualifier(line, ctx)) continue;
      const value = intValue(line.value, line, ctx, 0, 1_000_000, "GF-PTS-2");
      if (value !== undefined) node[key] = { value, span: line.valueSpan };
    }
    // Notes are kept even when the line is faulty: they hold the rest of the block.
    const notes = once(fields, "notes", ctx);
    if (notes) {
      noQualifier(notes, ctx);
      node.notes = { value: notes.value, span: notes.valueSpan };
    }

    for (const line of fields) {
      switch (line.field) {
        case "cliche": { const t = trait(line, ctx, false); if (t) node.cliches.push(t); break; }
        case "relationship": { const t = trait(line, ctx, true); if (t) node.relationships.push(t); break; }
        case "advantage": { const t = trait(line, ctx, true); if (t) node.advantages.push(t); break; }
        case "problem": { const t = trait(line, ctx, false); if (t) node.problems.push(t); break; }
        case "objective": { const o = objective(line, ctx); if (o) node.objectives.push(o); break; }
        case "trick": case "flaw": {
          // GF-TT-3: "truco Arma predilecta: the filled-in placeholder; another one".
          const name = line.qualifier || line.value;
          if (!name) { ctx.error(gfError("markup.value_required", "GF-TT-3", { keyword: line.keyword }), line.valueSpan); break; }
          const fills = line.qualifier ? line.value.split(";").map((s) => s.trim()).filter(Boolean) : [];
          const entry = line.qualifier ? { name, fills, fillSpan: line.valueSpan, span: line.span } : { name, fills, span: line.span };
          (line.field === "trick" ? node.tricks : node.flaws).push(entry);
          break;
        }
      }
    }
    if (lines.length === 0 && unread === 0) ctx.error(gfError("markup.empty_block", undefined, { tag: "gf-sheet" }), openSpan);
    return node;
  },
};
