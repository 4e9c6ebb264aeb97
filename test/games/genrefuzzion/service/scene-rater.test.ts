// GF-AMB-28 through the service, over the sandbox forum: nobody rates a finished scene, so once the
// group's maximum wait has passed on the service's clock the Moderator names a rater, and only that
// player's rating counts. The rules take no clock: the wait is the service's judgement.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import { gameOf, PRESENT, say, SCENE, table, type Table } from "./support.js";
import { PRODUCT_VERSION } from "../../../../src/lib/version.js";

jest.setTimeout(60_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

const POOL = '[gf-pool personaje="Lía"]\ncliché: Bruja novata\ncliché: Heredera\nrelación: Rival de Bruno\n[/gf-pool]';
const action = (line: string) => `[gf-action]\n${line}\n[/gf-action]`;
const text = (replies: readonly { raw: string }[]) => replies.map((r) => r.raw).join("\n---\n");

describe("naming a rater", () => {
  it("GF-AMB-28: the Moderator names a rater only after the maximum wait; then only that rating counts", async () => {
    let offset = 0;
    const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
    t = await table({ game: { moderator: "dani", maxWaitHours: 2, reminderSweepMs: 3_600_000 } }, clock);
    const { h } = t;
    const topicId = (await say(h, "ana", SCENE)).post.topic_id;
    await say(h, "beto", PRESENT, topicId);
    await say(h, "ana", POOL, topicId);
    const yielded = await say(h, "beto", action("me rindo"), topicId);
    expect(text(yielded.replies)).toContain("Falta la calificación");
    expect((await gameOf(h, topicId)).topic?.game.phase).toBe("rating");

    // Too early: the scene has not waited the group's two hours.
    offset = 3_600_000;
    const early = await say(h, "dani", action("calificador: @caro"), topicId);
    expect(text(early.replies)).toContain("todavía no: el Moderador nombra quién califica solo cuando nadie ha calificado");
    expect((await gameOf(h, topicId)).topic?.game.scene?.rater).toBeUndefined();

    // Past the wait: a player who is not the Moderator may not name one.
    offset = 3 * 3_600_000;
    const notMod = await say(h, "caro", action("rater: dani"), topicId);
    // An English line in a Spanish game is understood, and answered in the game's language.
    expect(text(notMod.replies)).toContain(`solo el Moderador puede hacerlo (caro no lo es) ([GF-AMB-28](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#gf-amb-28))`);

    const named = await say(h, "dani", action("calificador: @caro"), topicId);
    expect(text(named.replies)).toContain("Turno de @caro: el Moderador le ha pedido calificar la escena");
    expect((await gameOf(h, topicId)).topic?.game.scene?.rater).toBe("caro");

    // Another player's rating no longer counts; the named rater's does.
    const other = await say(h, "dani", action("calificación: 5 / 5 — genial"), topicId);
    expect(text(other.replies)).toContain("el Moderador nombró a caro para calificar esta escena; la calificación de dani no cuenta");
    expect((await gameOf(h, topicId)).topic?.game.phase).toBe("rating");
    const rated = await say(h, "caro", action("calificación: 2 / 4 — Bruno supo rendirse"), topicId);
    expect(text(rated.replies)).toContain("Escena calificada: 2 / 4");
    const game = (await gameOf(h, topicId)).topic!.game;
    expect([game.phase, game.next]).toEqual(["idle", "caro"]);
    expect(game.ledger.filter((e) => e.rule === "GF-RATE-6").map((e) => `${e.player}:${e.currency}${e.amount}`)).toEqual(["ana:pv2", "beto:pk4"]);
  });
});
