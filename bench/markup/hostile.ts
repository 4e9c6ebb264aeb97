// Hostile posts for the linear-time checks (test/games/genrefuzzion/markup/linear.test.ts and this bench): each
// builds a post of about `size` characters designed to make a careless block parser go quadratic.
const fill = (unit: string, size: number): string => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

export const HOSTILE_POSTS: Readonly<Record<string, (size: number) => string>> = {
  "unclosed openers": (s) => fill("[gf-pool]\n", s),
  "one opener, never closed": (s) => "[gf-pool]\n" + fill("d8 d6\n", s),
  "one huge block": (s) => "[gf-pool]\n" + fill("cliché: Superfuerte d8\n", s) + "[/gf-pool]\n",
  "one huge block of bad lines": (s) => "[gf-pool]\n" + fill("cliché Superfuerte d7\n", s) + "[/gf-pool]\n",
  "many small blocks": (s) => fill("[gf-pool]\nd8 d6\n[/gf-pool]\n\n", s),
  "blocks in one > quote": (s) => "> " + fill("[gf-pool]\n> d8\n> [/gf-pool]\n> ", s),
  "blocks in one [quote]": (s) => "[quote]\n" + fill("[gf-pool]\nd8\n[/gf-pool]\n", s) + "[/quote]\n",
  "list items with blocks": (s) => fill("- a\n\n  [gf-pool]\n  d8\n  [/gf-pool]\n", s),
  "one endless tag line": (s) => "[gf-pool " + fill('a="b" ', s) + "]\nd8\n[/gf-pool]\n",
  "nested [quote] openers": (s) => fill("[quote]\n", s),
};
