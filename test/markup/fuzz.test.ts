// Seeded fuzzing: 50,000 posts built from the grammar's own pieces plus hostile ones, and 50,000
// mutations of the doc examples. For each: rendering never throws and emits nothing outside the
// allowlist; parsePost never throws, finds the same blocks the renderer draws, builds nodes that
// satisfy the zod schemas, keeps spans that point at the right characters and bytes, and accounts
// for every non-blank line (it is in the node or in an error: nothing is silently dropped).
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, blockNode, genreFuzzion, parsePost, splitLines, type ParsedBlock } from "../../src/markup/index.js";
import { allowListViolations, compileAllowList } from "./support/allowlist-check.js";
import { rng } from "./support/random.js";

const rules = compileAllowList(ALLOW_LIST);
const md = new MarkdownIt({ html: true }).use(genreFuzzion);
const docExamples = [...readFileSync("docs/markup.md", "utf8").matchAll(/```gf[^\n]*\n([^]*?)```/g)].map((m) => m[1]!);

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

function randomLine(r: ReturnType<typeof rng>): string {
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

function randomPost(r: ReturnType<typeof rng>): string {
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

function mutate(r: ReturnType<typeof rng>, text: string): string {
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

/** Every {line, start, end, byteStart, byteEnd} object in a node. */
function spans(value: unknown, found: { line: number; start: number; end: number; byteStart: number; byteEnd: number }[] = []) {
  if (Array.isArray(value)) value.forEach((v) => spans(v, found));
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o["line"] === "number" && typeof o["byteStart"] === "number") found.push(o as never);
    else Object.values(o).forEach((v) => spans(v, found));
  }
  return found;
}

function check(raw: string, seed: number): string[] {
  const problems: string[] = [];
  let html = "";
  let blocks: ParsedBlock[] = [];
  try { html = md.render(raw); } catch (e) { return [`render threw ${String(e)}`]; }
  try { blocks = parsePost(raw); } catch (e) { return [`parsePost threw ${String(e)}`]; }
  const v = allowListViolations(html, rules);
  if (v.length) problems.push(`allowlist: ${v.join(", ")}`);
  const cards = html.match(/<div class="gf-card /g)?.length ?? 0;
  if (cards !== blocks.length) problems.push(`renderer drew ${cards} cards, parsePost found ${blocks.length} blocks`);
  const lines = splitLines(raw);
  const bytes = (i: number) => Buffer.byteLength(raw.slice(0, i));
  for (const b of blocks) {
    if (!blockNode.safeParse(b.node).success) problems.push(`node fails its schema: ${JSON.stringify(b.node).slice(0, 200)}`);
    if (!raw.slice(b.span.start, b.span.end).trimStart().startsWith("[")) problems.push("block span does not start at its tag");
    const covered = new Set(b.errors.map((e) => e.line));
    for (const s of spans(b.node)) {
      covered.add(s.line);
      if (s.start > s.end || s.end > raw.length || bytes(s.start) !== s.byteStart || bytes(s.end) !== s.byteEnd) {
        problems.push(`bad span ${JSON.stringify(s)}`);
      }
      // A rest-of-block value (sheet notes) covers every line it spans.
      for (let l = s.line; l <= s.line + (raw.slice(s.start, s.end).match(/\r\n|\r|\n/g)?.length ?? 0); l++) covered.add(l);
    }
    if (b.closed) {
      for (let l = b.span.line + 1; l < b.span.line + (raw.slice(b.span.start, b.span.end).match(/\r\n|\r|\n/g)?.length ?? 0); l++) {
        if (lines[l - 1]!.text.trim() !== "" && !covered.has(l)) problems.push(`line ${l} "${lines[l - 1]!.text}" vanished`);
      }
    }
  }
  return problems.map((p) => `seed ${seed}: ${p}\n--- input ---\n${JSON.stringify(raw)}`);
}

describe("fuzz", () => {
  it("50,000 generated posts: no throw, allowlist only, consistent, nothing dropped", () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 50_000 && failures.length < 5; seed++) failures.push(...check(randomPost(rng(seed)), seed));
    expect(failures).toEqual([]);
  }, 300_000);

  it("50,000 mutations of the doc examples: same properties", () => {
    const failures: string[] = [];
    for (let seed = 1; seed <= 50_000 && failures.length < 5; seed++) {
      const r = rng(1_000_000 + seed);
      const base = r.chance(0.3) ? docExamples.map(() => r.pick(docExamples)).slice(0, 1 + r.int(3)).join("\n\n") : r.pick(docExamples);
      failures.push(...check(mutate(r, base), 1_000_000 + seed));
    }
    expect(failures).toEqual([]);
  }, 300_000);
});
