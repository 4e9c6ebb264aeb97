// A misspelt tag of a known game ([gf-pol], [tt-chalenge]) is an error card naming the nearest tag,
// cooked by the plugin's shipped markdown bundle in a bare JavaScript context as Discourse's server
// cooks it, kept whole by Discourse's sanitizer, naming the tag meant (the reader's browser says it in
// the reader's language, es or en) and ignored by the service's post locator. A line that only looks like a tag stays text.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { allowListOf, parseGamePost } from "../../src/markup/index.js";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { nearestTag, tagDistance } from "../../src/markup/tag-typo.js";
import { cardsOf } from "./support/cards.js";
import { discourseEngine, type Feature } from "./support/discourse-engine.js";
import { shippedSetup } from "./support/shipped-bundle.js";

let setup: Feature["setup"];
beforeAll(async () => { setup = await shippedSetup(); });
const cook = (raw: string, locale: "es" | "en" = "es") =>
  discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: locale }).cook(raw);
const TAGS = MARKUP_GAMES.flatMap((g) => [...g.tags.keys()]);

describe("nearestTag", () => {
  it("counts one edit for a missing, extra, wrong or swapped letter", () => {
    expect([tagDistance("gf-pol", "gf-pool"), tagDistance("tt-chalenge", "tt-challenge"), tagDistance("gf-pozl", "gf-pool"), tagDistance("gf-plool", "gf-pool")])
      .toEqual([1, 1, 1, 1]);
  });

  it("names the nearest tag of the game whose prefix was written, and none for another word", () => {
    expect(nearestTag("gf-pol", TAGS)).toBe("gf-pool");
    expect(nearestTag("tt-chalenge", TAGS)).toBe("tt-challenge");
    expect(nearestTag("tt-desafo", TAGS)).toBe("tt-desafio");
    expect(nearestTag("gf-dice-commitment-v2", TAGS)).toBeUndefined();
    expect(nearestTag("gfpool", TAGS)).toBeUndefined();
    expect(nearestTag("xx-pool", TAGS)).toBeUndefined();
  });
});

describe("a misspelt tag, cooked by the shipped bundle", () => {
  it("[gf-pol] … [/gf-pol] is one error card naming [gf-pool], in the site's language, with the lines as written", () => {
    const html = cook("Tiro:\n\n[gf-pol personaje=Ana]\nSuperfuerte d8\n[/gf-pol]\n\nY sigo.\n");
    const [card, ...rest] = cardsOf(html);
    expect(rest).toEqual([]);
    expect(card!.block).toBe("error");
    expect(card!.data).toEqual({ tag: "gf-pol", more: 0, errors: [{ line: 3, column: 1, code: "markup.unknown_tag", meant: "gf-pool" }] });
    expect(card!.html).toContain("[gf-pol personaje=Ana]<br>\nSuperfuerte d8<br>\n[/gf-pol]</div>");
    expect(html).toContain("<p>Y sigo.</p>");
    // The reader's browser says it in the reader's language (es and en: page-papercuts.test.ts); the card names the tag meant.
    const en = cardsOf(cook("[tt-chalenge id=door]\nwho: Maga\n[/tt-chalenge]\n", "en"));
    expect(en.map((c) => (c.data["errors"] as { meant: string }[])[0]!.meant)).toEqual(["tt-challenge"]);
  });

  it("unclosed, only its line is the card; a quoted one, or one that is no slip of a tag, stays text", () => {
    const html = cook("[gf-pol]\nSuperfuerte d8\n");
    expect(cardsOf(html).map((c) => c.html)).toEqual(['<div data-gf-card="error {\'tag\':\'gf-pol\',\'errors\':[{\'line\':1,\'column\':1,\'code\':\'markup.unknown_tag\',\'meant\':\'gf-pool\'}],\'more\':0}">[gf-pol]</div>\n']);
    expect(html).toContain("<p>Superfuerte d8</p>");
    expect(cook("> [gf-pol]\n> d8\n")).not.toContain("data-gf-card");
    expect(cook("[gf-xyzzy-plugh]\nd8\n")).not.toContain("data-gf-card");
    expect(cook("[gf-pool]\nd8\n[/gf-pool]\n")).toContain('data-gf-card="pool es 1 0"');
  });

  it("keeps its card through Discourse's sanitizer with the games' allow list, and the service's locator finds no block in it", () => {
    const raw = "[gf-pol]\nd8\n[/gf-pol]\n";
    const html = cook(raw);
    expect(makeDiscourseSanitizer(allowListOf(MARKUP_GAMES))(html)).toBe(html);
    expect(parseGamePost(raw, MARKUP_GAMES)).toEqual([]);
  });
});
