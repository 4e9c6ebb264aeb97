// The bot never draws a player's markup as a card. Every reply that quotes what a player wrote (the
// line it refuses, a trait or character name inside a message, a name in the turn line) is cooked the
// way a forum shows it: Discourse's markdown-it pipeline (the stand-in engine) with the plugin's
// shipped markdown bundle, then Discourse's sanitizer with the plugin's allowlist. No quoted text may
// open a gf block, in either language, whatever the player typed: every block tag and its Spanish
// alias at the start of a line, closing tags, and text built to break out of a code span.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { ALLOW_LIST } from "../../../../src/markup/index.js";
import { makeDiscourseSanitizer } from "../../../../src/sandbox/discourse-sanitizer.js";
import { defaultTemplatesDir } from "../../../../src/service/service.js";
import { loadTemplates } from "../../../../src/service/templates.js";
import { poolErrorReply, rollResultReply, sceneErrorReply, sceneReminderReply, sceneUpdateReply } from "../../../../src/games/genrefuzzion/service/replies.js";
import { discourseEngine, type Feature } from "../../../markup/support/discourse-engine.js";
import { shippedSetup } from "../../../markup/support/shipped-bundle.js";
import { harness, type Harness } from "../../../service/harness.js";

jest.setTimeout(120_000);

const TAGS = ["gf-pool", "gf-pozo", "gf-scene", "gf-escena", "gf-action", "gf-accion", "gf-interval", "gf-intervalo",
  "gf-roll", "gf-tirada", "gf-sheet", "gf-ficha"];

/** What a player might have typed on the line the bot quotes. */
export const HOSTILE: readonly string[] = [
  ...TAGS.flatMap((tag) => [`[${tag}]`, `[${tag}] se abre…`, `[/${tag}]`, `[${tag.toUpperCase()}]`, `  [${tag} personaje="Ana" rol=protagonista]`,
    `[${tag} character="Ana"] d8 d6`]),
  // Out of a code span: backticks of every run length, a fence, a closing code tag, raw HTML.
  "`", "``", "```", "````", "`[gf-pool]`", "``[gf-pool]``", "```\n[gf-pool]\nd8\n[/gf-pool]\n```", "` [gf-pool] `",
  "</code>[gf-pool]", "</code>\n[gf-pool]\nd8\n[/gf-pool]", "<code>[gf-pool]</code>", "~~~\n[gf-pool]\nd8\n[/gf-pool]",
  // Out of the line: newlines, then a block or its closing tag; quote, list and heading markers before a tag.
  "\n[gf-pool]\nd8 d6\n[/gf-pool]\n", "x\r\n[gf-scene]\r\n", "[/quote]\n[gf-pool]\nd8\n[/gf-pool]", "> [gf-pool]", "- [gf-pool]",
  "1. [gf-pool]", "# [gf-pool]", "    [gf-pool]", "\\[gf-pool]", "&#91;gf-pool]", '<div class="gf-card gf-pool" data-gf-block="pool">x</div>',
];

let setup: Feature["setup"];
beforeAll(async () => {
  // The bundle the plugin ships (plugin/assets/…/genrefuzzion.js), run as Discourse runs it: a module with no imports.
  setup = await shippedSetup();
});

const sanitize = makeDiscourseSanitizer(ALLOW_LIST);
const engines = new Map<string, ReturnType<typeof discourseEngine>>();
function cook(raw: string, lang: "es" | "en"): { html: string; cooked: string } {
  let engine = engines.get(lang);
  if (!engine) engines.set(lang, engine = discourseEngine([{ id: "genrefuzzion", setup }], { gf_enabled: true, gf_default_locale: lang }));
  const html = engine.cook(raw);
  return { html, cooked: sanitize(html) };
}

