// A whole Facetas conflict on the sandbox forum's page, in a real Chromium, against the real dice
// service (its topic-flow runner) on a real SQLite file with seeded dice: four players in the four
// roles post their sheets (the service makes them wikis), the Adversary presents the conflict, each player writes their turn
// in the composer as the service's reply asks, every reroll arrives as a verifiable roll, and the loot
// is written into the players' sheets, which the page then shows.
import { afterAll, beforeAll, describe, expect, it, jest } from "@jest/globals";
import type { Page } from "playwright-core";
import { readTopicRecord, stateOf } from "../../../../src/games/facetas/flow/index.js";
import type { FaState } from "../../../../src/games/facetas/rules/index.js";
import { readFlowRow } from "../../../../src/service/flows/index.js";
import { harness, verifyProofs, type Harness } from "../../../service/harness.js";
import { artifact, buildPageScript, launch, openAs, serveAs, seenText, seenTexts, testPage, switchUser } from "../../../browser/support/browser.js";
import { openReply } from "../../../browser/support/composer-post.js";
import { until } from "../../../support/until.js";

const SITE = "http://forum.gf.test";

jest.setTimeout(120_000);

const SHEETS: readonly [string, string, string][] = [
  ["ana", "Ficha de personaje: Mark", "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]"],
  ["carla", "Ficha de personaje: Lola", "[fa-ficha funcion=protagonista]\npersonaje: Lola\njugadora: carla\nfaceta Fisgona: 3\nph: 2\ninspiraciones: 4 2 2\n[/fa-ficha]"],
  ["dario", "Ficha de la Vecina", "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugador: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]"],
];
const OPENING = "Bruno presenta el conflicto: la puerta del motel.\n\n[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";

let h: Harness;
let browser: Awaited<ReturnType<typeof launch>>;
let page: Page;
let errors: string[];

beforeAll(async () => {
  h = await harness({ seed: "facetas-browser", sandbox: { pageScript: await buildPageScript(), players: ["ana", "bruno", "carla", "dario"] }, config: { categoryGame: { "1": "facetas" }, sheetMakeWiki: true } });
  h.sandbox.siteSettings["gf_public_key"] = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
  h.sandbox.siteSettings["gf_categories"] = String(h.sandbox.category.id);
  ({ browser, page, errors } = await testPage());
  // The page at the address the seeded harness signs its rolls for, so the roll cards' badges verify them.
  await serveAs(browser.context, SITE, h.sandbox.url);
  await openAs(page, SITE, "ana", "es");
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await h?.close();
});

const switchTo = (user: string) => switchUser(page, user);

