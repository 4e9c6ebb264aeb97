// Cards as a real forum stores them: every card the docs, the service, the sandbox and the fuzz
// corpus produce is cooked with the plugin and then sanitized by the model of Discourse's sanitizer
// (src/sandbox/discourse-sanitizer.ts, with the plugin's ALLOW_LIST). Every class and data attribute
// that the stylesheet or the client selects on must come through: Discourse compares a class
// attribute's whole value with the allowlist, so an element with two classes loses both.
import { describe, expect, it } from "@jest/globals";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { ALLOW_LIST, bbcodeQuotes, genreFuzzion } from "../../../../src/games/genrefuzzion/markup/index.js";
import { intervalText, poolBlock, poolSkeleton, sceneSkeleton, sheetSkeleton, turnActionText } from "../../../../src/games/genrefuzzion/cards/compose-text.js";
import { INTERVAL_LINES, turnInput } from "../../../plugin/support/button-inputs.js";
import type { TurnAction } from "../../../../src/games/genrefuzzion/cards/scene-turn.js";
import { makeDiscourseSanitizer } from "../../../../src/sandbox/discourse-sanitizer.js";
import { defaultTemplatesDir } from "../../../../src/service/service.js";
import { loadTemplates, TEMPLATE_NAMES } from "../../../../src/service/templates.js";
import { poolErrorReply, rollResultReply, rollStandsReply, sceneErrorReply, sceneReminderReply, sceneStandsReply, sceneUndoReply, sceneUnreadableReply,
  sceneUpdateReply } from "../../../../src/games/genrefuzzion/service/replies.js";
import { rollBlock, testOperator } from "../../../plugin/support/roll-block.js";
import { docExamples, fuzzPost } from "../../../markup/support/fuzz-corpus.js";