/** The gf cards a reply draws, by block, before and after the sanitizer (which may only remove). */
function cards(raw: string, lang: "es" | "en"): { blocks: string[]; errors: number; kept: number } {
  const { html, cooked } = cook(raw, lang);
  // Attributes of real elements only (a quoted `data-gf-card="…"` is text, its < and " escaped).
  return {
    blocks: [...html.matchAll(/<[a-z][^<>]*\sdata-gf-card="([a-z]+) /g)].map((m) => m[1]!),
    errors: (html.match(/<[a-z][^<>]*\sclass="(?:[^"]*\s)?gf-error[\s"]/g) ?? []).length,
    kept: (cooked.match(/<[a-z][^<>]*\s(?:data-gf-card=|class="(?:[^"]*\s)?gf-card[\s"])/g) ?? []).length,
  };
}

const templates = loadTemplates(defaultTemplatesDir());

/** Every reply that quotes a player, every field a player's text can reach filled with `h`; and how many roll cards the reply itself draws. */
function replies(h: string, lang: "es" | "en"): [string, string, number][] {
  const roll = { character: h, role: lang === "es" ? "protagonista" : "protagonist", scene: 1, post: 7, block: 1000, proof: "gf1.AAAA", dice: "d8:7r d6:1b", result: 7, botches: 1, effect: "d6" };
  return [
    ["pool-error", templates.finish(poolErrorReply(lang, { username: "alicia", block: 1, lineNo: 2, lineText: h, message: `${h} «${h}»` }), lang), 0],
    ["scene-error", templates.finish(sceneErrorReply(lang, { username: "alicia", lineNo: 2, lineText: h, message: h }), lang), 0],
    ["scene-update", templates.finish(sceneUpdateReply(lang, { username: "alicia", happened: [h, `${h} ${h}`], rolls: [roll], points: [h], turn: h }), lang), 1],
    ["scene-reminder", templates.finish(sceneReminderReply(lang, { who: "alicia", hours: 80, max: 72, turn: h, moderator: "moderadora" }), lang), 0],
    ["roll-result", templates.finish(rollResultReply(lang, { username: "alicia",
      rolls: [{ post: 7, block: 0, proof: "gf1.AAAA", dice: "d8:7r", result: 7, effect: "-", botches: 0 }] }), lang), 1],
  ];
}

describe("quoted player text in the bot's replies is inert", () => {
  it.each(["es", "en"] as const)("%s: no quoted tag, closing tag or code-span breakout draws a card; the bot's own roll cards still do", (lang) => {
    const bad: string[] = [];
    for (const h of HOSTILE) {
      for (const [name, raw, own] of replies(h, lang)) {
        const c = cards(raw, lang);
        if (c.blocks.length !== own || c.blocks.some((b) => b !== "roll") || c.errors > 0 || c.kept > own) {
          bad.push(`${name} ${JSON.stringify(h)}: ${JSON.stringify(c.blocks)}\n${raw}`);
        }
      }
    }
    expect(bad).toEqual([]);
  });

  it("the quoted line stays readable: the player sees what they wrote, as code", () => {
    const raw = templates.finish(poolErrorReply("es", { username: "alicia", block: 1, lineNo: 1, lineText: "[gf-pool] se abre… `x` </code>", message: "m" }), "es");
    const { cooked } = cook(raw, "es");
    expect(cooked).toContain("<code>[gf-pool] se abre… `x` &lt;/code&gt;</code>");
  });
});

describe("through the service, end to end", () => {
  let h: Harness;
  beforeAll(async () => { h = await harness(); });
  afterAll(async () => { await h?.close(); });

  it("the issue's case and every tag: a never-closed or misplaced block is quoted in the refusal without drawing a card", async () => {
    const category = h.sandbox.category.id;
    const posts: { lang: "es" | "en"; raw: string }[] = [];
    for (const tag of TAGS.filter((t) => t !== "gf-roll" && t !== "gf-tirada")) {
      // A pool whose second line is another block's tag: the refusal quotes that line.
      posts.push({ lang: "es", raw: `[gf-pozo]\n[${tag}] se abre…\n[/gf-pozo]` });
      posts.push({ lang: "en", raw: `[gf-pool]\n[${tag} character="Ana"] opens…\n[/gf-pool]` });
    }
    posts.push({ lang: "es", raw: "[gf-pool] se abre… y nunca se cierra\nd8 d6" });
    posts.push({ lang: "es", raw: "[gf-pool]\ncliché: ```\n[/gf-pool]" });
    posts.push({ lang: "en", raw: "[gf-pool]\ncliche: </code>[gf-pool] d8\n[/gf-pool]" });
    const topics: number[] = [];
    for (const p of posts) topics.push((await h.post("alicia", p.raw)).topic_id);
    void category;
    await h.settle();
    const bad: string[] = [];
    let answered = 0;
    topics.forEach((topic, i) => {
      for (const reply of h.replies(topic)) {
        answered++;
        const c = cards(reply.raw, posts[i]!.lang);
        // A pool that still rolled gets the bot's own card, in the form only the bot writes.
        const own = reply.raw.split("\n").filter((l) => /^\[gf-roll (?:post=\d+ (?:block|bloque)=\d+ (?:proof|prueba)=gf\d+\.|(?:character|personaje)=)/.test(l)).length;
        if (c.blocks.length !== own || c.blocks.some((b) => b !== "roll") || c.errors || c.kept > own) bad.push(`${JSON.stringify(posts[i]!.raw)} → ${JSON.stringify(c.blocks)}\n${reply.raw}`);
      }
    });
    expect(bad).toEqual([]);
    // Every post was refused with a reply (none silently ignored), so every case above was looked at.
    expect(answered).toBeGreaterThanOrEqual(posts.length);
  });
});
