// The roll badge as readers meet it, in a real Chromium on the sandbox forum against the real
// service: it is a button (not the Edit button's pencil) that opens, in words, what was checked and
// what is still to check, naming the pool's post by the number readers see beside it ("#3"), not the
// forum's id, and the `gf verify` command that checks the same from a terminal, with a button that
// copies it: pasted into a shell in the project's folder, it verifies the roll (exit 0). And
// `gf verify --context` given that visible number reads it back from the forum and verifies, instead
// of saying the proof "was copied from another post".
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { execFile } from "node:child_process";
import type { Page } from "playwright-core";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "../cli/fake-io.js";
import { harness, type Harness } from "../service/harness.js";
import { buildGf } from "../service/process.js";
import { until } from "../support/until.js";
import { badgePage } from "./support/badge-page.js";
import { artifact, buildPageScript, type launch } from "./support/browser.js";

jest.setTimeout(120_000);
let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];
let publicKey = "";

beforeAll(async () => {
  h = await harness({ sandbox: { pageScript: await buildPageScript() } });
  publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  ({ browser, page, errors } = await badgePage(h, publicKey, "alicia", "es"));
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

describe("the roll badge and the post number readers see", () => {
  let topic = 0;
  let pool = { id: 0, number: 0 };
  let proof = "";
  let command = "";

  it("the badge is a button that opens what was checked and what is pending, naming the post as #N", async () => {
    const first = await h.post("alicia", "Mesa de pruebas para esta noche.");
    topic = first.topic_id;
    await h.post("bruno", "Yo miro desde la barra, sin jugar.", topic);
    const posted = await h.post("alicia", "Tiro.\n\n[gf-pool]\nd8 d6 d4\n[/gf-pool]", topic);
    pool = { id: posted.id, number: h.sandbox.forum.posts.get(posted.id)!.postNumber };
    expect(pool.number).toBe(3);
    expect(pool.id).not.toBe(pool.number);
    await h.settle();
    const roll = await until("the roll reply", () => h.replies(topic).find((r) => r.raw.includes("[gf-roll")));
    proof = /gf[23]\.[A-Za-z0-9_-]+/.exec(roll.raw)![0];
    // The roll's reply by the number readers see, as Discourse's /t/{topic}/{post_number} opens it.
    const reply = h.sandbox.forum.posts.get(roll.id)!.postNumber;
    await page.goto(`${h.sandbox.url}/t/${topic}/${reply}`);
    const card = page.locator(`.gf-post[data-post-id="${roll.id}"] [data-gf-block=roll]`);
    await page.waitForFunction((id) => document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)?.getAttribute("data-gf-verified") === "signed", roll.id);
    const toggle = card.getByRole("button", { name: /Tirada firmada/ });
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    // The status's icon is the stylesheet's (the line's ::before, not read aloud): a clock, not the Edit button's pencil.
    await expect(card.locator(".gf-verify").evaluate((line) => getComputedStyle(line, "::before").content)).resolves.toBe('"◷" / ""');
    expect(await card.locator(".gf-verify-panel").isVisible()).toBe(false);
    await toggle.click();
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    const panel = card.locator(".gf-verify-panel");
    expect(await panel.isVisible()).toBe(true);
    // Its lists and command come with the panel's script (gf-verify-panel.js), loaded on this first opening.
    await panel.locator(".gf-verify-copy").waitFor();
    expect(await page.evaluate(() => [...document.scripts].filter((s) => /\/gf-verify-panel\.js\?v=[0-9a-f]{12}$/.test(s.src)).length)).toBe(1);
    await expect(panel.locator('[data-gf-checks="checked"] li').allInnerTexts()).resolves.toEqual([
      "Firmada por el servicio de dados de este foro, con la clave que publicó.",
      "Los dados que se muestran son los que firmó.",
      "Es la tirada del mensaje #3 y de su bloque, a la hora del foro para él.",
    ]);
    // The reveal's time carries its date when it is not the reader's today (c6fc1c4): the harness's
    // epochs reveal at a fixed hour, so which one the page shows depends on when the test runs.
    const pending = await panel.locator('[data-gf-checks="pending"] li').allInnerTexts();
    expect(pending).toEqual([expect.stringMatching(/^Sus caras, con la semilla que el servicio revela a las (\d{4}-\d\d-\d\d )?\d\d:\d\d\.$/)]);
    const today = await page.evaluate(() => { const d = new Date(); const two = (n: number) => String(n).padStart(2, "0"); return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}`; });
    const day = /revela a las (\d{4}-\d\d-\d\d) /.exec(pending[0]!)?.[1];
    if (day !== undefined) expect(day).not.toBe(today);
    await expect(panel.locator(".gf-verify-detail").innerText()).resolves.toContain("para el mensaje #3.");
    // The command that checks the same, by the post's forum id (which the proof signs), and its copy button.
    await expect(panel.locator(".gf-verify-head").last().innerText()).resolves.toBe(
      "Compruébalo tú: en una terminal, en tu copia del repositorio (tras npm install), esta orden comprueba lo mismo.");
    const forum = new URL(h.sandbox.url).host;
    const shown = await panel.locator(".gf-verify-command").innerText();
    expect(shown).toContain(`npx --no gf verify ${proof} --well-known ${h.service.url}/.well-known/gf-dice.json --context ${forum}/${topic}/${pool.id}/0 --pool "d8 d6 d4" --at `);
    const copy = panel.getByRole("button", { name: "Copiar la orden" });
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.sandbox.url });
    await copy.click();
    await panel.getByRole("button", { name: "Copiada" }).waitFor();
    command = await page.evaluate(() => navigator.clipboard.readText());
    expect(command).toBe(shown);
    await card.screenshot({ path: artifact("badge", "panel-open-es.png") });
    // A Spanish reader meets no "post": the page's words, tooltips and labels say "mensaje",
    // or Discourse's own Spanish ("Responder", "respuestas" in the topic list); code and markup aside.
    expect(await spanishPostWords(page)).toEqual([]);
    await page.goto(`${h.sandbox.url}/`);
    await page.locator(`[data-topic-id="${topic}"] .gf-topic-meta`).waitFor();
    await expect(page.locator(`[data-topic-id="${topic}"] .gf-topic-meta`).innerText()).resolves.toMatch(/· 3 respuestas$/);
    expect(await spanishPostWords(page)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it("the command copied from the panel, pasted into a shell in the project's folder, verifies the roll", async () => {
    buildGf();
    // Run beside this process (the service and the forum answer from it), as a reader's terminal would.
    const ran = await new Promise<{ status: number | null; stdout: string; stderr: string }>((done) => {
      execFile("sh", ["-c", command], { encoding: "utf8", env: { ...process.env, GF_LANG: "en" }, timeout: 120_000 },
        (error, stdout, stderr) => done({ status: error ? (typeof error.code === "number" ? error.code : null) : 0, stdout, stderr }));
    });
    expect([ran.status, ran.stderr]).toEqual([0, ""]);
    const checked = /^valid proof \(v3\): checked: (.*)$/m.exec(ran.stdout)?.[1]?.split(", ");
    // What the badge checked, the terminal checks too: the post and block, the pool and the forum's time for it.
    expect(checked).toEqual(expect.arrayContaining(["signature", "context", "pool", "forum time"]));
  }, 150_000);

  it("an English reader's panel says the same in English, with the same command", async () => {
    const en = await badgePage(h, publicKey, "bruno", "en");
    try {
      await en.page.goto(`${h.sandbox.url}/t/${topic}`);
      const toggle = en.page.getByRole("button", { name: /^Signed roll/ });
      await toggle.click();
      const panel = en.page.locator(".gf-verify-panel").filter({ has: en.page.locator(".gf-verify-copy") });
      await panel.waitFor();
      await expect(panel.locator('[data-gf-checks="checked"] li').allInnerTexts()).resolves.toEqual([
        "Signed by this forum's dice service, with the key it published.",
        "The dice shown are the dice it signed.",
        `It is the roll of post #${pool.number} and its block, at the forum's time for it.`,
      ]);
      await expect(panel.locator(".gf-verify-head").last().innerText()).resolves.toBe(
        "Check it yourself: in a terminal, in your copy of the repository (after npm install), this command checks the same.");
      await expect(panel.locator(".gf-verify-command").innerText()).resolves.toBe(command);
      await expect(panel.getByRole("button").innerText()).resolves.toBe("Copy the command");
      expect(en.errors).toEqual([]);
    } finally {
      await en.browser.close();
    }
  });

  it("gf verify --context with the visible post number reads it back from the forum, as #N where the bare number is also an id", async () => {
    const forum = new URL(h.sandbox.url).host;
    const run = async (post: string) => {
      const io = fakeIo({ env: { GF_LANG: "en" } });
      return { code: await dispatch(["verify", proof, "--key", publicKey, "--context", `${forum}/${topic}/${post}/0`], io, commands), err: io.stderr.join("\n") };
    };
    // The topic's first post has the id 3 here, as small forums number their posts: a bare 3 says which is which.
    const bare = await run(String(pool.number));
    expect(bare.code).toBe(1);
    expect(bare.err).toContain(`for the number readers see, write #${pool.number} (--context '${forum}/${topic}/#${pool.number}/0'), or the id: --context ${forum}/${topic}/${pool.id}/0`);
    expect(bare.err).not.toContain("copied");
    expect(await run(`#${pool.number}`)).toEqual({ code: 0,
      err: `--context: post #${pool.number} of topic ${topic} is the forum's post ${pool.id}, the one the proof names; checked as --context ${forum}/${topic}/${pool.id}/0` });
  });
});

/** Every "post" or "posts" a reader of `page` can read: its text (hidden parts too), titles, labels and placeholders, code and pre aside. */
async function spanishPostWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    body.querySelectorAll("code, pre, script, style, textarea").forEach((n) => n.remove());
    const said = [body.textContent ?? "", ...[...body.querySelectorAll("[title], [aria-label], [placeholder]")].flatMap((n) =>
      ["title", "aria-label", "placeholder"].map((a) => n.getAttribute(a) ?? ""))];
    return said.flatMap((t) => t.match(/.{0,30}\bposts?\b.{0,30}/gi) ?? []);
  });
}