// ---- What the stylesheet and the client select on ------------------------------------------------

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && ext.test(e.name)).map((e) => join(e.parentPath, e.name));
}

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Class names (".gf-x", classList "gf-x") and data attributes (data-gf-x, dataset.gfX) a source selects on. */
function selectedIn(text: string): { classes: string[]; attrs: string[] } {
  const classes = [...text.matchAll(/\.(gf-[\w-]+)/g), ...text.matchAll(/classList\.(?:contains|toggle)\(\s*["'`](gf-[\w-]+)/g)].map((m) => m[1]!);
  const attrs = [...text.matchAll(/\b(data-gf-[\w-]+)/g)].map((m) => m[1]!)
    .concat([...text.matchAll(/dataset\.(gf[A-Z]\w*)/g), ...text.matchAll(/dataset\[\s*["'`](gf[A-Z]\w*)/g)].map((m) => `data-${kebab(m[1]!)}`));
  return { classes, attrs };
}

const sources = [
  "plugin/assets/stylesheets/common/genrefuzzion.scss",
  ...filesUnder("src/plugin-client", /\.ts$/),
  // Each game's card drawers (src/games/<game>/cards) select on the cards too.
  ...filesUnder("src/games", /\.ts$/).filter((f) => /[\\/]cards[\\/]/.test(f)),
  ...filesUnder("plugin/assets/javascripts/discourse", /\.js$/),
];
const found = sources.map((f) => selectedIn(readFileSync(f, "utf8")));
const SELECTED_CLASSES = new Set(found.flatMap((f) => f.classes));
const SELECTED_ATTRS = new Set(found.flatMap((f) => f.attrs));

// ---- What an element offers the selectors, before and after sanitizing ---------------------------

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: "\"", apos: "'" };
const decode = (v: string) => v.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (all, e: string) =>
  e[0] === "#" ? String.fromCodePoint(e[1] === "x" || e[1] === "X" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)) : ENTITIES[e] ?? all);

/** "div.gf-card", "span[data-gf-size=8]"…: each selected class and data attribute of each element, as a multiset. */
function selectedItems(html: string): Map<string, number> {
  const items = new Map<string, number>();
  const add = (k: string) => items.set(k, (items.get(k) ?? 0) + 1);
  for (const tag of html.matchAll(/<([a-zA-Z][\w-]*)((?:\s+[^\s=>/]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g)) {
    const name = tag[1]!.toLowerCase();
    for (const a of (tag[2] ?? "").matchAll(/([^\s=>/]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
      const attr = a[1]!.toLowerCase();
      const value = decode(a[2] ?? a[3] ?? a[4] ?? "");
      if (attr === "class") for (const c of value.split(/\s+/)) { if (SELECTED_CLASSES.has(c)) add(`${name}.${c}`); }
      else if (SELECTED_ATTRS.has(attr)) add(`${name}[${attr}=${value}]`);
    }
  }
  return items;
}

const md = new MarkdownIt({ html: true, breaks: true, linkify: true }).use(bbcodeQuotes).use(genreFuzzion);
const sanitize = makeDiscourseSanitizer(ALLOW_LIST);

/** What the sanitizer took away from the selected classes and attributes of a post's cards. */
function lost(raw: string): string[] {
  const html = md.render(raw);
  const before = selectedItems(html);
  const after = selectedItems(sanitize(html));
  return [...before].filter(([k, n]) => (after.get(k) ?? 0) < n).map(([k, n]) => `${k} ×${n - (after.get(k) ?? 0)}`);
}

function expectNothingLost(posts: readonly { name: string; raw: string }[]): void {
  const failures = posts.map((p) => ({ name: p.name, lost: lost(p.raw) })).filter((f) => f.lost.length);
  expect(failures.slice(0, 5).map((f) => `${f.name}: ${f.lost.slice(0, 8).join(", ")}`)).toEqual([]);
}

// ---- The posts -----------------------------------------------------------------------------------

const SAMPLE_DICE = "d8:7r d8:6r d6:1b d6:4 d4:3";

/** The service's replies, its frames' and GenreFuzzion's, in both languages, each card kind it writes. */
function serviceReplies(): { name: string; raw: string }[] {
  const templates = loadTemplates(defaultTemplatesDir());
  const roll = (post: number) => ({ post, block: 0, proof: "gf1.AAECAwQFBgcICQ-_", dice: SAMPLE_DICE, result: 13, botches: 1, effect: "d6 d4" });
  const out: { name: string; raw: string }[] = [];
  for (const lang of ["es", "en"] as const) {
    const data = {
      username: "alicia", several: true, rolls: [roll(5), { ...roll(6), effect: "-", botches: 0, dice: "d8:8r d4:2r" }],
      block: 1, link: "http://forum.example/t/1/2", lineNo: 2, lineText: "d7", message: "m", limit: 3, chain: "quicknet", round: 657413,
      happened: ["Lía se presenta."], points: ["ana +1 PV (GF-RATE-6)"], turn: "Turno de @beto", who: "beto", hours: 3, max: 2, moderator: "dani",
      scene: 7, character: "Lía", owner: "@ana", at: "2026-11-29T04:00:00.000Z", posted: "2026-11-29T04:05:00.000Z", kept: ["problema «Herido» fuera: «Herido» cambió en la ficha"],
    };
    for (const name of TEMPLATE_NAMES) out.push({ name: `${name}.${lang}`, raw: templates.render(name, lang, data) });
    const game: Record<string, string> = { "roll-result": rollResultReply(lang, data), "roll-stands": rollStandsReply(lang, data), "pool-error": poolErrorReply(lang, data),
      "scene-error": sceneErrorReply(lang, data), "scene-reminder": sceneReminderReply(lang, data), "scene-stands": sceneStandsReply(lang, data),
      "scene-unreadable": sceneUnreadableReply(lang, data), "scene-undo": sceneUndoReply(lang, data) };
    for (const [name, raw] of Object.entries(game)) out.push({ name: `${name}.${lang}`, raw: templates.finish(raw, lang) });
    const sceneRolls = [{ character: "Lía", role: lang === "es" ? "protagonista" : "protagonist", scene: 1, ...roll(7) },
      { character: "Bruno", role: lang === "es" ? "antagonista" : "antagonist", scene: 1, ...roll(8), effect: "-" }];
    out.push({ name: `scene-update.${lang}`, raw: templates.finish(sceneUpdateReply(lang, { ...data, rolls: sceneRolls }), lang) },
      { name: `scene-update without rolls.${lang}`, raw: templates.finish(sceneUpdateReply(lang, { ...data, rolls: [] }), lang) });
  }
  return out;
}

/** What the sandbox page's buttons write, and genuine signed rolls as the service posts them. */
function sandboxPosts(): { name: string; raw: string }[] {
  const operator = testOperator();
  const out: { name: string; raw: string }[] = [];
  const actions: TurnAction[] = ["present", "pool", "yield", "concede", "oppose", "retry", "effect", "rate"];
  for (const lang of ["es", "en"] as const) {
    out.push({ name: `pool skeleton.${lang}`, raw: poolSkeleton(lang) }, { name: `scene skeleton.${lang}`, raw: sceneSkeleton(lang) },
      { name: `sheet skeleton.${lang}`, raw: sheetSkeleton(lang) });
    out.push({ name: `picked pool.${lang}`, raw: poolBlock({ character: "Ana", sheet: 12, role: "protagonist", scene: 1, bought: true, boosts: ["pv"],
      traits: [{ kind: "cliche", name: "Puños de acero", die: 8 }, { kind: "relationship", name: "Le debe la vida", target: "Bea", die: 6 },
        { kind: "advantage", name: "Paraguas", die: 6 }] }, lang) });
    for (const a of actions) out.push({ name: `${a} button.${lang}`, raw: turnActionText(turnInput(a), { scene: 1, character: "Ana", role: "protagonist", effectDie: 8 }, lang) });
    for (const [i, line] of INTERVAL_LINES.entries()) out.push({ name: `interval button ${i}.${lang}`, raw: intervalText(line.type === "call" ? undefined : "Ana", [line], lang) });
    for (const [i, sizes] of [[8, 8, 6, 6, 4], [4], [12, 10, 8, 6, 4, 4, 4]].entries()) {
      const rolled = rollBlock(operator, { forum: "forum.example", topic: 1, post: 2, block: i }, sizes, lang,
        i === 0 ? { [lang === "es" ? "personaje" : "character"]: "\"Ana\"", [lang === "es" ? "rol" : "role"]: lang === "es" ? "protagonista" : "protagonist" } : {});
      out.push({ name: `signed roll ${i}.${lang}`, raw: `@alicia:\n\n${rolled.raw}` });
    }
  }
  return out;
}

describe("cards keep what the stylesheet and the client select on, through Discourse's sanitizer", () => {
  it("finds the selectors in the stylesheet and the client", () => {
    expect(SELECTED_ATTRS.has("data-gf-card")).toBe(true);
    expect(SELECTED_CLASSES.size + SELECTED_ATTRS.size).toBeGreaterThan(5);
  });

  it("every example of docs/markup.md", () => {
    expect(docExamples.length).toBeGreaterThan(20);
    // Not vacuous: each example draws a card the client finds by what it selects on.
    const offered = docExamples.filter((raw) => selectedItems(md.render(raw)).size > 0).length;
    expect(offered).toBe(docExamples.length);
    expectNothingLost(docExamples.map((raw, i) => ({ name: `example ${i + 1}: ${raw.split("\n")[0]}`, raw })));
  });

  it("every card the service writes, in Spanish and English", () => {
    expectNothingLost(serviceReplies());
  });

  it("every card the sandbox's buttons write, and signed rolls", () => {
    expectNothingLost(sandboxPosts());
  });

  it("the fuzz corpus: 2,000 generated posts and 2,000 mutations of the doc examples", () => {
    const posts: { name: string; raw: string }[] = [];
    for (let seed = 1; seed <= 2_000; seed++) posts.push({ name: `seed ${seed}`, raw: fuzzPost(seed) });
    for (let seed = 1_000_001; seed <= 1_002_000; seed++) posts.push({ name: `seed ${seed}`, raw: fuzzPost(seed) });
    expectNothingLost(posts);
  }, 300_000);
});
