// fast-check generators of sheet posts: a Sheet model plus every way a player might type it
// (Spanish or English keywords in any case, accents dropped, "D8" and "1d8", leading zeros, states
// before or after the difficulty, blank lines, indentation, mixed LF, CRLF and lone CR, emoji and accents,
// text, fences and other blocks around the block). Each case carries the model it must read as.
// Notes lines are never empty: an empty line after a lone CR would join it into one CRLF.
import fc from "../../../../support/fast-check.js";
import type { Sheet } from "../../../../../src/games/genrefuzzion/sheet/index.js";

type Lang = "es" | "en";
type Die = 4 | 6 | 8 | 10 | 12;

/** Words for values: accents, ñ, emoji, digits; never die-shaped ("d8"), never a bracket or colon. */
const WORDS = ["Ana", "Torres", "niña", "prodigio", "Ñandú", "café", "über", "🧙", "😀", "vampiro", "pacifista", "x2", "magia",
  "Bea", "Señor", "Gris", "año", "la", "de", "el", "bate", "karaoke", "🎸", "corazón", "Élodie", "ÜBER", "día", "mañana", "3", "#1", "(sic)"];
const NAMES = ["Bea", "Carla", "Dani", "Señor Gris", "Élodie", "Ramón", "Zoë"];
const TRICKS_ES = ["Arma predilecta", "Defensa impasable", "Cámara lenta", "Naciste listo", "Regalo del cielo", "Mi tesoro", "Truco casero"];
const TRICKS_EN = ["Favourite weapon", "Impassable defence", "Slow motion", "Born clever", "Godsend", "My treasure"];
const FLAWS = ["Fobia", "Opsss", "Oops", "Phobia", "Torpeza crónica", "Inocencia", "Treta inventada"];

const KW = {
  name: { es: ["nombre"], en: ["name"] },
  player: { es: ["jugador", "jugadora"], en: ["player"] },
  concept: { es: ["concepto"], en: ["concept"] },
  cliche: { es: ["cliché", "cliche", "Cliché"], en: ["cliché", "cliche", "CLICHE"] },
  relationship: { es: ["relación", "relacion", "Relación"], en: ["relationship", "Relationship"] },
  trick: { es: ["truco", "Truco"], en: ["trick"] },
  flaw: { es: ["treta"], en: ["flaw", "Flaw"] },
  objective: { es: ["objetivo", "Objetivo"], en: ["objective"] },
  advantage: { es: ["ventaja", "VENTAJA"], en: ["advantage"] },
  problem: { es: ["problema"], en: ["problem"] },
  pv: { es: ["pv", "PV", "vp"], en: ["pv", "vp", "VP"] },
  pk: { es: ["pk", "PK"], en: ["pk", "kp"] },
  notes: { es: ["notas"], en: ["notes", "Notes"] },
} as const;
/** Keywords both languages share cast no vote for the block's language. */
const SHARED = new Set(["cliche", "pv", "pk", "vp", "kp"]);

const STATE_WORDS = {
  open: ["abierto", "Abierto", "open", "OPEN"],
  achieved: ["alcanzado", "achieved", "reached"],
  satisfied: ["satisfecho", "Satisfied"],
} as const;

export interface GeneratedSheet {
  readonly raw: string;
  readonly model: Sheet;
  readonly label: string;
}

const word = fc.constantFrom(...WORDS);
const phrase = fc.array(word, { minLength: 1, maxLength: 4 }).map((ws) => ws.join(" "));
const die = fc.constantFrom<Die>(4, 6, 8, 10, 12);
const dieText = (d: Die) => fc.constantFrom(`d${d}`, `D${d}`, `1d${d}`);
const nl = fc.constantFrom("\n", "\r\n", "\n", "\r\n", "\r");

/** Distinct names (exactly distinct, and distinct without case) so a change can name one. */
function distinct<T extends { name: string }>(arb: fc.Arbitrary<T>, max: number): fc.Arbitrary<T[]> {
  return fc.uniqueArray(arb, { maxLength: max, selector: (t) => t.name.toLowerCase() });
}

interface Line { readonly text: fc.Arbitrary<string>; readonly lang: Lang | undefined; readonly notes?: boolean }

const kw = (field: keyof typeof KW, lang: Lang) => fc.constantFrom(...KW[field][lang]);
const pad = fc.constantFrom("", "", "", " ", "  ", "\t");
const colon = fc.constantFrom(":", ":", ": ", " :", ":  ");

function votes(keyword: string, lang: Lang): Lang | undefined {
  return SHARED.has(keyword.toLowerCase().replace("é", "e")) ? undefined : lang;
}

