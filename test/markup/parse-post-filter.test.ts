// parseGamePost skips the markdown parse of a post that cannot hold any of its games' blocks: one
// with no "[" followed by one of their tags' prefixes ("fa-", "tt-"…, letters in any case). These
// tests hold that test to the block rule itself: on the games' doc examples, fuzzed posts of every
// game's tags in any case, misspelt and in every container, and each game alone or all of them, the
// blocks found are those a locator without the test finds.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import MarkdownIt from "markdown-it";
import { gameMarkup, parseGamePost, type GfTokenMeta, type MarkupGame } from "../../src/markup/index.js";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { mutate, randomPost } from "./support/fuzz-corpus.js";
import { rng } from "./support/random.js";
import { docExamples } from "../support/doc-examples.js";

/** A locator with no test before it, one per list of games. */
const references = new Map<readonly MarkupGame[], MarkdownIt>();

/** The blocks of `games` the block rule locates, parsed in full: what parseGamePost found before its test. */
function located(raw: string, games: readonly MarkupGame[]): [string, string, number][] {
  let md = references.get(games);
  if (!md) {
    references.set(games, md = new MarkdownIt({ html: true }).use(gameMarkup, { games }));
    md.core.ruler.enableOnly(["normalize", "block"]);
  }
  return md.parse(raw, { gfLocateOnly: true }).filter((t) => t.type === "gf_block" && games.some((g) => g.game === (t.meta as GfTokenMeta).game))
    .map((t) => [(t.meta as GfTokenMeta).game, (t.meta as GfTokenMeta).tag, (t.meta as GfTokenMeta).openLine + 1]);
}
const found = (raw: string, games: readonly MarkupGame[]) => parseGamePost(raw, games).map((b): [string, string, number] => [b.game, b.tag, b.line]);

/** Each game alone (one list each, built once, as callers keep theirs) and all of them. */
const LISTS: readonly (readonly MarkupGame[])[] = [MARKUP_GAMES, ...MARKUP_GAMES.map((g) => [g])];
const TAGS = MARKUP_GAMES.flatMap((g) => [...g.tags.keys()]);

/** A tag as a player might type it: in another case, or one letter off (a slip the rule reads as the game's). */
function typed(r: ReturnType<typeof rng>, tag: string): string {
  const cased = r.chance(0.3) ? tag.toUpperCase() : r.chance(0.3) ? tag[0]!.toUpperCase() + tag.slice(1) : tag;
  if (!r.chance(0.25)) return cased;
  const at = 3 + r.int(Math.max(1, cased.length - 3));
  return cased.slice(0, at) + (r.chance(0.5) ? "" : "x") + cased.slice(at + 1);
}

function gamePost(r: ReturnType<typeof rng>): string {
  const lead = ["", "", "> ", "- ", "1. ", "    ", "  ", "\t"];
  const lines: string[] = [];
  for (let n = 1 + r.int(8); n > 0; n--) {
    const tag = typed(r, r.pick(TAGS));
    lines.push(`${r.pick(lead)}[${tag}${r.chance(0.3) ? ' personaje="Ana"' : ""}]`, r.pick(["d8 d6", "quién: Ana", "ph: 3", "", "```"]));
    if (r.chance(0.7)) lines.push(`${r.pick(lead)}[/${typed(r, tag)}]`);
    if (r.chance(0.3)) lines.push(r.pick(["Texto.", "[quote]", "[/quote]", "~~~", "<div>", "[gf-pool]", "[ fa-sheet]", "\\[tt-roll]"]));
  }
  return lines.join(r.pick(["\n", "\r\n", "\r"]));
}

describe("parseGamePost's test before parsing", () => {
  it("finds every block the rule finds on the games' doc examples, alone or all together", () => {
    const docs = ["docs/markup.md", ...readdirSync("docs/games").map((f) => `docs/games/${f}`)].filter((f) => f.endsWith(".md"));
    const examples = docs.flatMap((f) => ["gf", "tt", "pj", "fa"].flatMap((lang) => docExamples(readFileSync(f, "utf8"), lang).map((e) => e.source)));
    expect(examples.length).toBeGreaterThan(50);
    let blocks = 0;
    for (const source of examples) for (const games of LISTS) {
      const want = located(source, games);
      blocks += want.length;
      expect(found(source, games)).toEqual(want);
    }
    expect(blocks).toBeGreaterThan(50);
  });

  it("finds every block the rule finds in 1,000 fuzzed posts of every game's tags, cased, misspelt and nested", () => {
    const r = rng(20261129);
    let blocks = 0;
    for (let i = 0; i < 1_000; i++) {
      const raw = i % 4 === 3 ? mutate(r, randomPost(r)) : i % 4 === 2 ? mutate(r, gamePost(r)) : gamePost(r);
      for (const games of LISTS) {
        const want = located(raw, games);
        blocks += want.length;
        expect({ raw, blocks: found(raw, games) }).toEqual({ raw, blocks: want });
      }
    }
    expect(blocks).toBeGreaterThan(2_500);
  });

  it("reads a tag in capitals, and nothing of a post with no prefix of the games' tags", () => {
    const facetas = LISTS.find((l) => l.length === 1 && l[0]!.game === "facetas")!;
    expect(found("[FA-SHEET]\nph: 3\n[/fa-sheet]", facetas)).toEqual([["facetas", "fa-sheet", 1]]);
    expect(found("[Fa-Ficha]\nph: 3\n[/fa-ficha]", facetas)).toEqual([["facetas", "fa-ficha", 1]]);
    expect(found("[gf-sheet]\nph: 3\n[/gf-sheet]\n[gf-pool]\nd8\n[/gf-pool]", facetas)).toEqual([]);
  });
});
