// bench/sheet: what reading and updating a wiki sheet costs, against the parse it builds on.
//   node bench/run.mjs sheet
// A change parses the post, edits the spans, then parses the result again to check it (so about
// two parses is the floor); serializeSheet writes every value back into its span. Each figure is
// the best of alternating slices against the baseline, measured in the same run: parsePost on the
// same raw.
import { parsePost } from "../../src/games/genrefuzzion/markup/index.js";
import { applySheetChange, readSheet, serializeSheet, type SheetChange } from "../../src/games/genrefuzzion/sheet/index.js";

const SHEET = [
  "Mi ficha 🧙", "", "[gf-ficha]", "nombre: Ana Torres", "jugadora: @ana", "concepto: Vampira pacifista que estudia magia",
  "cliché: Vampiro pacifista d8", "cliché: Estudiante de magia d8", "cliché: Niña prodigio d6", "cliché: Siempre a la moda d6",
  "cliché: Tímida hasta el extremo d4", "cliché: Olvidadiza d4",
  "relación Bea: Mejor amiga de Bea d8", "relación Carla: Rivalidad amistosa con Carla d4", "relación Dani: Hermana menor de Dani d6",
  "truco Arma predilecta: el bate de béisbol firmado", "truco Defensa impasable: kárate; Vampiro pacifista", "treta Fobia: las arañas",
  "objetivo 10 abierto: Encontrar al vampiro que la convirtió", "objetivo 8 alcanzado: Que Bea le perdone", "objetivo 12 abierto: Aprobar magia 🧙",
  "ventaja Bea: Conoce su secreto d6", "problema: Borracha d6", "pv: 3", "pk: 5",
].join("\r\n");
const withNotes = (lines: number) => `${SHEET}\r\nnotas: ${Array.from({ length: lines }, (_, i) => `Nota ${i}: le gusta el karaoke y odia los lunes ☕`).join("\r\n")}\r\n[/gf-ficha]\r\n\r\nFin.`;
const CASES = [["a sheet (1 KB)", withNotes(1)], ["a sheet with 200 lines of notes (11 KB)", withNotes(200)]] as const;
const CHANGE: SheetChange = { type: "add-trait", list: "problems", name: "Empapada", die: 6 };

/** Time per call of fn over a slice of about `ms`. */
function slice(fn: () => unknown, ms: number): number {
  let n = 0;
  const start = process.hrtime.bigint();
  let elapsed = 0;
  while (elapsed < ms) { fn(); n++; if ((n & 7) === 0) elapsed = Number(process.hrtime.bigint() - start) / 1e6; }
  return (Number(process.hrtime.bigint() - start) / 1e6) / n;
}

/**
 * The baseline and the candidate timed in alternating slices, each side keeping its best: other
 * processes on a busy machine only add time, and they add it to both sides alike.
 */
function compare(base: () => unknown, fn: () => unknown, rounds = 20, ms = 25): { base: number; t: number } {
  slice(base, 150); slice(fn, 150); // warm both up before timing
  let b = Infinity;
  let t = Infinity;
  for (let r = 0; r < rounds; r++) {
    if (r % 2 === 0) { b = Math.min(b, slice(base, ms)); t = Math.min(t, slice(fn, ms)); }
    else { t = Math.min(t, slice(fn, ms)); b = Math.min(b, slice(base, ms)); }
  }
  return { base: b, t };
}

for (const [label, raw] of CASES) {
  const doc = readSheet(raw);
  if (!doc.ok || doc.value.errors.length) throw new Error("bench sheet does not read cleanly");
  const applied = applySheetChange(raw, CHANGE);
  if (!applied.ok) throw new Error("bench change fails");
  const baseline = () => parsePost(raw);
  const rows: [string, () => unknown][] = [
    ["readSheet", () => readSheet(raw)],
    ["serializeSheet (identity)", () => serializeSheet(doc.value)],
    ["applySheetChange (new problem)", () => applySheetChange(raw, CHANGE)],
    ["applySheetChange (points)", () => applySheetChange(raw, { type: "points", pv: 2 })],
  ];
  console.log(`${label}:`);
  for (const [name, fn] of rows) {
    const { base, t } = compare(baseline, fn);
    console.log(`  ${name.padEnd(32)} ${(t * 1000).toFixed(1).padStart(8)} µs  ${(t / base).toFixed(2)}× parsePost (${(base * 1000).toFixed(1)} µs)  ${Math.round(1000 / t)} ops/s`);
  }
}
