// The outbox's guard (src/service/outbox-guard.ts), on its own: what Discourse would cook as a mention
// goes out inert unless the reply means it, and so does any registered game's block tag at a line start.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import MarkdownIt from "markdown-it";
import { MARKUP_GAMES } from "../../src/games/games.js";
import { gameMarkup } from "../../src/markup/index.js";
import { guardedOutbox, guardReply } from "../../src/service/outbox-guard.js";
import { openSqliteStore } from "../../src/service/store/sqlite-store.js";

const TAGS = new Set(["gf-pool", "gf-pozo", "gf-roll", "gf-tirada", "tt-roll", "tt-tirada", "tt-table", "fa-mesa", "fa-table", "pj-mesa", "pj-table"]);
const show = (s: string) => s.replace(/\u2060/g, "⁀");
const guard = (raw: string, mentions: string[] = [], cards: string[] = []) => show(guardReply(raw, { mentions: new Set(mentions), cards: new Set(cards) }, TAGS));

describe("mentions", () => {
  it("the game tables a reply draws as cards keep their names as written; the same lines anywhere else are guarded", () => {
    const table = "[tt-table challenge=wall]\nkarma @carla8403: 1/3\nkarma @all: 0/3\n[/tt-table]";
    const withCards = (raw: string, cards: string[]) => show(guardReply(raw, { mentions: new Set(), cards: new Set(cards) }, TAGS, MARKUP_GAMES));
    expect(withCards(`**@carla8403** rolls.\n\n${table}`, ["tt-table"])).toBe(`**@⁀carla8403** rolls.\n\n${table}`);
    // Not a card the reply means to draw, inside a quote (no card there), unclosed (its first line only would be one): guarded.
    expect(withCards(table, [])).toBe("&#91;tt-table challenge=wall]\nkarma @⁀carla8403: 1/3\nkarma @⁀all: 0/3\n&#91;/tt-table]");
    expect(withCards(`> ${table.replace(/\n/g, "\n> ")}`, ["tt-table"])).toContain("> karma @⁀all: 0/3");
    expect(withCards("[tt-table challenge=wall]\nkarma @all: 0/3", ["tt-table"])).toBe("[tt-table challenge=wall]\nkarma @⁀all: 0/3");
  });

  it("a drawn card is cooked with no inline text, which is all Discourse's mention rule reads", () => {
    // Discourse's mentions run in text-post-process (discourse/discourse, app/assets/javascripts/discourse-markdown-it/
    // src/features/text-post-process.js @c7da83252577d26c56b1f5eab6637857159457bc): a core rule calling
    // helpers.textReplace over the inline tokens' text children. The plugin's block is one token with none.
    const md = new MarkdownIt({ html: true }).use(gameMarkup, { games: MARKUP_GAMES });
    const tokens = md.parse("[tt-table challenge=wall]\nkarma @all: 0/3\n[/tt-table]", {});
    expect(tokens.map((t) => [t.type, t.children?.length ?? 0])).toEqual([["gf_block", 0]]);
    expect(md.render("[tt-table challenge=wall]\nkarma @all: 0/3\n[/tt-table]")).not.toMatch(/class="mention/);
  });

  it("every @name Discourse would cook is inert unless meant: after punctuation, another @, an escape or as a character reference", () => {
    expect(guard("@alicia, **@everyone** @@bruno -@here .@staff (@carla) \\@dan &#64;eve &#x40;fay &commat;gus", ["alicia"]))
      .toBe("@alicia, **@⁀everyone** @@⁀bruno -@⁀here .@⁀staff (@⁀carla) \\@⁀dan &#64;⁀eve &#x40;⁀fay &commat;⁀gus");
  });

  it("a meant name is kept only as Discourse reads it whole: a longer name that starts with it is someone else", () => {
    // A name ends in a letter or digit: "@alicia_" and "@alicia." are alicia, "@alicia.x" and "@alicia-b" someone else.
    expect(guard("@alicia @Alicia @alicia.x @alicia_ @alicia-b @alicia. @alicia's", ["alicia"]))
      .toBe("@alicia @Alicia @⁀alicia.x @alicia_ @⁀alicia-b @alicia. @alicia's");
  });

  it("a mass mention is never kept, even when a reply names it among its people", () => {
    expect(guard("@here @all @everyone @staff", ["here", "all", "everyone", "staff"])).toBe("@⁀here @⁀all @⁀everyone @⁀staff");
  });

  it("inline code and HTML are guarded too; fenced and indented code stay as written; unicode names count; a lone CR is a line break", () => {
    const raw = ["`@everyone` \\`@here`", "```", "[tt-roll character=\"@all Maga\"]", "```", "", "    @here", "", "<div>", "@everyone", "</div>", "", "@José @ñu"].join("\n");
    expect(guard(raw)).toBe(["`@⁀everyone` \\`@⁀here`", "```", "[tt-roll character=\"@all Maga\"]", "```", "", "    @here", "", "<div>", "@⁀everyone", "</div>", "", "@⁀José @⁀ñu"].join("\n"));
    // markdown-it counts "\r" as a line break: a fence closed by it ends there, and what follows is prose.
    expect(guard("```\r@a\r```\r@here\r\n[gf-pool]")).toBe("```\n@a\n```\n@⁀here\n&#91;gf-pool]");
  });

  it("an e-mail address and a lone @ are left alone where no name follows; guarded text comes back unchanged", () => {
    const once = guardReply("mail x@ y @ @- @alicia", { mentions: new Set(), cards: new Set() }, TAGS);
    expect(show(once)).toBe("mail x@ y @ @- @⁀alicia");
    expect(guardReply(once, { mentions: new Set(), cards: new Set() }, TAGS)).toBe(once);
  });

  it("bidi controls are dropped everywhere", () => {
    expect(guard("Evil\u202egnp.exe `a\u2066b`")).toBe("Evilgnp.exe `ab`");
  });
});

describe("block tags at a line start", () => {
  it("every registered game's tag, opening or closing, after quote and list markers, in either language, is inert", () => {
    const lines = ["[gf-pool]", "> [gf-pozo] d8", "- [tt-roll character=x]", "1. [TT-TIRADA]", "  > - [/fa-mesa]", "[pj-table players=a,b]", "[fa-table]"];
    expect(guard(lines.join("\n")).split("\n")).toEqual(["&#91;gf-pool]", "> &#91;gf-pozo] d8", "- &#91;tt-roll character=x]", "1. &#91;TT-TIRADA]",
      "  > - &#91;/fa-mesa]", "&#91;pj-table players=a,b]", "&#91;fa-table]"]);
  });

  it("the reply's own cards stay; a tag mid-line, another forum's tag and a tag in a fence are left alone", () => {
    const raw = ["[gf-roll post=1 block=0 proof=x v=1]", "[/gf-roll]", "see [gf-pool] here", "[quote]", "```", "[gf-pool]", "```"].join("\n");
    expect(guard(raw, [], ["gf-roll"])).toBe(raw);
    expect(guard("[gf-roll post=1]\n[gf-pool]", [], ["gf-roll"])).toBe("[gf-roll post=1]\n&#91;gf-pool]");
  });
});

describe("every way into the outbox is guarded (a real SQLite store)", () => {
  it("a plain enqueue, a refusal, a commit of rolls, of a game's state and a points claim: each reply stored guarded, its intent not kept; edits and replays as written", async () => {
    const dir = mkdtempSync(join(tmpdir(), "gf-guard-"));
    const inner = openSqliteStore(join(dir, "gf.sqlite"));
    const users = { find: async (n: string) => (["ana", "alicia"].includes(n.toLowerCase()) ? { id: 1, username: n } as never : undefined) };
    const store = guardedOutbox(inner, { users, tags: ["gf-pool", "tt-roll"] });
    const hostile = "@ana @alicia @here\n> [gf-pool]\n- [tt-roll]";
    const item = (key: string, post: number) => ({ key, kind: "reply" as const, topicId: 1, postId: post, replyToPostNumber: 1, raw: hostile, createdAt: 0, mentions: ["ana", "@here", "nobody"] });
    expect(await store.enqueue(item("a", 1))).toBe(true);
    expect(await store.refusePost({ postId: 2, topicId: 1, version: 1, digest: "d" }, [item("b", 2)], 0)).toBe(true);
    expect(await store.commitRolls({ postId: 3, topicId: 1, version: 1, rolls: [], outbox: [item("c", 3)] })).toBe(true);
    expect(await store.commitScene({ scene: { topicId: 1, sceneNo: 0, state: "{}", version: 1 }, expectedVersion: 0, postId: 4, version: 1, rolls: [], points: [],
      outbox: [item("d", 4)] })).toBe(true);
    expect(await store.openPointsClaim({ key: "e", player: "ana", character: "Lía", postId: 5, topicId: 1, changes: [{ kind: "PV", delta: 1 }], flagKey: "e", createdAt: 0 },
      item("e", 5))).toBe(true);
    expect(await store.enqueue({ ...item("f", 6), kind: "edit" })).toBe(true);
    expect(await store.enqueue({ ...item("g", 7), kind: "replay" })).toBe(true);
    const claimed = await inner.claimOutbox(1, 30_000, 20);
    const raw = Object.fromEntries(claimed.map((i) => [i.key, show(i.raw)]));
    const guarded = "@ana @⁀alicia @⁀here\n> &#91;gf-pool]\n- &#91;tt-roll]";
    expect(raw).toEqual({ a: guarded, b: guarded, c: guarded, d: guarded, e: guarded, f: hostile, g: hostile });
    expect(claimed.every((i) => !("mentions" in i) && !("cards" in i))).toBe(true);
    await inner.close();
  });
});
