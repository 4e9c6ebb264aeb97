// Writes a Sheet model back into the raw post it was read from: every managed value goes into its
// own span, written as the player typed it when that still means the same value ("D8", "08",
// "Abierto", "@ana"), and in the sheet's canonical form otherwise. Text outside the spans is never
// produced here, only kept. So serializeSheet(readSheet(raw)) === raw is a real check that every
// span holds exactly the text its value came from (the round-trip property test runs it on 10k
// generated sheets), and serializeSheet(doc, edited) rewrites edited values in place.
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";
import { applyEdits, type Edit } from "../../../markup/index.js";
import { readDieToken } from "../markup/dice-text.js";
import { foldKeyword } from "../../../markup/keywords.js";
import { OBJECTIVE_STATES, valueWords, written } from "../markup/spellings.js";
import { usernameOf, type SheetDoc } from "./read-sheet.js";
import type { Sheet } from "./schemas.js";

const STATE_OF = valueWords(OBJECTIVE_STATES);

/** The text a value takes: the typed text if it means `means`, else `canonical`. */
const keep = (typed: string, means: boolean, canonical: string): string => (means ? typed : canonical);

function dieText(typed: string, die: number): string {
  const token = readDieToken(typed);
  return keep(typed, token?.ok === true && token.sizes.length === 1 && token.sizes[0] === die, `d${die}`);
}

/**
 * The raw post with `sheet` written into the spans of `doc`. The model must have the shape of the
 * doc's sheet (same lists, same lengths, the same optional fields present): adding or removing
 * lines is applySheetChange's job.
 */
export function serializeSheet(doc: SheetDoc, sheet: Sheet = doc.sheet): Result<string, GfError> {
  const raw = doc.raw;
  const n = doc.block.node;
  const edits: Edit[] = [];
  const put = (span: { start: number; end: number }, text: string) => {
    if (raw.slice(span.start, span.end) !== text) edits.push({ start: span.start, end: span.end, text });
  };
  const typed = (span: { start: number; end: number }) => raw.slice(span.start, span.end);
  const shapeError = (what: string) => err(gfError("sheet.unsafe_text", undefined, { text: what }));

  for (const key of ["name", "concept", "notes"] as const) {
    const field = n[key];
    if (!field) { if (sheet[key] !== undefined) return shapeError(key); continue; }
    if (sheet[key] === undefined) return shapeError(key);
    put(field.span, sheet[key]);
  }
  if (n.player) {
    const was = typed(n.player.span);
    const p = sheet.player ?? "";
    put(n.player.span, keep(was, usernameOf(was) === p, was.trim().startsWith("@") ? `@${p}` : p));
  }
  for (const key of ["pv", "pk"] as const) {
    const field = n[key];
    if (!field) { if (sheet[key] !== undefined) return shapeError(key); continue; }
    const value = sheet[key];
    if (value === undefined) return shapeError(key);
    const was = typed(field.span);
    put(field.span, keep(was, /^\d+$/.test(was.trim()) && Number(was) === value, String(value)));
  }
  for (const list of ["cliches", "relationships", "advantages", "problems"] as const) {
    const nodes = n[list];
    const model = sheet[list];
    if (nodes.length !== model.length) return shapeError(list);
    for (const [i, t] of nodes.entries()) {
      const m = model[i]!;
      put(t.nameSpan, m.name);
      if (t.dieSpan) { if (!m.die) return shapeError(m.name); put(t.dieSpan, dieText(typed(t.dieSpan), m.die)); }
      else if (m.die) return shapeError(m.name);
      const target = "target" in m ? m.target : "boundOpponent" in m ? m.boundOpponent : undefined;
      if (t.target) {
        const colon = raw.indexOf(":", t.span.start);
        const headEnd = t.span.start + raw.slice(t.span.start, colon).trimEnd().length;
        if (!target) return shapeError(m.name);
        put({ start: headEnd - t.target.length, end: headEnd }, target);
      } else if (target) return shapeError(m.name);
    }
  }
  for (const list of ["tricks", "flaws"] as const) {
    if (n[list].length !== sheet[list].length) return shapeError(list);
    for (const [i, t] of n[list].entries()) {
      const m = sheet[list][i]!;
      const colon = raw.indexOf(":", t.span.start);
      if (t.fillSpan) {
        // "truco Name: fill; fill": the name ends the head, the fills are the value.
        const headEnd = t.span.start + raw.slice(t.span.start, colon).trimEnd().length;
        put({ start: headEnd - t.name.length, end: headEnd }, m.name);
        const was = typed(t.fillSpan);
        const same = was.split(";").map((s) => s.trim()).filter(Boolean);
        put(t.fillSpan, keep(was, same.length === m.fills.length && same.every((s, j) => s === m.fills[j]), m.fills.join("; ")));
      } else {
        // "truco: Name": the name is the value, trimmed.
        const end = t.span.end;
        const start = end - t.name.length;
        if (m.fills.length) return shapeError(m.name);
        put({ start, end }, m.name);
      }
    }
  }
  if (n.objectives.length !== sheet.objectives.length) return shapeError("objectives");
  for (const [i, o] of n.objectives.entries()) {
    const m = sheet.objectives[i]!;
    put(o.textSpan, m.text);
    if (o.difficultySpan) {
      if (m.difficulty === undefined) return shapeError(m.text);
      const was = typed(o.difficultySpan);
      put(o.difficultySpan, keep(was, Number(was) === m.difficulty, String(m.difficulty)));
    } else if (m.difficulty !== undefined) return shapeError(m.text);
    if (o.stateSpan) {
      const was = typed(o.stateSpan);
      put(o.stateSpan, keep(was, STATE_OF[foldKeyword(was)] === m.state, written(OBJECTIVE_STATES[m.state], sheet.lang)));
    } else if (m.state !== "open") return shapeError(m.text);
  }
  return ok(applyEdits(raw, edits));
}
