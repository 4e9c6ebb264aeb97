// The sandbox page behaves like a forum where the service's advice can be followed: "fix it by
// editing the post" works from the page with Discourse's pencil (a new version, its edit reason
// and the history on view), wiki sheets are anyone's to edit, other people's posts are not; and
// "Create a sheet" starts from the composer's own skeleton, which each player writes as their own
// character (GF-CHAR-4, GF-REL-1, GF-REL-3).
// Its composer is as strict as Discourse's and its posts have Discourse's per-post controls (issue
// 28): each post's Reply answers that post (reply_to_post_number, which the bot's "reply to this post
// with accept" needs), Quote builds lib/quote.js's quote of it, staff (and the author where
// self_wiki_allowed_groups holds them) make an existing post a wiki from ⋯ → 🔧 (PostsController#wiki), and composer.open refuses a missing draft key and
// asks the draft sequence itself when given none (services/composer.js at discourse/discourse@00aa81a2).
// Screenshots land in test-results/edit/.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { sheetSkeleton } from "../../src/games/genrefuzzion/cards/compose-text.js";
import { parsePost } from "../../src/games/genrefuzzion/markup/index.js";
import { startSandbox, type Sandbox } from "../../src/sandbox/sandbox.js";
import { AUTO_GROUPS, SELF_WIKI_ALLOWED_GROUPS } from "../../src/sandbox/wiki-guardian.js";
import { until } from "../support/until.js";
import { artifact, buildPageScript, launch, openAs, testPage, switchUser } from "./support/browser.js";
import { openSheetSkeleton, writeCharacter } from "./support/gf-sheet.js";

jest.setTimeout(90_000);
let sandbox: Sandbox;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  sandbox = await startSandbox({ pageScript: await buildPageScript() });
  ({ browser, page, errors } = await testPage());
  await openAs(page, sandbox.url, "alicia", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await sandbox?.close();
});

const switchTo = (user: string) => switchUser(page, user);
const home = async () => { await page.goto(`${sandbox.url}/`); await page.locator("#gf-new-sheet").waitFor(); };
const topicOf = () => Number(/\/t\/(\d+)/.exec(page.url())![1]);

