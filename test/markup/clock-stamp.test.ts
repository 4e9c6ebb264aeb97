// The composer's clock stamp (docs/verifiable-dice.md §V.11) is no noise for a reader: a link reference
// definition, `[dice-clock]: #7`, which markdown-it takes out of the text and renders as nothing, cooked
// by the plugin's shipped bundle as Discourse's server cooks it and kept so by its sanitizer; it is no
// game's tag (no error card naming a near one), and the post locator the service uses finds the same blocks.
import { beforeAll, describe, expect, it } from "@jest/globals";
import { allowListOf, parseGamePost } from "../../src/markup/index.js";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";
import { stampOf, withStamp } from "../../src/dice/clock.js";
import { discourseEngine, type Feature } from "./support/discourse-engine.js";
import { shippedSetup } from "./support/shipped-bundle.js";

let setup: Feature["setup"];
beforeAll(async () => { setup = await shippedSetup(); });
const cook = (raw: string) => makeDiscourseSanitizer(allowListOf(MARKUP_GAMES))(
  discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: "es" }).cook(raw));

describe("the clock stamp in a post", () => {
  const plain = "Ataco con todo.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]";
  it("cooks to exactly what the post cooks to without it", () => {
    const stamped = withStamp(plain, 7);
    expect(stampOf(stamped)).toBe(7);
    expect(cook(stamped)).toBe(cook(plain));
    expect(cook(stamped)).not.toMatch(/dice-clock|#7/);
  });

  it("leaves the post's blocks as they were for the service", () => {
    const blocks = (raw: string) => parseGamePost(raw, MARKUP_GAMES).map((b) => [b.game, b.tag, b.line, JSON.stringify(b.parsed)]);
    expect(blocks(plain)).toHaveLength(1);
    expect(blocks(withStamp(plain, 12))).toEqual(blocks(plain));
  });
});
