// "Verified within a minute" in the sandbox, as someone trying the product meets it: `gf serve --sandbox`
// with no keys of the tester's makes the sandbox's own (src/cli/sandbox-dice.ts: 20 s epochs, a 40 s
// reveal, longer than the sandbox forum's webhook retry window), says at start when a roll's faces are
// checked, and a player's roll, "Signed roll, faces checkable from …" at first, reads "Roll fully
// verified" once the service reveals its epoch's seed, in Chromium and with `gf verify --well-known`.
// The reader stays on the topic: the badge checks itself again once the reveal time it names has passed
// (roll-badge.ts, verify-recheck.ts), with no reload, and its live region (the same line) says the new verdict.
// No beacon (the sandbox cannot reach drand). Every wait is for an event: the roll posted, the badge's words.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { revealTimeMs } from "../../src/dice/epoch.js";
import { REVEALED_FILE } from "../../src/dice/operator.js";
import { decodeProof } from "../../src/dice/proof.js";
import { sandboxDiceSound, SANDBOX_DICE, sandboxSchedule } from "../../src/cli/sandbox-dice.js";
import { GF } from "../service/process.js";
import { artifact } from "./support/browser.js";
import { serveSandbox, type ServedSandbox } from "./support/served-sandbox.js";

jest.setTimeout(180_000);
let s: ServedSandbox;
beforeAll(async () => { s = await serveSandbox("quick-verify", null, {}); }, 90_000);
afterAll(async () => { await s?.close(); });

interface Doc { chain: { periodSeconds: number; revealDelaySeconds: number }; revealed: { epoch: number } | null }
const wellKnown = () => `http://127.0.0.1:${s.servicePort}/.well-known/gf-dice.json`;

describe("a sandbox roll is fully verified within about a minute", () => {
  it("the sandbox's own keys are short, and sound: their reveal outlasts its forum's retries", async () => {
    expect(sandboxDiceSound(SANDBOX_DICE)).toBe(true);
    // Discourse's own schedule (a minute, 20 s a try) would not make 40 s sound.
    expect(sandboxDiceSound({ ...SANDBOX_DICE, retryUnitMs: 60_000, webhookTimeoutMs: 20_000 })).toBe(false);
    const doc = await (await fetch(wellKnown())).json() as Doc;
    expect(doc.chain).toMatchObject({ periodSeconds: 20, revealDelaySeconds: 40 });
    expect(s.stderr()).toContain("Each roll is signed at once, and its faces are checked (\"Roll fully verified\") once its epoch's seed is revealed: at most 60 s later.");
  });

  it("a player's roll reads signed, then fully verified in the badge and in gf verify once its epoch's seed is out", async () => {
    const site = await (await fetch(`${s.forumUrl}/gf-sandbox/api/site.json`)).json() as { categories: { id: number }[] };
    const pool = await s.post("alicia", { title: "Una tirada para probar el foro", category: site.categories[0]!.id, raw: "[gf-pool]\nd12 d12 d12\n[/gf-pool]" });
    const reply = await s.until("the service's roll", async () => {
      const body = await (await fetch(`${s.forumUrl}/gf-sandbox/api/t/${pool.topic_id}.json`)).json() as { posts: { id: number; username: string; raw: string }[] };
      return body.posts.find((p) => p.username === "gf-dice" && p.raw.includes("gf3."));
    });
    const proof = /gf3\.[A-Za-z0-9_-]+/.exec(reply.raw)![0];
    const decoded = decodeProof(proof);
    if (!decoded.ok) throw new Error(decoded.error.code);
    const epoch = decoded.value.record.epoch;
    const card = s.page.locator(`.gf-post[data-post-id="${reply.id}"] [data-gf-block=roll]`);
    const verdict = async () => {
      await s.page.waitForFunction((id) => !["", "checking"].includes(document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll]`)
        ?.getAttribute("data-gf-verified") ?? ""), reply.id);
      return { status: await card.getAttribute("data-gf-verified"), title: await card.locator(".gf-verify-toggle").innerText() };
    };
    const revealed = async () => ((await (await fetch(wellKnown())).json()) as Doc).revealed?.epoch ?? 0;

    // Before the reveal (when the page is quicker than the 40 s): signed, with the time its faces can be checked.
    await s.page.goto(`${s.forumUrl}/t/${pool.topic_id}`);
    const first = await verdict();
    const early = await revealed() < epoch;
    if (early) expect(first).toMatchObject({ status: "signed", title: expect.stringMatching(/^Signed roll, faces checkable from \d\d:\d\d$/) });
    // The badge's live region as drawn: the new verdict is written into it, so a screen reader hears it.
    await s.page.evaluate((id) => { (globalThis as { shownLine?: Element | null }).shownLine = document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll] > .gf-verify`); }, reply.id);

    // The reader stays: once the reveal time the badge names has passed, it checks itself again and reads
    // the service's document afresh; the service reveals the epoch's seed at its time (the epoch's end plus 40 s).
    await s.page.waitForFunction((id) => document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll] .gf-verify-toggle`)?.textContent === "Roll fully verified",
      reply.id, { timeout: 150_000 });
    expect(await revealed()).toBeGreaterThanOrEqual(epoch);
    const after = await verdict();
    const line = await s.page.evaluate((id) => {
      const now = document.querySelector(`.gf-post[data-post-id="${id}"] [data-gf-block=roll] > .gf-verify`);
      return { same: now === (globalThis as { shownLine?: Element | null }).shownLine, role: now?.getAttribute("role") };
    }, reply.id);
    if (early) expect(line).toEqual({ same: true, role: "status" });
    await s.page.screenshot({ path: artifact("badge", "sandbox-quick-verify-en.png"), fullPage: true });
    expect(after).toEqual({ status: "verified", title: "Roll fully verified" });
    await card.getByRole("button").click();
    await expect(card.locator('[data-gf-checks="checked"] li').last().innerText()).resolves.toBe("Its faces, re-derived from the seed the service revealed.");
    // The seed came out at its time (its epoch's end plus 40 s), by the service's reveal timer, not a minute's sweep later.
    const kept = JSON.parse(readFileSync(join(s.dataDir, REVEALED_FILE), "utf8")) as { epoch: number; revealedAt: string };
    const due = revealTimeMs(sandboxSchedule(Date.parse(String((await (await fetch(wellKnown())).json() as { chain: { genesis: string } }).chain.genesis))),
      kept.epoch, SANDBOX_DICE.revealDelaySeconds);
    expect(Date.parse(kept.revealedAt) - due).toBeGreaterThanOrEqual(0);
    expect(Date.parse(kept.revealedAt) - due).toBeLessThan(30_000);

    const verified = spawnSync(process.execPath, [GF, "verify", proof, "--well-known", wellKnown(), "--data-dir", `${s.dataDir}-stranger`],
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "", LANG: "en_GB.UTF-8" } });
    expect(verified.status).toBe(0);
    expect(verified.stdout).toMatch(/valid proof \(v3\): checked: .*seed chain, faces/);
    expect(verified.stdout).not.toMatch(/pending: .*faces/);
    expect(s.errors).toEqual([]);
  });
});
