// The fifth game, the d20 check (src/games/d20, one folder plus its registry line), played on the real
// service and sandbox, at a Spanish table and at an English one: what the platform gives every game
// and the game wrote none of. The replies and turn notices are in the table's language whatever the
// post's (DC-CHK-1 written in the other language); the players it waits for are @mentioned
// (DC-TURN-1), published for the topic list's "your turn" (TopicFlow.waitingFor) and reminded once
// (DC-TURN-2, the runner's reminders); each roll is a verifiable d20 (DC-ROLL-1) shown as the
// platform's roll card; a post whose webhook was lost is found and answered once by the reconciler;
// refusals quote the line; and the session exports from the store and replays with `gf d20 replay`.
import { PLUGIN_README_POSTING } from "../../../src/sandbox/post-validator.js";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { PRODUCT_VERSION } from "../../../src/lib/version.js";
import { harness, verifyProofs, type Harness } from "../../service/harness.js";
import { databaseOf, exportAndReplay, redeliver, topicSession, wikiSheet, type TopicSession } from "../../service/flows/support.js";

const HOUR = 3_600_000;
/** The rule IDs a reply cites, in order. */
const rulesIn = (text: string) => [...text.matchAll(/\bDC-[A-Z]+-\d+\b/g)].map((m) => m[0]);
/** Each table's words, and words of the other language its replies must never carry. */
const TABLES = [
  { lang: "es", other: "en", check: "[d20-check]\nwho: Ana, Bea\ndc: 12\n[/d20-check]", roll: "[d20-roll]\n[/d20-roll]",
    opened: `**Prueba 1** de dificultad 12 ([DC-CHK-1](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#dc-chk-1)): tiran Ana, Bea.`, table: "[d20-mesa]\ndificultad: 12\nAna: ana\nBea: bruno\n[/d20-mesa]",
    turn: `Turno de @ana (Ana), @bruno (Bea): tirad con [d20-tirada] ([DC-TURN-1](/plugins/genrefuzzion/rules/es.html?v=${PRODUCT_VERSION}#dc-turn-1)).`,
    rolled: /^Ana saca (\d{1,2}) \+ 3 = \*\*(\d{1,2})\*\* contra 12: (éxito|fallo) \(\[DC-ROLL-3\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#dc-roll-3\)\)\.\n\n\[tirada-dados post=\d+ bloque=0 prueba=gf\d\.[\w-]+\]\ndados: d20=(\d{1,2})\n\[\/tirada-dados\]/,
    reminder: /^Recordatorio: la partida espera desde hace 2(\.\d+)? h \(\[DC-TURN-2\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#dc-turn-2\)\)\./, nextTurn: "Turno de @bruno (Bea)",
    closed: /La prueba 1 ha terminado: [0-2] de 2 superadas \(\[DC-END-1\]\(\/plugins\/genrefuzzion\/rules\/es\.html\?v=[\d.]+#dc-end-1\)\)\./, rolledTwice: "No se aplica tu mensaje", notOpen: "no hay ninguna prueba abierta",
    foreign: ["Check", "difficulty", "rolls", "Your turn", "[d20-table]", "success", "failure", "Reminder", "waiting"] },
  { lang: "en", other: "es", check: "[d20-prueba]\nquién: Ana, Bea\ndificultad: 12\n[/d20-prueba]", roll: "[d20-tirada]\n[/d20-tirada]",
    opened: `**Check 1**, difficulty 12 ([DC-CHK-1](/plugins/genrefuzzion/rules/en.html?v=${PRODUCT_VERSION}#dc-chk-1)): Ana, Bea roll.`, table: "[d20-table]\ndc: 12\nAna: ana\nBea: bruno\n[/d20-table]",
    turn: `Your turn, @ana (Ana), @bruno (Bea): roll with [d20-roll] ([DC-TURN-1](/plugins/genrefuzzion/rules/en.html?v=${PRODUCT_VERSION}#dc-turn-1)).`,
    rolled: /^Ana rolls (\d{1,2}) \+ 3 = \*\*(\d{1,2})\*\* against 12: (success|failure) \(\[DC-ROLL-3\]\(\/plugins\/genrefuzzion\/rules\/en\.html\?v=[\d.]+#dc-roll-3\)\)\.\n\n\[dice-roll post=\d+ block=0 proof=gf\d\.[\w-]+\]\ndice: d20=(\d{1,2})\n\[\/dice-roll\]/,
    reminder: /^Reminder: the game has been waiting for 2(\.\d+)? h \(\[DC-TURN-2\]\(\/plugins\/genrefuzzion\/rules\/en\.html\?v=[\d.]+#dc-turn-2\)\)\./, nextTurn: "Your turn, @bruno (Bea)",
    closed: /Check 1 is over: [0-2] of 2 succeeded \(\[DC-END-1\]\(\/plugins\/genrefuzzion\/rules\/en\.html\?v=[\d.]+#dc-end-1\)\)\./, rolledTwice: "Your post was not applied", notOpen: "no check is open",
    foreign: ["Prueba", "dificultad", "tiran", "Turno", "[d20-mesa]", "éxito", "fallo", "Recordatorio", "esperando"] },
] as const;

describe.each(TABLES)("a d20 table in $lang", (t) => {
  let h: Harness;
  let s: TopicSession;
  // The service's clock, moved on by the test: a reminder comes when the test's clock has passed the wait.
  let offset = 0;
  const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
  const foreignIn = (text: string) => t.foreign.filter((w) => text.includes(w));
  /** Whom each table waits for, as the service publishes it (GET /gf-turns.json). */
  const turns = async () => ((await (await fetch(`${h.service.url}/gf-turns.json`)).json()) as { turns: Record<string, string[]> }).turns;

  beforeAll(async () => {
    h = await harness({ seed: `d20-${t.lang}`, clock, sandbox: { players: ["ana", "bruno", "dj"], posting: PLUGIN_README_POSTING },
      config: { categoryGame: { "1": "d20" }, categoryLang: { "1": t.lang }, userRollsPerMinute: 100_000,
        game: { moderator: "dj", maxWaitHours: 2, reminderSweepMs: HOUR },
        reconcile: { intervalMs: 0, pagesPerPass: 10, lookbackMs: 24 * HOUR } } });
    s = topicSession(h);
    // One sheet in each language: a sheet's language is its own, the table's is the category's.
    await wikiSheet(h, "ana", "[d20-ficha]\nnombre: Ana\njugadora: ana\nbono: 3\n[/d20-ficha]");
    await wikiSheet(h, "bruno", "[d20-sheet]\nname: Bea\nplayer: bruno\nbonus: -1\n[/d20-sheet]");
  }, 60_000);
  afterAll(async () => { await h.close(); });

  it("DC-CHK-1, DC-TURN-1: the GM's check, written in the other language, is answered in the table's, @mentioning whom it waits for", async () => {
    const { replies } = await s.say("dj", t.check);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain([t.opened, t.table, t.turn].join("\n\n"));
    expect(rulesIn(replies[0]!)).toEqual(["DC-CHK-1", "DC-TURN-1"]);
    // The platform keeps whom the table waits for (TopicFlow.waitingFor) for the topic list's "your turn".
    expect((await turns())[String(s.topicId)]).toEqual(["ana", "bruno"]);
    expect(foreignIn(replies[0]!)).toEqual([]);
  });

  it("DC-ROLL-1, DC-ROLL-3: a player's roll is one verifiable d20 plus the sheet's bonus, and the table moves on to whom it still waits for", async () => {
    const { replies } = await s.say("ana", t.roll);
    expect(replies).toHaveLength(1);
    const m = t.rolled.exec(replies[0]!);
    expect(m).not.toBeNull();
    expect(Number(m![2])).toBe(Number(m![1]) + 3);
    // The platform's roll card, in the table's language, carries the die the line tells.
    expect(m![4]).toBe(m![1]);
    expect(await verifyProofs(h.service.url, replies[0]!)).toBe(1);
    expect(replies[0]).toContain(t.nextTurn);
    expect(replies[0]).not.toContain("@ana (Ana)");
    expect((await turns())[String(s.topicId)]).toEqual(["bruno"]);
    expect(foreignIn(replies[0]!)).toEqual([]);
  });

  it("DC-TURN-2: the player still to roll is reminded once, after the group's maximum wait", async () => {
    const rolled = h.replies(s.topicId).length;
    offset += HOUR;
    await h.service.sweep();
    await h.settle();
    expect(h.replies(s.topicId)).toHaveLength(rolled);
    offset += HOUR + 60_000;
    await h.service.sweep();
    await h.settle();
    const reminders = h.replies(s.topicId).slice(rolled).map((r) => r.raw);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatch(t.reminder);
    expect(rulesIn(reminders[0]!)).toEqual(["DC-TURN-2", "DC-TURN-1"]);
    expect(reminders[0]).toContain(t.nextTurn);
    expect(foreignIn(reminders[0]!)).toEqual([]);
    offset += 3 * HOUR;
    await h.service.sweep();
    await h.settle();
    expect(h.replies(s.topicId).slice(rolled)).toHaveLength(1);
  });

  it("DC-END-1: a roll whose webhook was lost is found by the reconciler and answered once; it closes the check", async () => {
    h.sandbox.webhooks.faults.drop = () => true;
    const post = await h.post("bruno", t.roll, s.topicId);
    await h.settle();
    expect(s.repliesTo(post.post_number)).toEqual([]);
    expect(await h.service.reconcile()).toMatchObject({ finished: true });
    await h.settle();
    h.sandbox.webhooks.faults.drop = undefined;
    const replies = s.repliesTo(post.post_number);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(t.closed);
    expect((await turns())[String(s.topicId)]).toBeUndefined();
    expect(await verifyProofs(h.service.url, replies[0]!)).toBe(1);
    // Delivered late after all: answered once.
    await redeliver(h, post.id, "post_created", `late-${post.id}`);
    expect(s.repliesTo(post.post_number)).toHaveLength(1);
  });

  it("DC-ROLL-1: a roll with no check open is refused in the table's language, quoting the line", async () => {
    const { replies } = await s.say("ana", t.roll);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain(t.notOpen);
    expect(replies[0]).toContain(t.roll.split("\n")[0]);
    expect(foreignIn(replies[0]!)).toEqual([]);
  });

  it("gf topic export writes the session from the store, and gf d20 replay replays it to the same totals", async () => {
    const { log, replay } = await exportAndReplay(databaseOf(h, {}), s.topicId, "d20");
    expect(log.split("\n")).toHaveLength(4);
    const r = replay as { ok: boolean; final: { check: { rolls: Record<string, { total: number }> } } };
    expect(r.ok).toBe(true);
    // The last table the service posted holds each character's total: the replay's, from the log alone.
    const last = h.replies(s.topicId).map((x) => x.raw).filter((x) => /\[d20-(mesa|table)\]/.test(x)).at(-1)!;
    expect(Object.keys(r.final.check.rolls).sort()).toEqual(["Ana", "Bea"]);
    for (const [name, roll] of Object.entries(r.final.check.rolls)) expect(last).toMatch(new RegExp(`^${name}: \\w+ \\d+[+-]\\d+=${roll.total}$`, "m"));
  });
});
