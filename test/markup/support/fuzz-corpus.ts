// The markup fuzz corpus: posts built from the grammar's own pieces plus hostile ones, and
// mutations of the doc examples, each replayable from its seed. Used by the fuzz test and by the
// test that cooks the corpus through Discourse's sanitizer.
import { readFileSync } from "node:fs";
import { rng } from "./random.js";

/** Every ```gf example of docs/markup.md: fences that open and close at the start of a line (not the prose that names them). */
export const docExamples: readonly string[] = [...readFileSync("docs/markup.md", "utf8").matchAll(/^```gf[^\n]*\n([^]*?)^```/gm)].map((m) => m[1]!);

const TAGS = ["gf-pool", "gf-pozo", "gf-scene", "gf-escena", "gf-roll", "gf-tirada", "gf-action", "gf-accion", "gf-interval", "gf-intervalo", "gf-sheet", "gf-ficha", "GF-POOL", "gf-nope", "quote", "code", "details"];
const KEYWORDS = [
  "cliché", "cliche", "CLICHÉ", "relación", "relacion", "relationship", "ventaja", "advantage", "sacrificio", "problema", "problem",
  "escena", "scene", "cliché de escena", "aliado", "aliado Bea", "ally Carla", "contra", "against", "pk", "pv", "truco", "truco Arma predilecta",
  "trick", "regalo", "gift", "ceder", "impulso", "boost", "título", "title", "escenario", "tono", "protagonista", "antagonista", "extra",
  "intención", "aliados", "número", "dados", "dice", "resultado", "efecto", "effect Bea", "pifias", "presentar", "llamar", "rechazar",
  "bloquear", "rendirse", "me opongo", "reintentar", "treta", "treta Bea", "calificación", "suspender", "reanudar", "entrenar", "renombrar",
  "nuevo truco Fobia", "nueva relación Bea", "refrendar Bea", "satisfacer", "retirar", "nombre", "jugador", "concepto", "objetivo 10 abierto",
  "objetivo", "objective 5 satisfied", "objetivo 99 raro", "notas", "notes", "modo", "lang",
];
const DICE = ["d4", "d6", "d8", "d10", "d12", "2d6", "D8", "d7", "d20", "0d6", "999d8", "d", "d08", "13d4", "d8:7r", "d6:1b", "d4:9", "d12:12rb"];
const VALUES = [
  "Superfuerte", "Niña prodigio", "Ana Torres", "4 / 3 — genial", "7/9", "ventaja Sorpresa", "anular Miedo", "10", "0", "-1", "pv", "pk",
  "Viejo -> Nuevo", "a → b", "😀🧙‍♀️", "\u202etxet", "\u200b", "\ud800", "\u0000", "ñandú", "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>', "javascript:alert(1)", "[gf-pool]", "[/gf-pool]", "`code`", "**bold**", "&amp;", "&#x3C;", "{{x}}",
  "<a href=\"javascript:alert(1)\">x</a>", "onload=alert(1)", "a".repeat(200),
];
const ATTRS = [
  'personaje="Ana"', "character=Bea", 'character="<b>x</b>"', "rol=protagonista", "role=villain", "escena=3", "scene=0", "scene=99999999999",
  "sheet=123", 'sheet="https://forum.example/t/ana/12"', 'sheet="javascript:alert(1)"', "post=5", 'proof="gf1.abc:def"',
  'proof="<x>"', "v=1", "lang=en", "lang=xx", "idioma=es", "number=4", "mode=new", "modo=creación", 'x="y"', "onclick=alert(1)",
  "a=b=c", '"', "=", "“Ana”", 'personaje="Ana', "personaje=“Ana Torres”",
];
const NOISE = ["", "", "Texto normal.", "> cita", "- lista", "  - sublista", "```", "~~~", "    indentado", "# Título", "`inline`",
  "<div>", "</div>", "<script>alert(1)</script>", "[quote]", "[/quote]", '[quote="ana, post:1, topic:2"]', "[code]", "[/code]", "---", "|a|b|", "1. uno"];
const BREAKS = ["\n", "\n", "\n", "\r\n", "\r"];

export function randomLine(r: ReturnType<typeof rng>): string {
  switch (r.int(7)) {
    case 0: {
      const tag = r.pick(TAGS);
      const attrs = Array.from({ length: r.int(3) }, () => r.pick(ATTRS)).join(" ");
      return `${r.chance(0.1) ? "  " : ""}[${tag}${attrs ? ` ${attrs}` : ""}]${r.chance(0.05) ? " tail" : ""}`;
    }
    case 1: return `[/${r.pick(TAGS)}]`;
    case 2: case 3: {
      const dice = Array.from({ length: r.int(3) }, () => r.pick(DICE)).join(" ");
      return `${r.pick(KEYWORDS)}${r.chance(0.9) ? ":" : ""} ${r.chance(0.8) ? r.pick(VALUES) : ""} ${dice}`;
    }
    case 4: return Array.from({ length: 1 + r.int(5) }, () => r.pick(DICE)).join(" ");
    case 5: return r.pick(KEYWORDS);
    default: return r.pick(NOISE);
  }
}

export function randomPost(r: ReturnType<typeof rng>): string {
  const lines: string[] = [];
  const n = 1 + r.int(16);
  for (let i = 0; i < n; i++) {
    // Often a well-formed frame, so the body grammar is exercised, not just the tag scanner.
    if (r.chance(0.15)) {
      const tag = r.pick(TAGS.slice(0, 12));
      lines.push(`[${tag}]`, ...Array.from({ length: 1 + r.int(5) }, () => randomLine(r)), `[/${tag}]`);
    } else lines.push(randomLine(r));
  }
  const br = r.pick(BREAKS);
  return lines.join(br) + (r.chance(0.5) ? br : "");
}

const ALPHABET = ["[", "]", "/", ":", " ", "\n", "\r\n", "\t", "d", "8", "=", '"', "<", ">", "&", "é", "😀", "\ud800", "`", ">", "-", "#", "g", "f"];

export function mutate(r: ReturnType<typeof rng>, text: string): string {
  let out = text;
  for (let k = 1 + r.int(5); k > 0; k--) {
    const at = r.int(out.length + 1);
    switch (r.int(6)) {
      case 0: out = out.slice(0, at) + out.slice(at + 1 + r.int(8)); break;
      case 1: out = out.slice(0, at) + r.pick(ALPHABET) + out.slice(at); break;
      case 2: out = out.slice(0, at) + randomLine(r) + "\n" + out.slice(at); break;
      case 3: { const lines = out.split("\n"); const i = r.int(lines.length); lines.splice(i, 0, lines[r.int(lines.length)]!); out = lines.join("\n"); break; }
      case 4: out = out.replace(/\n/g, r.pick(BREAKS)); break;
      default: out = out.slice(0, at); break;
    }
  }
  return out;
}

/** The post of a seed, as the fuzz test makes it: generated for seeds below 1,000,000, else a mutation of doc examples. */
export function fuzzPost(seed: number): string {
  if (seed < 1_000_000) return randomPost(rng(seed));
  const r = rng(seed);
  const base = r.chance(0.3) ? docExamples.map(() => r.pick(docExamples)).slice(0, 1 + r.int(3)).join("\n\n") : r.pick(docExamples);
  return mutate(r, base);
}
