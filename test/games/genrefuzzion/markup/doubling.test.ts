// Every parse path is linear in the post's length. Each input shape (thousands of dice on one line,
// in every kind of line that reads dice; fuzzed lines) is built at sizes n = 2^10 … 2^14, and each
// trial parses the same volume of text at every size (2^16 dice: 64 posts of 2^10, …, 4 of 2^14).
// Linear work takes the same time per trial at every size; quadratic work takes 16× longer at the
// largest. The bound is 6×: the least of several trials is compared, and each trial counts this
// process's CPU time rather than the wall clock, so other work on a busy machine or a garbage
// collection cannot make it flake, and a quadratic path cannot pass. Both the service's parser
// (parsePost) and the cook/preview path (markdown-it with the plugin) are measured.
import { describe, expect, it } from "@jest/globals";
import fc from "../../../support/fast-check.js";
import MarkdownIt from "markdown-it";
import { genreFuzzion, parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";

const md = new MarkdownIt({ html: true }).use(genreFuzzion);
const SIZES = [1 << 10, 1 << 12, 1 << 14];
const VOLUME = 1 << 16;
const BOUND = 6;

/** The least time of a few trials, each parsing volume/n copies of the size-n input. */
function trial(run: (text: string) => unknown, text: string, n: number, trials: number, volume = VOLUME): number {
  const copies = Math.max(1, Math.round(volume / n));
  let best = Infinity;
  for (let t = 0; t < trials; t++) {
    const start = process.cpuUsage();
    for (let i = 0; i < copies; i++) run(text);
    const spent = process.cpuUsage(start);
    best = Math.min(best, (spent.user + spent.system) / 1000);
  }
  return Math.max(best, 0.01);
}

/** How much longer a trial takes at the largest size than at the smallest (1 when linear). */
function growth(make: (n: number) => string, trials = 5): { parse: number; render: number } {
  const inputs = SIZES.map(make);
  const parse = (text: string) => parsePost(text);
  const render = (text: string) => md.render(text);
  // Warm up, and grow the volume until a trial lasts 20 ms or more: shorter ones are mostly noise.
  const volumeFor = (run: (text: string) => unknown) => {
    const base = trial(run, inputs[0]!, SIZES[0]!, 1);
    return VOLUME * Math.min(16, Math.max(1, Math.ceil(20 / base)));
  };
  const volumes = new Map<(text: string) => unknown, number>([[parse, volumeFor(parse)], [render, volumeFor(render)]]);
  const at = (run: (text: string) => unknown) => SIZES.map((n, i) => trial(run, inputs[i]!, n, trials, volumes.get(run)));
  const p = at(parse);
  const r = at(render);
  return { parse: p[p.length - 1]! / p[0]!, render: r[r.length - 1]! / r[0]! };
}

const dice = (n: number, die = "d8") => Array.from({ length: n }, () => die).join(" ");

const SHAPES: Record<string, (n: number) => string> = {
  "a pool field line with n trailing dice": (n) => `[gf-pool]\ncliché: Duro ${dice(n)}\n[/gf-pool]\n`,
  "a bare keyword line with n dice": (n) => `[gf-pool]\npk ${dice(n, "d6")}\n[/gf-pool]\n`,
  "a quick pool of n dice": (n) => `[gf-pool]\n${dice(n)}\n[/gf-pool]\n`,
  "a quick pool of n counted dice": (n) => `[gf-pool]\n${dice(n, "2d8")}\n[/gf-pool]\n`,
  "n dice ending in a bad die": (n) => `[gf-pool]\ncliché: Duro ${dice(n)} d7\n[/gf-pool]\n`,
  "n dice after a bad die": (n) => `[gf-pool]\ncliché: Duro d7 ${dice(n)}\n[/gf-pool]\n`,
  "a sheet trait with n dice": (n) => `[gf-sheet]\npersonaje: Vera\ncliché: Duro ${dice(n)}\n[/gf-sheet]\n`,
  "an action line with n dice": (n) => `[gf-action]\nsacrificio: Espada ${dice(n)}\n[/gf-action]\n`,
  "an unknown line of n die-shaped words": (n) => `[gf-pool]\n${dice(n, "d7")}\n[/gf-pool]\n`,
};

describe("parsing is linear in the input", () => {
  for (const [name, make] of Object.entries(SHAPES)) {
    it(`${name}: the same volume of text takes under ${BOUND}× the time in 16× longer posts`, () => {
      const g = growth(make);
      expect({ name, ...g, parseOk: g.parse < BOUND, renderOk: g.render < BOUND }).toMatchObject({ parseOk: true, renderOk: true });
    }, 120_000);
  }

  it(`fuzzed lines repeated on one line: the same volume takes under ${BOUND}× the time in 16× longer posts`, () => {
    const token = fc.constantFrom("d8", "d6", "2d4", "d7", "d8:7", "Duro", ":", ",", "+", "pk", "cliché:", "  ", "\u00a0");
    fc.assert(fc.property(fc.array(token, { minLength: 2, maxLength: 8 }), fc.constantFrom("gf-pool", "gf-sheet", "gf-action"), (units, tag) => {
      const unit = units.join(" ");
      const make = (n: number) => `[${tag}]\ncliché: ${unit.repeat(Math.ceil((n * 3) / unit.length)).slice(0, n * 3)}\n[/${tag}]\n`;
      const g = growth(make, 5);
      return g.parse < BOUND && g.render < BOUND;
    }), { numRuns: 8 });
  }, 240_000);
});
