// bench/markup: what the extension costs a forum, measured as the forum pays it, and on hostile posts.
//   node bench/run.mjs markup
// A post on Discourse is cooked by markdown-it and then sanitized (discourse-markdown-it engine.js
// cook(): render, then sanitize against the allowlist), and the sanitizer's time grows with the
// HTML a post emits. So each side here is the whole pipeline on a deterministic corpus of 2,400
// posts (one in ten with gf blocks):
//   baseline: markdown-it configured as Discourse configures it, plus [quote] blocks (every forum
//             has them), then Discourse's sanitizer with its base allowlist only;
//   plugin:   the same markdown-it with the plugin's rule for every game it ships, then the same
//             sanitizer with the games' allowlist added, as the plugin's helper.allowList adds it.
//             GenreFuzzion's blocks are cooked as their lines (src/markup/cooked-card.ts): the
//             reader's browser parses them, so the forum's cost is finding them and the sanitizer's.
// The sanitizer is src/sandbox/discourse-sanitizer.ts: the xss package configured and called as
// Discourse calls it (a new filter per post), so its cost per tag and attribute is the forum's.
// Both sides run in the same run, batch by batch (see compare).
// Targets: whole corpus ≤ 1.03× the baseline, posts without blocks ≤ 1.01×, posts with blocks ≤ 1.30×.
// Earlier, markdown-it alone (no sanitizer) was measured: posts with blocks also slow the ordinary
// posts rendered after them; a WeakMap.set per post in the block rule and object spreads of
// per-post attribute objects were the causes, both removed.
import MarkdownIt from "markdown-it";
import { allowListOf, bbcodeQuotes, gameMarkup } from "../../src/markup/index.js";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { corpus } from "./corpus.js";
import { HOSTILE_POSTS } from "./hostile.js";

const OPTIONS = { html: true, breaks: true, linkify: true } as const; // discourse-markdown-it's setup.js

/** One side of the comparison: markdown to the HTML the forum stores. */
interface Pipeline { render(text: string): string }

function pipeline(md: MarkdownIt, allowList: readonly string[]): Pipeline {
  const sanitize = makeDiscourseSanitizer(allowList);
  return { render: (text) => sanitize(md.render(text)) };
}

const plain = pipeline(new MarkdownIt(OPTIONS).use(bbcodeQuotes), []);
// The plugin as it ships: every game's blocks ([gf-…] and [tt-…]) and every game's allowlist.
const ALLOW_LIST = allowListOf(MARKUP_GAMES);
const plugin = (md: MarkdownIt): MarkdownIt => md.use(gameMarkup, { games: MARKUP_GAMES });
const gf = pipeline(plugin(new MarkdownIt(OPTIONS)), ALLOW_LIST);

const posts = corpus();
const withBlocks = posts.filter((p) => p.hasBlocks).map((p) => p.text);
const without = posts.filter((p) => !p.hasBlocks).map((p) => p.text);
const all = posts.map((p) => p.text);
const bytes = all.reduce((n, t) => n + t.length, 0);

function renderAll(md: Pipeline, texts: readonly string[]): number {
  const start = process.hrtime.bigint();
  let sink = 0;
  for (const t of texts) sink += md.render(t).length;
  if (sink === 0) throw new Error("nothing rendered");
  return Number(process.hrtime.bigint() - start) / 1e6;
}

interface Comparison { readonly plain: number; readonly gf: number; readonly ratio: number; readonly low: number; readonly high: number }

/**
 * Each side's cost on `texts`. The texts are cut, in corpus order, into batches of about a
 * millisecond (so a batch of the whole corpus holds the forum's mix: a post with blocks among
 * nine without); each round times every batch with both renderers back to back, in alternating
 * order, and a side's cost is the sum over batches of its best time. Other processes on the
 * machine only ever add time, so the best of many rounds is what the code itself costs; medians
 * were tried and on this shared 2-core machine they measure the load, not the code (plain's
 * whole-corpus time came out 2.5× its best). The cost of that choice: a GC pause is left out
 * when some round of the batch escaped it. The comparison is repeated `trials` times; the ratio
 * printed is the median trial's, with the lowest and highest trial as its spread.
 */
