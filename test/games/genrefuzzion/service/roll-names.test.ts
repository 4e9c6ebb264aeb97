// A character's name in the service's own roll block reads back exactly: curly quotes, brackets,
// line breaks, bidi controls, references typed in the name, spaces at either end. Each name goes
// through the real scene reply (GenreFuzzion's sceneUpdateReply, es and en, finished as the service sends it) and back through the real markup parser
// (the one the reader's browser runs on the cooked reply); the cooked card holds no raw bidi control
// (and the client's drawing drops bidi controls: the hostile-post test of test/browser/cards).
import { describe, expect, it } from "@jest/globals";
import fc from "../../../support/fast-check.js";
import MarkdownIt from "markdown-it";
import { genreFuzzion, parsePost } from "../../../../src/games/genrefuzzion/markup/index.js";
import { replyName } from "../../../../src/service/reply-name.js";
import { defaultTemplatesDir } from "../../../../src/service/service.js";
import { loadTemplates } from "../../../../src/service/templates.js";
import { sceneUpdateReply } from "../../../../src/games/genrefuzzion/service/replies.js";
import { cardsOf } from "../../../markup/support/cards.js";

const templates = loadTemplates(defaultTemplatesDir());
const md = new MarkdownIt({ html: true }).use(genreFuzzion);

function reply(character: string, lang: "es" | "en"): string {
  return templates.finish(sceneUpdateReply(lang, { username: "alicia", happened: [], points: [], turn: "—",
    rolls: [{ character, role: lang === "es" ? "protagonista" : "protagonist", scene: 2, post: 41, block: 1000, proof: "gf1.AAAA.BBBB", dice: "d8:7r d6:1b",
      result: 7, botches: 1, effect: "d6" }] }), lang);
}

function readBack(raw: string): { character?: string; post?: number; errors: number } | undefined {
  const roll = parsePost(raw).find((b) => b.block === "roll");
  if (!roll || roll.node.block !== "roll") return undefined;
  return { ...(roll.node.character !== undefined ? { character: roll.node.character } : {}), post: roll.node.post, errors: roll.errors.length };
}

const HOSTILE = [
  "Evil” lang=es z=“", "Evil\" lang=es", "Bea]", "[gf-pool]", "Ana\n[/gf-roll]", "Vera\u202Eevil", "\u2066Ana\u2069", " Ana ",
  "Tom &amp; Jerry", "&#x5D;", "a&#0;b", "Zoë „quoted“", "<script>alert(1)</script>", "a\u2028b", "x\ty", "😀 Ñandú",
];

describe("names in the service's roll block", () => {
  it.each(HOSTILE.flatMap((n) => [[n, "es"], [n, "en"]] as const))("%j reads back the same (%s)", (name, lang) => {
    const node = readBack(reply(name, lang));
    expect(node).toBeDefined();
    expect(node!.character).toBe(name);
    expect(node!.post).toBe(41);
    expect(node!.errors).toBe(0);
    // Cooked, the block is its lines with no raw bidi control; the reader's browser reads the name back whole.
    const html = md.render(reply(name, lang));
    expect(html).not.toMatch(/[\u202a-\u202e\u2066-\u2069]/);
    const cards = cardsOf(html);
    expect(cards.map((c) => c.block)).toEqual(["roll"]);
    expect(cards[0]!.data["character"]).toBe(name);
  });

  it("any name of 1–80 characters reads back the same, through the template and the parser", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme", minLength: 1, maxLength: 40 }).filter((s) => s.length <= 80 && !s.includes("\u0000")),
      fc.constantFrom("es" as const, "en" as const), (name, lang) => readBack(reply(name, lang))?.character === name), { numRuns: 2_000 });
    const hostileUnits = fc.constantFrom("\"", "“", "”", "„", "[", "]", "\n", "\r", "\u202E", "\u2066", "&", "#", "x", ";", "2", "0", "D", " ", "=", "a");
    fc.assert(fc.property(fc.array(hostileUnits, { minLength: 1, maxLength: 60 }).map((u) => u.join("")).filter((s) => s.length <= 80),
      (name) => readBack(reply(name, "es"))?.character === name), { numRuns: 3_000 });
  });

  it("prose in replies drops bidi controls, line breaks and quotes from names", () => {
    expect(replyName("Vera\u202Eevil")).toBe("Veraevil");
    expect(replyName("Ana\n[/gf-roll]")).toBe("Ana /gf-roll");
    expect(replyName("Evil” lang=es z=“")).toBe("Evil lang=es z=");
  });
});
