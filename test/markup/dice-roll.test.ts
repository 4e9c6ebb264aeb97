// The platform's roll card (src/markup/dice-roll.ts): the block every game's reply carries for a
// verifiable roll, written in the table's language and read in either, cooked by the one markup rule
// into card data that keeps the proof byte for byte through Discourse's sanitizer (the faithful
// model), and into an error card, never a roll card, when a look-alike lacks what the badge checks.
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { allowListOf, gameMarkup } from "../../src/markup/index.js";
import { readCardValue } from "../../src/markup/card-data.js";
import { DICE_ROLL_CARD, diceRollBlock } from "../../src/markup/dice-roll.js";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { makeDiscourseSanitizer } from "../../src/sandbox/discourse-sanitizer.js";

const md = new MarkdownIt({ html: true }).use(gameMarkup, { games: MARKUP_GAMES });
const sanitize = makeDiscourseSanitizer(allowListOf(MARKUP_GAMES));
/** Every character a base64url proof can hold, underscores at the end included (a run of "_" once became "&#95;"). */
const PROOF = "gf2.AbZz09-_-__.Qq_x-y__";
const node = { post: 812, block: 1003, proof: PROOF, dice: [{ size: 6, face: 3 }, { size: 10, face: 10 }, { size: 6, face: 1 }] };

function cooked(raw: string) {
  const html = sanitize(md.render(raw));
  const head = /data-gf-card="([^"]*)"/.exec(html)?.[1]?.replaceAll("&#39;", "'").replaceAll("&quot;", '"');
  return { html, value: head === undefined ? undefined : readCardValue(head) };
}

describe("the platform's roll card", () => {
  it.each(["es", "en"] as const)("is written in the table's language (%s) with no word of the other, and cooks to the card data the badge checks", (lang) => {
    const text = diceRollBlock(node, lang);
    expect(text).toMatch(lang === "es" ? /^\[tirada-dados post=812 bloque=1003 prueba=/ : /^\[dice-roll post=812 block=1003 proof=/);
    expect(text).not.toMatch(lang === "es" ? /\b(?:dice|block|proof)\b/ : /\b(?:dados|bloque|prueba|tirada)\b/);
    const { value } = cooked(`Tirada:\n\n${text}\n`);
    expect(value).toEqual({ block: DICE_ROLL_CARD, data: { post: 812, block: 1003, proof: PROOF, dice: node.dice } });
  });

  it.each([
    ["no proof", "[dice-roll post=1 block=0]\ndice: d6=3\n[/dice-roll]"],
    ["a proof that is none", "[dice-roll post=1 block=0 proof=\"<b>x</b>\"]\ndice: d6=3\n[/dice-roll]"],
    ["a face beyond its die", `[dice-roll post=1 block=0 proof=${PROOF}]\ndice: d6=7\n[/dice-roll]`],
    ["no dice", `[dice-roll post=1 block=0 proof=${PROOF}]\n[/dice-roll]`],
    ["no post", `[tirada-dados bloque=0 prueba=${PROOF}]\ndados: d6=2\n[/tirada-dados]`],
  ])("with %s is an error card showing its source, never a roll card", (_, raw) => {
    const { html, value } = cooked(raw);
    expect(value?.block).toBe("error");
    expect(html).not.toContain("<b>");
    expect(html).toContain("<pre><code>");
  });
});
