// Helpers the block specs share: the attributes several blocks take, and the checks on a line's
// qualifier, value and dice that turn "the player typed something this field does not take" into
// an error instead of silently ignoring it.
import { gfError } from "../../../../lib/result.js";
import type { AttrDef, BuildContext, FieldLine } from "../block-spec.js";
import type { DieSize } from "../../../../dice/die.js";
import { parseChoice, parseInt1, parseName, parseSheet } from "../../../../markup/attr-values.js";
import { ATTRS, ROLES, valueWords } from "../spellings.js";

export const characterAttr: AttrDef = { spellings: ATTRS.character, parse: parseName };
export const sheetAttr: AttrDef = { spellings: ATTRS.sheet, parse: parseSheet };
export const roleAttr: AttrDef = { spellings: ATTRS.role, parse: parseChoice(valueWords(ROLES)) };
export const sceneAttr: AttrDef = { spellings: ATTRS.scene, parse: parseInt1 };

/** Reports a qualifier on a field that takes none; returns false if there was one. */
export function noQualifier(line: FieldLine, ctx: BuildContext): boolean {
  if (!line.qualifier) return true;
  ctx.error(gfError("markup.qualifier_forbidden", undefined, { keyword: line.keyword, qualifier: line.qualifier }), line.qualifierSpan!);
  return false;
}

export function requireValue(line: FieldLine, ctx: BuildContext): boolean {
  if (line.value) return true;
  ctx.error(gfError("markup.value_required", undefined, { keyword: line.keyword }), line.valueSpan);
  return false;
}

export function noValue(line: FieldLine, ctx: BuildContext): boolean {
  if (!line.value) return true;
  ctx.error(gfError("markup.value_forbidden", undefined, { keyword: line.keyword }), line.valueSpan);
  return false;
}

/** At most one die; returns it (or undefined), reporting extras. */
export function oneDie(line: FieldLine, ctx: BuildContext, allowed?: readonly DieSize[], rule?: string): DieSize | undefined {
  if (line.dice.length > 1) {
    ctx.error(gfError("markup.one_die", undefined, { keyword: line.keyword }), line.diceSpan!);
    return undefined;
  }
  const die = line.dice[0];
  if (die !== undefined && allowed && !allowed.includes(die)) {
    ctx.error(gfError("markup.die_range", rule, { keyword: line.keyword, size: die, allowed: allowed.map((s) => `d${s}`).join(", ") }), line.diceSpan!);
    return undefined;
  }
  return die;
}

/** A whole number in [min, max], or an error naming the field as typed. */
export function intValue(text: string, line: FieldLine, ctx: BuildContext, min: number, max: number, rule?: string): number | undefined {
  const t = text.trim();
  const n = /^\d{1,9}$/.test(t) ? Number(t) : NaN;
  if (Number.isInteger(n) && n >= min && n <= max) return n;
  ctx.error(gfError("markup.bad_number", rule, { keyword: line.keyword, value: t, min, max }), line.valueSpan);
  return undefined;
}

/** Fields that may appear once: reports the second and later ones. */
export function once(lines: readonly FieldLine[], field: string, ctx: BuildContext): FieldLine | undefined {
  const found = lines.filter((l) => l.field === field);
  for (const extra of found.slice(1)) {
    ctx.error(gfError("markup.duplicate_field", undefined, { keyword: extra.keyword }), extra.span);
  }
  return found[0];
}

/** Splits "Carla, Dani y Eva" / "Carla, Dani and Eva" into names. */
/**
 * Allies as called: "Cata y Roco (@eva)". A trailing "(@user)" names the player who runs an extra
 * ally (GF-AMB-07); the "@" keeps a name that merely ends in parentheses, "Roco (el perro)", a name.
 */
export function allyList(text: string): { name: string; runner?: string }[] {
  return nameList(text).map((item) => {
    const m = /^(.*?)\s*\(\s*@([^\s()@]+)\s*\)$/.exec(item);
    return m && m[1] ? { name: m[1], runner: m[2]! } : { name: item };
  });
}

export function nameList(text: string): string[] {
  return text.split(/\s*(?:,|;|\s+y\s+|\s+and\s+|\s+e\s+)\s*/i).map((s) => s.trim()).filter(Boolean);
}