export const generatedSheet: fc.Arbitrary<GeneratedSheet> = fc.record({
  lang: fc.constantFrom<Lang>("es", "en"),
  mode: fc.constantFrom<"creation" | "new" | undefined>(undefined, undefined, "creation", "new"),
  name: phrase,
  player: fc.option(fc.constantFrom("ana", "bea_99", "Carla-M", "dani.r"), { nil: undefined }),
  at: fc.boolean(),
  concept: fc.option(phrase, { nil: undefined }),
  cliches: distinct(fc.record({ name: phrase, die: fc.option(die, { nil: undefined }) }), 8),
  relationships: distinct(fc.record({ name: phrase, target: fc.constantFrom(...NAMES), die: fc.option(die, { nil: undefined }) }), 4),
  tricks: distinct(fc.record({ name: fc.constantFrom(...TRICKS_ES, ...TRICKS_EN), fills: fc.array(phrase, { maxLength: 2 }), form: fc.boolean() }), 3),
  flaws: distinct(fc.record({ name: fc.constantFrom(...FLAWS), fills: fc.array(phrase, { maxLength: 1 }), form: fc.boolean() }), 2),
  objectives: fc.array(fc.record({
    text: phrase, difficulty: fc.option(fc.integer({ min: 5, max: 15 }), { nil: undefined }),
    state: fc.constantFrom<"open" | "achieved" | "satisfied">("open", "achieved", "satisfied"), writeState: fc.boolean(), stateFirst: fc.boolean(),
    zero: fc.boolean(),
  }), { maxLength: 4 }),
  advantages: distinct(fc.record({ name: phrase, target: fc.option(fc.constantFrom(...NAMES), { nil: undefined }), die: fc.option(die, { nil: undefined }) }), 3),
  problems: distinct(fc.record({ name: phrase, die: fc.option(die, { nil: undefined }) }), 3),
  pv: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  pk: fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined }),
  zeros: fc.boolean(),
  notes: fc.option(fc.array(fc.array(word, { minLength: 1, maxLength: 5 }).map((ws) => ws.join(" ")), { minLength: 1, maxLength: 3 }), { nil: undefined }),
  tag: fc.constantFrom("gf-sheet", "gf-ficha", "GF-Ficha"),
  before: fc.constantFrom("", "Mi ficha 🧙\n\n", "Hola,\r\n\r\nesta es mi ficha:\r\n\r\n", "```\n[gf-ficha]\nnombre: Falsa\n[/gf-ficha]\n```\n\n",
    "> [gf-sheet]\n> name: Quoted\n> [/gf-sheet]\n\n", "[gf-pool]\nd8 d6\n[/gf-pool]\n\n"),
  after: fc.constantFrom("", "\n", "\r\n\r\nGracias 😀", "\n\n_fin_\n"),
  seed: fc.integer(),
}).chain((g) => {
  // Every field line as an arbitrary of its text, with the language its keyword votes for.
  const lines: Line[] = [];
  const L = g.lang;
  const field = (f: keyof typeof KW, qualifier: fc.Arbitrary<string> | string, value: fc.Arbitrary<string> | string, voteLang = L): Line => {
    const k = kw(f, L);
    const q = typeof qualifier === "string" ? fc.constant(qualifier) : qualifier;
    const v = typeof value === "string" ? fc.constant(value) : value;
    // The keyword's vote is decided when the keyword is drawn; carry it in the text via a marker.
    const line: Line = {
      text: fc.tuple(pad, k, q, colon, v, pad).map(([p, key, qual, c, val, tail]) =>
        `${votes(key, voteLang) ?? "-"}\u0000${p}${key}${qual ? ` ${qual}` : ""}${c}${val ? (c.endsWith(" ") ? "" : " ") + val : ""}${val ? tail : ""}`),
      lang: L,
    };
    FIELD_OF.set(line, f);
    return line;
  };
  const withDie = (name: string, d: Die | undefined) => (d ? dieText(d).map((t) => `${name} ${t}`) : fc.constant(name));
  if (g.name) lines.push(field("name", "", g.name));
  if (g.player) lines.push(field("player", "", `${g.at ? "@" : ""}${g.player}`));
  if (g.concept) lines.push(field("concept", "", g.concept));
  for (const c of g.cliches) lines.push(field("cliche", "", withDie(c.name, c.die)));
  for (const r of g.relationships) lines.push(field("relationship", r.target, withDie(r.name, r.die)));
  for (const t of g.tricks) lines.push(t.form || t.fills.length ? field("trick", t.name, t.fills.join("; ")) : field("trick", "", t.name));
  for (const t of g.flaws) lines.push(t.form || t.fills.length ? field("flaw", t.name, t.fills.join(";")) : field("flaw", "", t.name));
  for (const o of g.objectives) {
    const diff = o.difficulty === undefined ? "" : `${o.zero && o.difficulty < 10 ? "0" : ""}${o.difficulty}`;
    const writes = o.writeState || o.state !== "open";
    const qual = writes ? fc.constantFrom(...STATE_WORDS[o.state]).map((s) => [diff, s].filter(Boolean)).map((xs) => (o.stateFirst ? xs.reverse() : xs).join(" "))
      : fc.constant(diff);
    lines.push(field("objective", qual, o.text));
  }
  for (const a of g.advantages) lines.push(field("advantage", a.target ?? "", withDie(a.name, a.die)));
  for (const p of g.problems) lines.push(field("problem", "", withDie(p.name, p.die)));
  if (g.pv !== undefined) lines.push(field("pv", "", `${g.zeros ? "0" : ""}${g.pv}`));
  if (g.pk !== undefined) lines.push(field("pk", "", String(g.pk)));

  return fc.record({
    order: fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }),
    texts: fc.tuple(...lines.map((l) => l.text)),
    breaks: fc.array(nl, { minLength: 64, maxLength: 64 }),
    blanks: fc.array(fc.constantFrom("", "", "", "", " ", "\t"), { minLength: 64, maxLength: 64 }),
    blankAt: fc.array(fc.boolean(), { minLength: 64, maxLength: 64 }),
    notesKw: kw("notes", L),
    modeAttr: fc.constantFrom(L === "es" ? "modo" : "mode"),
  }).map(({ order, texts, breaks, blanks, blankAt, notesKw, modeAttr }) => {
    const byLine = new Map(lines.map((l, i) => [l, texts[i]!]));
    const out: string[] = [];
    let b = 0;
    const br = () => breaks[b++ % breaks.length]!;
    const vote = { es: 0, en: 0 };
    const modeWord = g.mode === undefined ? "" : L === "es" ? (g.mode === "new" ? "nuevo" : "creación") : g.mode;
    if (g.mode !== undefined) vote[L]++;
    out.push(`[${g.tag}${g.mode !== undefined ? ` ${modeAttr}=${modeWord}` : ""}]`, br());
    for (const [i, l] of order.entries()) {
      if (blankAt[i % 64]) out.push(blanks[i % 64]!, br());
      const [v, text] = byLine.get(l)!.split("\u0000") as [string, string];
      if (v !== "-") vote[v as Lang]++;
      out.push(text, br());
    }
    let notes: string | undefined;
    if (g.notes) {
      if (!SHARED.has(notesKw.toLowerCase())) vote[L]++;
      const first = ` ${g.notes[0]!}`;
      const rest = g.notes.slice(1);
      const parts: string[] = [first];
      out.push(`${notesKw}:${first}`);
      for (const r of rest) { const n = br(); out.push(n, r); parts.push(n, r); }
      out.push(br());
      notes = parts.join("");
    }
    out.push(`[/${g.tag}]`);
    const raw = g.before + out.join("") + g.after;
    const lang: Lang = vote.es > vote.en ? "es" : vote.en > vote.es ? "en" : "es";
    const model: Sheet = {
      mode: g.mode ?? "creation", lang,
      ...(g.name ? { name: g.name } : {}),
      ...(g.player ? { player: g.player } : {}),
      ...(g.concept ? { concept: g.concept } : {}),
      cliches: inOrder(order, lines, "cliche", g.cliches.map((c) => ({ name: c.name, ...(c.die ? { die: c.die } : {}) }))),
      relationships: inOrder(order, lines, "relationship", g.relationships.map((r) => ({ name: r.name, target: r.target, ...(r.die ? { die: r.die } : {}) }))),
      tricks: inOrder(order, lines, "trick", g.tricks.map((t) => ({ name: t.name, fills: t.fills }))),
      flaws: inOrder(order, lines, "flaw", g.flaws.map((t) => ({ name: t.name, fills: t.fills }))),
      objectives: inOrder(order, lines, "objective", g.objectives.map((o) => ({ text: o.text, ...(o.difficulty !== undefined ? { difficulty: o.difficulty } : {}), state: o.state }))),
      advantages: inOrder(order, lines, "advantage", g.advantages.map((a) => ({ name: a.name, ...(a.target ? { boundOpponent: a.target } : {}), ...(a.die ? { die: a.die } : {}) }))),
      problems: inOrder(order, lines, "problem", g.problems.map((p) => ({ name: p.name, ...(p.die ? { die: p.die } : {}) }))),
      ...(g.pv !== undefined ? { pv: g.pv } : {}),
      ...(g.pk !== undefined ? { pk: g.pk } : {}),
      ...(notes !== undefined ? { notes } : {}),
    } as Sheet;
    return { raw, model, label: JSON.stringify(raw) };
  });
});

// Lines were shuffled: a list's items come out in the order their lines ended up in.
const FIELD_OF = new WeakMap<Line, string>();
function inOrder<T>(order: readonly Line[], lines: readonly Line[], f: string, items: readonly T[]): T[] {
  const mine = lines.filter((l) => FIELD_OF.get(l) === f);
  return order.filter((l) => FIELD_OF.get(l) === f).map((l) => items[mine.indexOf(l)]!);
}
export { FIELD_OF };
