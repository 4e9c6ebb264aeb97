// GenreFuzzion's chunk asks for its forms script (cards/load-forms.ts, gf-genrefuzzion-forms.js) only
// where a card needs it: a block with mistakes waits for it (its error card's messages are in it), a
// well-written block is read at once and asks for nothing; without the script the error card names
// each mistake by its code, never nothing. The forms script given to the chunk is the real one (cards/forms.ts).
import { describe, expect, it } from "@jest/globals";
import MarkdownIt from "markdown-it";
import { genreFuzzionCards } from "../../../src/games/genrefuzzion/cards/index.js";
import { chunk as forms } from "../../../src/games/genrefuzzion/cards/forms.js";
import { genreFuzzion } from "../../../src/games/genrefuzzion/markup/game.js";
import type { GfHost } from "../../../src/plugin-client/host.js";

const md = new MarkdownIt({ html: true, breaks: true }).use(genreFuzzion, { lang: "es" });

/** The cooked card's data-gf-card head and its lines, as the core hands them to the game's reader. */
function cooked(raw: string): { head: string; text: string } {
  const m = /<div data-gf-card="([^"]*)">([^]*?)<\/div>/.exec(md.render(raw))!;
  const unescape = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&amp;/g, "&");
  return { head: unescape(m[1]!), text: unescape(m[2]!.replaceAll("<br>", "")) };
}

const WRONG = "- [gf-pool]\n  ventaja: X d7\n  [/gf-pool]\n";
const RIGHT = "- [gf-pool]\n  ventaja: X d6\n  [/gf-pool]\n";

function hostAsking(answer: () => Promise<unknown>): { host: GfHost; asked: string[] } {
  const asked: string[] = [];
  const host = { lang: "es", t: (k: string) => k, publicKey: "", composeReply: () => {},
    loadGame: (name: string) => { asked.push(name); return answer(); } } as unknown as GfHost;
  return { host, asked };
}

/** Read at once: neither a promise of what the card waits for nor "wait" (the core draws the card with these options, `ready ?? {}`). */
const atOnce = (ready: unknown) => expect(ready instanceof Promise || ready === "wait" ? ready : "at once").toBe("at once");

describe("GenreFuzzion's forms script, asked for where a card needs it", () => {
  it("reads a well-written block at once, asking for nothing", () => {
    const { head, text } = cooked(RIGHT);
    const { host, asked } = hostAsking(() => Promise.resolve(forms));
    atOnce(genreFuzzionCards.prepare!(head, host, text));
    expect(genreFuzzionCards.read!(head, text, {})!.block).toBe("pool");
    expect(asked).toEqual([]);
  });

  it("names each mistake by its code while the script cannot be loaded, then waits for it and gives the messages (GF-DIE-1)", async () => {
    const { head, text } = cooked(WRONG);
    const failing = hostAsking(() => Promise.reject(new Error("offline")));
    await expect(genreFuzzionCards.prepare!(head, failing.host, text)).resolves.toEqual({});
    expect(failing.asked).toEqual(["genrefuzzion-forms"]);
    const bare = genreFuzzionCards.read!(head, text, {})!;
    expect(bare.block).toBe("error");
    expect((bare.data["errors"] as { message: string }[])[0]!.message).toBe("dice.notation.bad-size");

    const loading = hostAsking(() => Promise.resolve(forms));
    await genreFuzzionCards.prepare!(head, loading.host, text);
    expect(loading.asked).toEqual(["genrefuzzion-forms"]);
    const read = genreFuzzionCards.read!(head, text, {})!;
    expect((read.data["errors"] as { message: string }[])[0]!.message).toMatch(/d7.*GF-DIE-1/);
    // Once the script is on the page no card asks again.
    atOnce(genreFuzzionCards.prepare!(head, loading.host, text));
    expect(loading.asked).toEqual(["genrefuzzion-forms"]);
  });
});