describe("the sandbox page as a forum", () => {
  let aliciaSheet = 0;

  it("GF-CHAR-4, GF-CLI-3, GF-OBJ-1: the home page's sheet is the composer's skeleton, named by no one, titled after the player; written, its card warns of nothing", async () => {
    await home();
    const { text, title } = await openSheetSkeleton(page);
    // The plugin's "Insert a character sheet", to the byte: the player writes the name, concept, clichés and objectives.
    expect(text).toBe(sheetSkeleton("es", "alicia"));
    expect(text).not.toMatch(/Alicia|Bruno|Carla/);
    expect(title).toBe("Ficha de personaje de alicia");
    await page.fill("#gf-composer-text", writeCharacter(text, "alicia"));
    await page.click("#gf-composer-post");
    const card = page.locator(".gf-post [data-gf-block=sheet]");
    await card.locator(".gf-card-title").waitFor();
    aliciaSheet = topicOf();
    await expect(card.locator(".gf-warning").count()).resolves.toBe(0);
    // Posted, it is no wiki (PostsController#create_params permits no `wiki`); the service, staff, makes it
    // one (SheetGuard.notWiki). No service runs here: staff do what it would, PUT /posts/{id}/wiki.
    const posted = sandbox.forum.topicPosts(aliciaSheet)[0]!;
    expect(posted.wiki).toBe(false);
    const made = await fetch(`${sandbox.url}/posts/${posted.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
      headers: { "Api-Key": sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
    expect(made.status).toBe(200);
  });

  it("GF-CHAR-4, GF-REL-1: a second player gets the same skeleton, none of the first's clichés, and writes their own character related to the first's", async () => {
    await switchTo("bruno");
    await home();
    const { text: skeleton } = await openSheetSkeleton(page);
    expect(skeleton).toBe(sheetSkeleton("es", "bruno"));
    const text = writeCharacter(skeleton, "bruno", { with: ["Alicia"] });
    await page.fill("#gf-composer-text", text);
    expect(text).toContain("relación Alicia: ");
    expect(text).not.toMatch(/Intuición sobrenatural|Puños de acero|Detective/);
    const [sheet] = parsePost(text, { lang: "es" });
    expect(sheet).toMatchObject({ block: "sheet", errors: [] });
    await page.click("#gf-composer-post");
    await page.locator(".gf-post [data-gf-block=sheet] .gf-card-title", { hasText: "Bruno" }).waitFor();
    await expect(page.locator(".gf-warning[data-gf-rule='GF-REL-1']").count()).resolves.toBe(0);
  });

  it("a wiki sheet is anyone's to edit: Bruno fills in Alicia's relationship with the pencil, with a reason, and the history shows it", async () => {
    await page.goto(`${sandbox.url}/t/${aliciaSheet}`);
    const post = page.locator(".gf-post").first();
    await post.locator("[data-gf-edit]").click();
    const raw = await page.inputValue("#gf-composer-text");
    await page.fill("#gf-composer-text", raw.replace("relación Tía Marga: ", "relación Bruno: ").replace("cliché: Despiste crónico d4", "cliché: Despiste crónico"));
    await page.fill("#gf-composer-reason", "Bruno le salvó la vida");
    await expect(page.locator("#gf-composer-post").innerText()).resolves.toBe("Guardar la edición");
    await page.click("#gf-composer-post");
    await post.locator(".gf-post-history summary", { hasText: "editado 2 veces" }).waitFor();
    const [sheet] = sandbox.forum.topicPosts(aliciaSheet);
    expect(sheet!.raw).toContain("relación Bruno: Le debe la vida d6");
    expect(sheet!.editReason).toBe("Bruno le salvó la vida");
    await post.locator(".gf-post-history summary").click();
    await expect(post.locator(".gf-revision").last().innerText()).resolves.toMatch(/bruno .*motivo: Bruno le salvó la vida/s);
    // A cliché left without its die says what is missing, on the card itself.
    const missing = post.locator("[data-gf-block=sheet] [data-gf-missing=die]");
    await expect(missing.innerText()).resolves.toBe("falta el dado");
    await expect(post.locator("[data-gf-block=sheet]").innerText()).resolves.not.toContain("según la ficha");
    await post.screenshot({ path: artifact("edit", "wiki-sheet-history-es.png") });
  });

  it("a post that is not a wiki has the pencil for its author and staff only; the author's fix, with its reason, fires post_edited with the next version", async () => {
    await switchTo("carla");
    await page.locator("#gf-reply").click();
    await page.fill("#gf-composer-text", "[gf-pool]\ncliché: \n[/gf-pool]");
    await page.click("#gf-composer-post");
    const mine = page.locator(".gf-post", { hasText: "carla" }).last();
    await mine.locator("[data-gf-block=error]").waitFor();
    const id = Number(await mine.getAttribute("data-post-id"));
    const edited: number[] = [];
    sandbox.forum.onEvent((e) => { if (e.name === "post_edited" && e.post.id === id) edited.push(e.post.version); });
    await switchTo("bruno");
    await expect(page.locator(`.gf-post[data-post-id="${id}"] [data-gf-edit]`).count()).resolves.toBe(0);
    await switchTo("moderadora");
    await expect(page.locator(`.gf-post[data-post-id="${id}"] [data-gf-edit]`).count()).resolves.toBe(1);
    await switchTo("carla");
    await page.locator(`.gf-post[data-post-id="${id}"] [data-gf-edit]`).click();
    await page.fill("#gf-composer-text", "[gf-pool]\nd6 d4\n[/gf-pool]");
    // Inside the grace period an edit by the author folds into the version unless it gives a new reason (PostRevisor).
    await page.fill("#gf-composer-reason", "pozo arreglado");
    await page.click("#gf-composer-post");
    await page.locator(`.gf-post[data-post-id="${id}"] [data-gf-block=pool]`).waitFor();
    expect(edited).toEqual([2]);
    expect(sandbox.forum.posts.get(id)!.version).toBe(2);
    await page.screenshot({ path: artifact("edit", "fixed-post-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });
});

interface Open { action?: string; draftKey?: string; draftSequence?: number; fetchedSequence: boolean; topicIsModel: boolean; replyTo?: number }
const opens = () => page.evaluate(() => (globalThis as unknown as { gfSandbox: { composerOpens: Open[] } }).gfSandbox.composerOpens);

describe("the sandbox page's posts and composer, as Discourse's", () => {
  it("a post's own Reply answers that post: the reply carries its reply_to_post_number, through composer.open with a Topic model", async () => {
    const forum = sandbox.forum;
    const topic = forum.createTopic(forum.userByName("alicia")!, "Accept?", "First post", sandbox.category.id);
    forum.createReply(forum.userByName("gf-dice")!, topic.topicId, "Reply to this post with accept", null);
    await switchTo("bruno");
    await page.goto(`${sandbox.url}/t/${topic.topicId}`);
    await page.locator('[data-gf-reply-to="2"]').click();
    await page.fill("#gf-composer-text", "accept the points changed by hand");
    await page.click("#gf-composer-post");
    const reply = await until("the reply to post 2", () => forum.topicPosts(topic.topicId)[2]);
    expect([reply!.raw, reply!.replyToPostNumber]).toEqual(["accept the points changed by hand", 2]);
    await page.locator("#post_3 .gf-post-reply-to").waitFor();
    await page.screenshot({ path: artifact("edit", "reply-to-post-es.png") });
    // The open asked the draft sequence itself (none given) and kept a Topic model.
    expect((await opens()).at(-1)).toEqual({ action: "reply", draftKey: `topic_${topic.topicId}`, draftSequence: 0, fetchedSequence: true, topicIsModel: true, replyTo: 2 });
    // The reply moved the topic's draft sequence on, as PostCreator does: the next open gets the new one.
    await page.click("#gf-reply");
    expect((await opens()).at(-1)).toMatchObject({ draftSequence: 1, fetchedSequence: true, topicIsModel: true });
    await page.getByRole("button", { name: "Cerrar", exact: true }).click();
  });

  it("Quote quotes the post as lib/quote.js buildQuote does, and replies to it", async () => {
    const topicId = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    await page.locator('[data-gf-quote="1"]').click();
    expect(await page.inputValue("#gf-composer-text")).toBe(`[quote="alicia, post:1, topic:${topicId}, full:true"]\nFirst post\n[/quote]\n\n`);
    await page.getByRole("button", { name: "Cerrar", exact: true }).click();
  });

  it("the wiki toggle is where Discourse keeps it (⋯ → 🔧 → the admin menu), for whom PostGuardian#can_wiki? allows: staff on any post, the author only where self_wiki_allowed_groups holds them (a revision, so post_edited fires)", async () => {
    const forum = sandbox.forum;
    const post = forum.createTopic(forum.userByName("bruno")!, "Bruno's sheet", "a sheet", sandbox.category.id);
    const open = async (user: string) => {
      await switchTo(user);
      await page.goto(`${sandbox.url}/t/${post.topicId}`);
      await page.locator(`[data-gf-reply-to="1"]`).waitFor();
    };
    const controls = () => page.locator(`[data-gf-show-more="${post.id}"], [data-gf-post-admin="${post.id}"], [data-gf-wiki="${post.id}"]`).count();
    // bruno is trust level 1 and self_wiki_allowed_groups is trust_level_3, as on a fresh Discourse: nothing for him.
    await open("bruno");
    expect(await controls()).toBe(0);
    // Staff: ⋯ (show more) brings the 🔧 (post admin actions), whose menu holds "Transformar en formato wiki".
    await open("moderadora");
    expect(await page.locator(`[data-gf-post-admin="${post.id}"]`).isVisible()).toBe(false);
    await page.locator(`[data-gf-show-more="${post.id}"]`).click();
    await expect(page.locator(`[data-gf-post-admin="${post.id}"]`).getAttribute("title")).resolves.toBe("acciones de administrador para la publicación");
    await page.locator(`[data-gf-post-admin="${post.id}"]`).click();
    await expect(page.locator(`[data-gf-wiki="${post.id}"]`).innerText()).resolves.toBe("Transformar en formato wiki");
    // A forum that lets trust level 0 make their own posts wikis: the author toggles it from the same place.
    forum.selfWikiAllowedGroups = [AUTO_GROUPS.trust_level_0];
    try {
      await open("bruno");
      await page.locator(`[data-gf-show-more="${post.id}"]`).click();
      await page.locator(`[data-gf-post-admin="${post.id}"]`).click();
      await page.locator(`[data-gf-wiki="${post.id}"]`).click();
      await until("the post to be a wiki", () => forum.posts.get(post.id)!.wiki);
      await page.locator(".gf-post-badge").waitFor();
      // The author's toggle inside the editing grace period folds into the current version, as PostRevisor's
      // should_create_new_version? folds any same-editor revision (wiki is a tracked field); post_edited still fires.
      expect(forum.posts.get(post.id)!.version).toBe(1);
      // Another player is offered nothing on bruno's post.
      await open("carla");
      expect(await controls()).toBe(0);
      expect(errors).toEqual([]);
      // And the forum refuses it to her too (the browser logs the 403).
      const refused = await page.evaluate(async (id) => (await fetch(`/gf-sandbox/api/posts/${id}/wiki`, { method: "PUT",
        headers: { "Content-Type": "application/json" }, body: JSON.stringify({ username: "carla", wiki: false }) })).status, post.id);
      expect(refused).toBe(403);
    } finally {
      forum.selfWikiAllowedGroups = SELF_WIKI_ALLOWED_GROUPS;
    }
  });
});
