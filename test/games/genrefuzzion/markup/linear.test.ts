// How many blocks a post may draw, and how the per-post block count is kept. Linear time is proved by
// test/games/genrefuzzion/markup/doubling.test.ts (work per character at doubling sizes, a ratio of the same code, so load
// cannot flake it); the hostile 1 MB posts' cost against plain markdown-it is a figure, printed by
// bench/markup, not a timed unit test.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { genreFuzzion, MAX_BLOCKS_PER_POST } from "../../../../src/games/genrefuzzion/markup/index.js";

const gf = new MarkdownIt({ html: true }).use(genreFuzzion);

describe("blocks per post", () => {
  const CAPPED = "[gf-pool]\nd8\n[/gf-pool]\n\n".repeat(MAX_BLOCKS_PER_POST + 5);

  it(`draws at most ${MAX_BLOCKS_PER_POST} blocks; later ones stay visible as text`, () => {
    const html = gf.render("[gf-pool]\nd8\n[/gf-pool]\n\n".repeat(MAX_BLOCKS_PER_POST + 5));
    expect(html.match(/<div data-gf-card="/g)?.length).toBe(MAX_BLOCKS_PER_POST);
    expect(html.match(/<p>\[gf-pool\]\nd8\n\[\/gf-pool\]<\/p>/g)?.length).toBe(5);
  });

  // The count lives on the parse's env (a WeakMap by token list when it cannot): every way of
  // passing an env must still count each post's own blocks.
  it.each([
    ["one env reused for two posts", () => { const env = {}; return [gf.render(CAPPED, env), gf.render(CAPPED, env)]; }],
    ["a frozen env", () => [gf.render(CAPPED, Object.freeze({}))]],
  ])(`caps each post at ${MAX_BLOCKS_PER_POST} blocks with %s`, (_name, renderPosts) => {
    for (const html of renderPosts()) expect(html.match(/<div data-gf-card="/g)?.length).toBe(MAX_BLOCKS_PER_POST);
  });

  it("counts blocks per token list when two parses share one env", () => {
    const env = {};
    const first = gf.parse(CAPPED, env);
    const second = gf.parse("[gf-pool]\nd8\n[/gf-pool]\n", env); // a fragment parsed with the post's env
    expect(first.filter((t) => t.type === "gf_block")).toHaveLength(MAX_BLOCKS_PER_POST);
    expect(second.filter((t) => t.type === "gf_block")).toHaveLength(1);
  });
});