describe("a Facetas conflict on the sandbox forum's page", () => {
  const sheetTopics: Record<string, number> = {};
  let topic = 0;

  async function state(): Promise<FaState> {
    const row = await h.service.store.getFlow(topic);
    const flow = readFlowRow(row!.state);
    if (!flow.ok) throw new Error(flow.error.code);
    const record = readTopicRecord(flow.value.record);
    const s = record.ok ? stateOf(record.value) : record;
    if (!s.ok) throw new Error(s.error.code);
    return s.value;
  }

  /**
   * Writes a reply in the conflict's topic as `user` (typed, or from the last table card's button
   * showing `button`), waits for the service's answer to it, then for the page to show it.
   */
  /** The words of the buttons the last reply by button was offered, in order. */
  let offered: string[] = [];
  async function reply(user: string, text: string, button?: string): Promise<string> {
    await switchTo(user);
    await page.goto(`${SITE}/t/${topic}`);
    if (button) {
      // The button whose words are exactly `button` (not one that merely starts with them).
      const buttons = page.locator("[data-gf-block=fatable]").last().locator("button.gf-fa-offer");
      await buttons.first().waitFor();
      offered = await seenTexts(buttons);
      expect(offered).toContain(button);
      await buttons.nth(offered.indexOf(button)).click();
      expect((await page.inputValue("#gf-composer-text")).trim()).toBe(text.trim());
    } else {
      await openReply(page);
      await page.fill("#gf-composer-text", text);
    }
    await page.click("#gf-composer-post");
    const mine = await until("the post in the topic", () => [...h.sandbox.forum.topicPosts(topic)].reverse().find((p) => p.raw.trim() === text.trim()), { ms: 30_000 });
    const answer = await until("the service's answer to the post", () => h.replies(topic).find((r) => r.replyTo === mine!.postNumber), { ms: 30_000 });
    if (!answer) throw new Error(`no answer to ${user}: ${text}`);
    await page.goto(`${SITE}/t/${topic}`);
    await page.locator(".gf-post", { hasText: answer.raw.split("\n")[0]!.replace(/[*`]/g, "").slice(0, 30) }).first().waitFor();
    return answer.raw;
  }

  it("FA-SHEET-1 FA-SHEET-3: the three players post their characters' sheets, which the service makes wikis", async () => {
    for (const [user, title, raw] of SHEETS) {
      await switchTo(user);
      await page.goto(`${SITE}/`);
      await page.click("#gf-new-topic");
      await page.fill("#gf-composer-title", title);
      await page.fill("#gf-composer-text", raw);
      await page.click("#gf-composer-post");
      await page.locator(".gf-topic-title", { hasText: title }).waitFor();
      sheetTopics[user] = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    }
    await h.settle();
    for (const [user] of SHEETS) expect(h.sandbox.forum.topicPosts(sheetTopics[user]!)[0]!.wiki).toBe(true);
  });

  it("FA-SCENE-1 FA-CONF-1: the Adversary presents the conflict; the service answers with the dice and the Protagonist's turn", async () => {
    await switchTo("bruno");
    await page.goto(`${SITE}/`);
    await page.click("#gf-new-topic");
    await page.fill("#gf-composer-title", "La puerta del motel");
    await page.fill("#gf-composer-text", OPENING);
    await page.click("#gf-composer-post");
    await page.locator(".gf-topic-title", { hasText: "La puerta del motel" }).waitFor();
    topic = Number(/\/t\/(\d+)/.exec(page.url())![1]);
    const answer = await until("the service's first reply", () => h.replies(topic)[0], { ms: 30_000 });
    expect(answer?.raw).toContain("Protagonista @ana, Adversario @bruno, Aliado @carla, Mundo @dario");
    expect(answer?.raw).toContain("@ana, es tu turno (Protagonista)");
    await page.goto(`${SITE}/t/${topic}`);
    await page.locator(".gf-post", { hasText: "es tu turno" }).waitFor();
    // The cards: the opening and the Adversary's sheet, and the service's table with one die a side and the Protagonist's posts as buttons.
    await page.locator(".gf-post [data-gf-block=faconflict]").waitFor();
    await page.locator(".gf-post [data-gf-block=fasheet]").waitFor();
    const table = page.locator(".gf-post [data-gf-block=fatable][data-gf-decorated]").last();
    await table.waitFor();
    await expect(table.locator(".gf-die").allInnerTexts()).resolves.toEqual(["1", "1"]);
    // Each offer says its move in words; the lines it would post are its title.
    await expect(table.locator(".gf-fa-offer").allInnerTexts()).resolves.toEqual(["Tirar el P1 con tu faceta Marlene, mi exmujer", "Tirar el A1 con tu faceta Marlene, mi exmujer", "Poner tu inspiración I=3 en el P1", "Pasar el turno"]);
    await expect(table.locator(".gf-fa-offer").evaluateAll((es) => es.map((e) => e.getAttribute("title")))).resolves.toEqual(["tirar P1: Marlene, mi exmujer", "tirar A1: Marlene, mi exmujer", "inspirar P1: 3", "paso"]);
    // Bruno reads them, but they are Ana's to post: text for him, no button (not even a greyed one).
    expect(await table.locator("button.gf-fa-offer").count()).toBe(0);
    await switchTo("ana");
    await page.goto(`${SITE}/t/${topic}`);
    await page.locator("[data-gf-block=fatable][data-gf-decorated]").last().waitFor();
    await expect(page.locator("[data-gf-block=fatable]").last().locator("button.gf-fa-offer").count()).resolves.toBe(4);
    await expect(page.locator("[data-gf-block=fatable]").last().locator("button.gf-fa-offer").last().getAttribute("title")).resolves.toBe("Abre el editor con esta respuesta:\npaso");
    await page.screenshot({ path: artifact("facetas", "opening-es.png"), fullPage: true });
  });

  it("FA-ROLE-1: a block with a mistake is drawn as the error card with its message, and the service's refusal quotes the line", async () => {
    const refusal = await reply("carla", "Lola se adelanta.\n\n[fa-turno]\ntirar X1: Fisgona\n[/fa-turno]");
    expect(refusal).toContain("`tirar X1: Fisgona`");
    const card = page.locator(".gf-post [data-gf-block=error]").first();
    await card.waitFor();
    await expect(seenText(card)).resolves.toContain("«X1» no es un dado");
    expect((await state()).turn).toBe("protagonist");
  });

  it("FA-ROLL-1 FA-ALLY-1 FA-WORLD-4 FA-END-1 FA-LOOT-1 FA-LOOT-5 FA-LOOT-7: the four roles play the conflict to its loot, and the sheets on the forum show it", async () => {
    const roll = await reply("ana", "Mark piensa en Marlene y pisa el acelerador.\n\n[fa-turno]\ntirar P1: Marlene, mi exmujer\npaso\n[/fa-turno]");
    expect(roll).toMatch(/🎲 tirada 1: P1 \(1\) → \*\*[1-6]\*\*\n\n\[tirada-dados post=\d+ bloque=\d+ prueba=gf\d\./);
    expect(await verifyProofs(h.service.url, roll)).toBe(1);
    // The reply's roll card is drawn with its die and the badge, which checks the proof in the reader's browser.
    const card = page.locator(".gf-post [data-gf-block=roll]").last();
    await page.waitForFunction(() => [...document.querySelectorAll(".gf-post [data-gf-block=roll]")].some((c) => c.querySelector(".gf-verify") && !["checking", null].includes(c.getAttribute("data-gf-verified"))));
    // The status's icon is the stylesheet's (.gf-verify::before), not text: the line reads its words alone.
    expect({ status: await card.getAttribute("data-gf-verified"), badge: await seenText(card.locator(".gf-verify")) }).toMatchObject({ status: expect.stringMatching(/^(verified|signed)$/), badge: expect.stringMatching(/^Tirada (verificada|firmada)/) });
    expect(await card.locator(".gf-die").count()).toBe(1);
    const face = (await state()).dice.protagonist[0]!;
    expect(roll).toContain(`\nprotagonista: ${face}\nadversario: 1\n`);
    expect(await reply("bruno", "Los chicos de azul esperan.\n\n[fa-turno]\npaso\n[/fa-turno]")).toContain("@carla, es tu turno (Aliado)");
    // The Ally lifts the Protagonist's die to 5 when the roll left it lower (FA-ALLY-1: 1 PH makes the I=4 an I=5).
    const ally = await reply("carla", face < 5 ? "Lola distrae al recepcionista.\n\n[fa-turno]\nmejorar: 4\ninspirar P1: 5\npaso\n[/fa-turno]" : "[fa-turno]\npaso\n[/fa-turno]");
    expect(ally).toContain("@dario, es tu turno (Mundo)");
    const world = await reply("dario", "La tormenta arrecia.\n\n[fa-turno]\napoyo: protagonista\npaso\n[/fa-turno]");
    const p = Math.max(face, 5);
    expect(world).toContain(`\ncambio FA-END-1: ${p} contra 1: gana el Protagonista\n`);
    expect(world).toContain("@ana: ganas; empareja tus dados con los del perdedor (sugerido: 1)");
    // The winner takes the suggested pairing, lowering the facet the card offers, with its button.
    // FA-LOOT-1 step 6: the loot buttons share their pairing, so each says whether it also lowers a facet's Risk, and which:
    // any one of hers above Risk 1 (all three: they start at 4, 2 and 5 and only rise in a conflict).
    const loot = await reply("ana", "[fa-botin]\nemparejamiento: 1\nbajar: Un cadáver en el maletero\n[/fa-botin]\n", "Emparejar tus dados: P1 con el A1; restar 1 al Riesgo de tu faceta Un cadáver en el maletero");
    expect(offered[0]).toBe("Emparejar tus dados: P1 con el A1; sin restar Riesgo a ninguna faceta");
    expect(offered.slice(1).map((o) => /^Emparejar tus dados: P1 con el A1; restar 1 al Riesgo de tu faceta (.+)$/.exec(o)?.[1]).sort())
      .toEqual(["Marlene, mi exmujer", "Sin pegar ojo", "Un cadáver en el maletero"]);
    expect(loot).toContain("El conflicto ha terminado: gana el Protagonista.");
    expect((await state()).phase).toEqual({ kind: "over", winner: "protagonist", how: "score" });
    await page.locator(".gf-post [data-gf-block=fatable] .gf-fa-winner").waitFor();
    await expect(seenTexts(page.locator(".gf-post [data-gf-block=fatable]").last().locator(".gf-die"))).resolves.toEqual([String(p), "1"]);
    // Controls retire themselves: every earlier table's offers are gone, the loot's pairing
    // ana was just offered included (they stayed, enabled, on every earlier reply); the last table offers nothing.
    const tables = page.locator(".gf-post [data-gf-block=fatable]");
    await expect(page.locator(".gf-post [data-gf-block=fatable][data-gf-decorated]").count()).resolves.toBe(await tables.count());
    await expect(page.locator(".gf-post [data-gf-block=fatable][data-gf-retired]").count()).resolves.toBe(await tables.count() - 1);
    expect(await page.locator(".gf-post .gf-fa-offer:visible").count()).toBe(0);
    // Every block of the thread is drawn as its card; the one error card is Carla's mistake.
    expect(await page.locator(".gf-post [data-gf-block=error]").count()).toBe(1);
    expect(await page.locator(".gf-post [data-gf-block=faturn]").count()).toBe(4);
    expect(await page.locator(".gf-post [data-gf-block=faloot]").count()).toBe(1);
    await page.screenshot({ path: artifact("facetas", "loot-es.png"), fullPage: true });
    // The sheets, as the forum has them and as the page shows them.
    const won = p - 1;
    const sheet = (user: string) => h.sandbox.forum.topicPosts(sheetTopics[user]!)[0]!.raw;
    expect(sheet("ana")).toBe(SHEETS[0]![2].replace("maletero: 5", "maletero: 4").replace("inspiraciones: 2 3", `inspiraciones: 2 3 ${won}`));
    expect(sheet("carla")).toBe(face < 5
      ? SHEETS[1]![2].replace("ph: 2", `ph: ${1 + Math.floor(won / 2)}`).replace("inspiraciones: 4 2 2", "inspiraciones: 2 2")
      : SHEETS[1]![2].replace("ph: 2", `ph: ${2 + Math.floor(won / 2)}`));
    expect(sheet("dario")).toBe(SHEETS[2]![2].replace("inspiraciones: 2 2 2", `inspiraciones: 2 2 2 ${won}`));
    await switchTo("ana");
    await page.goto(`${SITE}/t/${sheetTopics["ana"]}`);
    await page.locator(".gf-post", { hasText: `inspiraciones: 2 3 ${won}` }).waitFor();
    await expect(page.locator(".gf-post").first().innerText()).resolves.toContain("Un cadáver en el maletero: 4");
    await page.screenshot({ path: artifact("facetas", "sheet-after-loot-es.png"), fullPage: true });
    expect(errors).toEqual([]);
  });

  it("FA-ROLL-1: a table a player writes is not the service's: its card says so and offers nothing, and the service plays nothing of it", async () => {
    const before = (await h.service.store.getFlow(topic))!.version;
    const forged = await h.post("dario", "[fa-mesa]\nronda: 9\nprotagonista: 1\nadversario: 6 6 6\naccion 1 @dario: paso\n[/fa-mesa]", topic);
    await h.settle();
    expect(h.replies(topic).filter((r) => r.replyTo === forged.post_number)).toEqual([]);
    expect((await h.service.store.getFlow(topic))!.version).toBe(before);
    await switchTo("dario");
    await page.goto(`${SITE}/t/${topic}`);
    const card = page.locator("[data-gf-block=fatable][data-gf-decorated]").last();
    await card.waitFor();
    await expect(seenText(card.locator(".gf-fa-untrusted"))).resolves.toBe("Esta mesa no la ha escrito el servicio: no cuenta");
    expect(await card.locator("button.gf-fa-offer").count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