function compare(texts: readonly string[], { batch = 8, rounds = 21, trials = 3, sides = [plain, gf] as const } = {}): Comparison {
  const [base, ext] = sides;
  const batches: string[][] = [];
  for (let i = 0; i < texts.length; i += batch) batches.push(texts.slice(i, i + batch));
  const results: { plain: number; gf: number; ratio: number }[] = [];
  for (let t = 0; t < trials; t++) {
    const bestPlain = batches.map(() => Infinity);
    const bestGf = batches.map(() => Infinity);
    for (let r = 0; r < rounds; r++) {
      batches.forEach((b, i) => {
        if ((r + i) % 2 === 0) {
          bestPlain[i] = Math.min(bestPlain[i]!, renderAll(base, b));
          bestGf[i] = Math.min(bestGf[i]!, renderAll(ext, b));
        } else {
          bestGf[i] = Math.min(bestGf[i]!, renderAll(ext, b));
          bestPlain[i] = Math.min(bestPlain[i]!, renderAll(base, b));
        }
      });
    }
    const p = bestPlain.reduce((a, b) => a + b, 0);
    const g = bestGf.reduce((a, b) => a + b, 0);
    results.push({ plain: p, gf: g, ratio: g / p });
  }
  results.sort((a, b) => a.ratio - b.ratio);
  const mid = results[results.length >> 1]!;
  return { ...mid, low: results[0]!.ratio, high: results[results.length - 1]!.ratio };
}

// Sanity: the extension changes every post with blocks and no other post.
const changed = withBlocks.filter((t) => gf.render(t) !== plain.render(t)).length;
if (changed !== withBlocks.length || without.some((t) => gf.render(t) !== plain.render(t))) throw new Error("corpus/cards mismatch");

for (let i = 0; i < 3; i++) renderAll(plain, all), renderAll(gf, all); // warm up both

const fmt = (r: Comparison) =>
  `baseline ${r.plain.toFixed(1)} ms, with the plugin ${r.gf.toFixed(1)} ms, ratio ${r.ratio.toFixed(3)}× (trials ${r.low.toFixed(3)}–${r.high.toFixed(3)})`;
const whole = compare(all);
const noBlocks = compare(without);
const onlyBlocks = compare(withBlocks);
console.log(`corpus: ${posts.length} posts (${withBlocks.length} with gf blocks), ${(bytes / 1024).toFixed(0)} KiB`);
const verdict = (r: Comparison, target: number) => `target ≤ ${target.toFixed(2)}×  ${r.ratio <= target ? "ok" : "OVER"}`;
console.log("each side: markdown-it, then Discourse's sanitizer (baseline: its base allowlist; plugin: plus ALLOW_LIST)");
console.log(`whole corpus          ${fmt(whole)}   ${verdict(whole, 1.03)}`);
console.log(`posts without blocks  ${fmt(noBlocks)}   ${verdict(noBlocks, 1.01)}`);
console.log(`posts with blocks     ${fmt(onlyBlocks)}   ${verdict(onlyBlocks, 1.3)}`);

// Where the plugin's time goes on posts with blocks: markdown-it alone (rendering the cards) and
// the sanitizer alone (the HTML each side's markdown-it produced, each side's allowlist).
const mdOnly = (md: MarkdownIt): Pipeline => ({ render: (text) => md.render(text) });
const sanitizerOnly = (sanitize: (html: string) => string): Pipeline => ({ render: (html) => sanitize(html) });
const plainMd = new MarkdownIt(OPTIONS).use(bbcodeQuotes);
const gfMd = plugin(new MarkdownIt(OPTIONS));
const renderStage = compare(withBlocks, { sides: [mdOnly(plainMd), mdOnly(gfMd)] });
const htmlPairs = withBlocks.map((t) => [plainMd.render(t), gfMd.render(t)] as const);
const plainSanitizer = makeDiscourseSanitizer([]);
const gfSanitizer = makeDiscourseSanitizer(ALLOW_LIST);
// Each "text" is an index into htmlPairs, so both sides sanitize their own HTML of the same post.
const sanitizeStage = compare(htmlPairs.map((_, i) => String(i)), { sides: [
  sanitizerOnly((i) => plainSanitizer(htmlPairs[Number(i)]![0])), sanitizerOnly((i) => gfSanitizer(htmlPairs[Number(i)]![1]))] });
const bytes2 = (k: 0 | 1) => htmlPairs.reduce((n, p) => n + p[k].length, 0);
console.log("\nposts with blocks, stage by stage");
console.log(`  markdown-it alone    ${fmt(renderStage)}`);
console.log(`  sanitizer alone      ${fmt(sanitizeStage)}   (HTML ${(bytes2(0) / 1024).toFixed(0)} KiB → ${(bytes2(1) / 1024).toFixed(0)} KiB)`);

console.log("\nhostile 1 MiB posts (linear time: ratio to the baseline pipeline on the same text)");
for (const [name, make] of Object.entries(HOSTILE_POSTS)) {
  const text = make(1 << 20);
  const r = compare([text], { batch: 1, rounds: 3, trials: 1 });
  console.log(`  ${name.padEnd(30)} ${fmt(r)}`);
}
