// [tt-sheet] (es: [tt-ficha]): a character sheet. Name, archetype (quality + concept), combat style,
// perks and quirks (with limitations in parentheses), Karma and Resolve as "current/quota",
// afflictions, advances, level, species and spells. Checked as far as a sheet alone can be: one
// quality (TT-CHAR-2), exactly one perk and one quirk at creation (TT-CHAR-1), no more than the
// advances allow (TT-ADV-2), tokens within quotas of at most 6 (TT-TOK-1, TT-TOK-3).
import type { MarkupError, SheetNode } from "./schemas.js";
import { clip, err, nameAndNotes, oneOf, qualifiersOnly, single, wholeNumber, foldValue, type Field } from "./read-lines.js";
import { AFFLICTION_WORDS, LIMITATION_WORDS, QUALITY_WORDS, STYLE_WORDS } from "./vocabulary.js";
import { MAX_QUOTA } from "../rules/model.js";

const LIMITS = "agotadora, ritualista, incontrolable… / exhausting, ritualistic, uncontrollable…";

function named(f: Field, errors: MarkupError[]): { name: string; limitations: SheetNode["perks"][number]["limitations"] } | undefined {
  if (!f.value) { errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); return undefined; }
  const { name, notes } = nameAndNotes(f.value);
  const limitations = notes.map((n) => oneOf(f, LIMITATION_WORDS, LIMITS, errors, n)).filter((x) => x !== undefined);
  return { name, limitations };
}

function tokens(f: Field, errors: MarkupError[]): { current: number; quota: number } | undefined {
  const m = /^(\d{1,2})\s*(?:\/\s*(\d{1,2}))?$/.exec(f.value);
  if (!m) { errors.push(err(f, "tt.markup.tokens", { keyword: f.keyword, value: clip(f.value, 30) })); return undefined; }
  const current = Number(m[1]);
  const quota = m[2] === undefined ? current : Number(m[2]);
  // TT-TOK-1: quotas go up to 6; TT-TOK-3: never more tokens than the quota.
  if (quota > MAX_QUOTA) errors.push(err(f, "tt.markup.quota", { keyword: f.keyword, quota, max: MAX_QUOTA }, "TT-TOK-1"));
  if (current > quota) errors.push(err(f, "tt.markup.over-quota", { keyword: f.keyword, current, quota }, "TT-TOK-3"));
  return { current, quota };
}

export function buildSheet(fields: readonly Field[], errors: MarkupError[], open: { line: number; column: number }): SheetNode {
  qualifiersOnly(fields, [], errors);
  const node: SheetNode = { block: "sheet", kind: single(fields, "vehicle", errors) ? "vehicle" : "pc", perks: [], quirks: [], afflictions: [], advances: 0, spells: [] };
  const text = (id: string) => { const f = single(fields, id, errors); if (f && !f.value) errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); return f?.value || undefined; };
  const name = text("name");
  if (name) node.name = name; else errors.push(err(open, "tt.markup.missing", { keyword: "name / nombre" }, "TT-CHAR-1"));
  const player = text("player");
  if (player) node.player = player;
  const archetype = single(fields, "archetype", errors);
  if (archetype) {
    // "ágil montaraz elfa", "cunning journalist": the quality is the first (or last) word.
    const words = archetype.value.split(/\s+/).filter(Boolean);
    const first = QUALITY_WORDS.get(foldValue(words[0] ?? ""));
    const last = QUALITY_WORDS.get(foldValue(words.at(-1) ?? ""));
    if (node.kind === "vehicle") node.concept = archetype.value;
    else if (first && words.length > 1) { node.quality = first; node.concept = words.slice(1).join(" "); }
    else if (last && words.length > 1) { node.quality = last; node.concept = words.slice(0, -1).join(" "); }
    else errors.push(err(archetype, "tt.markup.archetype", { keyword: archetype.keyword, value: clip(archetype.value, 40) }, "TT-CHAR-2"));
  }
  const quality = single(fields, "quality", errors);
  if (quality) {
    const q = oneOf(quality, QUALITY_WORDS, "ágil, fuerte, astuto / agile, strong, cunning", errors);
    if (q && node.quality && q !== node.quality) errors.push(err(quality, "tt.markup.archetype-mismatch", { keyword: quality.keyword, value: quality.value }, "TT-CHAR-2"));
    if (q) node.quality = q;
  }
  const concept = text("concept");
  if (concept) node.concept = concept;
  // The archetype as the player wrote it, for the cards: the quality's word in its gender ("astuta
  // maga": the rules give "astuto/a") and its place, not a word the card would re-render.
  const typed = archetype?.value || (quality?.value && node.concept ? `${quality.value} ${node.concept}` : "");
  if (typed && typed.length <= 200) node.archetype = typed;
  if (node.kind === "pc" && !node.quality && !errors.some((e) => e.rule === "TT-CHAR-2")) errors.push(err(open, "tt.markup.missing", { keyword: "quality / cualidad" }, "TT-CHAR-2"));
  if (!node.concept) errors.push(err(open, "tt.markup.missing", { keyword: "concept / concepto" }, "TT-CHAR-1"));
  const style = single(fields, "style", errors);
  if (style) node.style = oneOf(style, STYLE_WORDS, "cuerpo a cuerpo, a distancia, mental / melee, ranged, mental", errors);
  for (const f of fields.filter((x) => x.field === "perk")) { const p = named(f, errors); if (p) node.perks.push(p); }
  for (const f of fields.filter((x) => x.field === "spell")) { const p = named(f, errors); if (p) node.spells.push(p); }
  for (const f of fields.filter((x) => x.field === "quirk")) { if (f.value) node.quirks.push(f.value); else errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); }
  for (const f of fields.filter((x) => x.field === "affliction")) {
    if (!f.value) { errors.push(err(f, "tt.markup.value-required", { keyword: f.keyword })); continue; }
    const { name: aff, notes } = nameAndNotes(f.value);
    const marks = notes.map((n) => oneOf(f, AFFLICTION_WORDS, "permanente, escena, mortal / permanent, scene, fatal", errors, n));
    node.afflictions.push({ name: aff, permanent: marks.includes("permanent"), untilSceneEnd: marks.includes("scene"), fatal: marks.includes("fatal") });
  }
  const karma = single(fields, "karma", errors);
  if (karma) node.karma = tokens(karma, errors);
  const resolve = single(fields, "resolve", errors);
  if (resolve) node.resolve = tokens(resolve, errors);
  const advances = single(fields, "advances", errors);
  if (advances) node.advances = wholeNumber(advances, 0, 99, errors) ?? 0;
  const level = single(fields, "level", errors);
  if (level) node.level = wholeNumber(level, 1, 6, errors);
  const species = text("species");
  if (species) node.species = species;
  // TT-CHAR-1: exactly one perk and one quirk at creation; TT-ADV-2: one more per advance at most.
  const count = node.perks.length + node.quirks.length;
  if (node.perks.length === 0) errors.push(err(open, "tt.markup.missing", { keyword: "perk / ventaja" }, "TT-CHAR-1"));
  if (node.quirks.length === 0) errors.push(err(open, "tt.markup.missing", { keyword: "quirk / defecto" }, "TT-CHAR-1"));
  if (node.advances === 0 && (node.perks.length > 1 || node.quirks.length > 1)) {
    errors.push(err(open, "tt.markup.creation-traits", { perks: node.perks.length, quirks: node.quirks.length }, "TT-CHAR-1"));
  } else if (count > 2 + node.advances) {
    errors.push(err(open, "tt.markup.too-many-traits", { count, max: 2 + node.advances }, "TT-ADV-2"));
  }
  return node;
}
