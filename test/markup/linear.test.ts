// Hostile 1 MB posts render in linear time: at most a small constant times plain markdown-it on
// the same text (measured back to back in the same run, with a generous bound so it cannot
// flake). bench/markup prints the same cases with their ratios.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { genreFuzzion, MAX_BLOCKS_PER_POST } from "../../src/markup/index.js";
import { HOSTILE_POSTS } from "../../bench/markup/hostile.js";

const plain = new MarkdownIt({ html: true });
const gf = new MarkdownIt({ html: true }).use(genreFuzzion);

function time(md: MarkdownIt, text: string): number {
  const start = performance.now();
  md.render(text);
  return performance.now() - start;
}

describe("linear time on 1 MB posts", () => {
  for (const [name, make] of Object.entries(HOSTILE_POSTS)) {
    it(`${name}: within 5× plain markdown-it (+250 ms)`, () => {
      const warm = make(1 << 16);
      time(plain, warm);
      time(gf, warm);
      const text = make(1 << 20);
      const p = time(plain, text);
      const g = time(gf, text);
      expect(g).toBeLessThanOrEqual(5 * p + 250);
    }, 60_000);
  }

  it(`draws at most ${MAX_BLOCKS_PER_POST} blocks; later ones stay visible as text`, () => {
    const html = gf.render("[gf-pool]\nd8\n[/gf-pool]\n\n".repeat(MAX_BLOCKS_PER_POST + 5));
    expect(html.match(/class="gf-card /g)?.length).toBe(MAX_BLOCKS_PER_POST);
    expect(html.match(/<p>\[gf-pool\]\nd8\n\[\/gf-pool\]<\/p>/g)?.length).toBe(5);
  });
});
