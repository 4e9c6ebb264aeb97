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

  const CAPPED = "[gf-pool]\nd8\n[/gf-pool]\n\n".repeat(MAX_BLOCKS_PER_POST + 5);

  it(`draws at most ${MAX_BLOCKS_PER_POST} blocks; later ones stay visible as text`, () => {
    const html = gf.render("[gf-pool]\nd8\n[/gf-pool]\n\n".repeat(MAX_BLOCKS_PER_POST + 5));
    expect(html.match(/<div data-gf-block="/g)?.length).toBe(MAX_BLOCKS_PER_POST);
    expect(html.match(/<p>\[gf-pool\]\nd8\n\[\/gf-pool\]<\/p>/g)?.length).toBe(5);
  });

  // The count lives on the parse's env (a WeakMap by token list when it cannot): every way of
  // passing an env must still count each post's own blocks.
  it.each([
    ["one env reused for two posts", () => { const env = {}; return [gf.render(CAPPED, env), gf.render(CAPPED, env)]; }],
    ["a frozen env", () => [gf.render(CAPPED, Object.freeze({}))]],
  ])(`caps each post at ${MAX_BLOCKS_PER_POST} blocks with %s`, (_name, renderPosts) => {
    for (const html of renderPosts()) expect(html.match(/<div data-gf-block="/g)?.length).toBe(MAX_BLOCKS_PER_POST);
  });

  it("counts blocks per token list when two parses share one env", () => {
    const env = {};
    const first = gf.parse(CAPPED, env);
    const second = gf.parse("[gf-pool]\nd8\n[/gf-pool]\n", env); // a fragment parsed with the post's env
    expect(first.filter((t) => t.type === "gf_block")).toHaveLength(MAX_BLOCKS_PER_POST);
    expect(second.filter((t) => t.type === "gf_block")).toHaveLength(1);
  });
});
