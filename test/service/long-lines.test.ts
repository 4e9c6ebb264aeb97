// A pool line as long as Discourse allows (max_post_length 32,000) that cannot be rolled gets a reply
// quoting only its first characters, saying it was cut, in the post's language: the whole line quoted
// made a reply longer than the forum accepts.
import { afterEach, describe, expect, it } from "@jest/globals";
import { QUOTE_MAX } from "../../src/lib/quoted-line.js";
import { harness } from "./harness.js";
import type { Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

describe("error replies quote long lines cut", () => {
  it.each([
    ["es", "cliché: Duro", /Línea recortada: tiene (\d+) caracteres; cito los primeros 200\./],
    ["en", "cliche: Tough", /Line cut: it has (\d+) characters; the first 200 are quoted\./],
  ])("a 31,000-character bad pool line (%s)", async (lang, field, note) => {
    h = await harness({ config: { lang } });
    const line = `${field} ${"d8 ".repeat(10_300)}d7`;
    const p = await h.post("alicia", `[gf-pool]\n${line}\n[/gf-pool]`);
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    expect(reply).toBeDefined();
    expect(reply!.raw.length).toBeLessThan(2_000);
    expect(reply!.raw).toMatch(note);
    expect(Number(note.exec(reply!.raw)![1])).toBe([...line].length);
    expect(reply!.raw).toContain(`${line.slice(0, QUOTE_MAX)}…`);
  }, 30_000);

  it("quotes a short line whole, with no note", async () => {
    h = await harness();
    const p = await h.post("alicia", "[gf-pool]\ncliché: Duro d7\n[/gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    expect(reply!.raw).toContain("`cliché: Duro d7`");
    expect(reply!.raw).not.toMatch(/recortada|cut:/);
  });
});
