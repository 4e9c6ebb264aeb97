// The forum's markdown feature knows each game by its tags only (each folder's markup/tags.ts `tags`,
// which plugin-data.ts markdownBundle takes by name), and gf-cook.js carries the whole markup of the
// games that cook their cards (plugin-data.ts cookBundle). Each game's tags are its markup's, line for
// line: a game whose tags or allow list drift from its parser's, or that renders cards without
// saying so, fails here.
import { describe, expect, it } from "@jest/globals";
import type { GameTags } from "../../src/markup/markup-game.js";
import { GAMES } from "../../src/games/games.js";
import { GAME_FOLDERS } from "../../src/games/registry.js";

const tagsOf = async (folder: string) => ((await import(`../../src/games/${folder}/markup/tags.ts`)) as { tags: GameTags }).tags;

describe("the games as the forum's markdown feature knows them", () => {
  it.each(GAME_FOLDERS)("%s: its markup/tags.ts gives the game's tags and allow list, and says whether its cook writes its cards", async (folder) => {
    const tags = await tagsOf(folder);
    const whole = GAMES.find((g) => g.id === folder)!.markup;
    expect(tags.game).toBe(folder);
    expect([...tags.tags]).toEqual([...whole.tags]);
    expect(tags.allowList).toEqual(whole.allowList);
    expect(tags.cooksCards === true).toBe(typeof whole.render === "function");
  });
});
