// Edits of a sheet the service never heard of as they happened: made while it was down, or whose
// webhooks were lost. Every version since the one the service accepted is judged as a live edit is
// (GF-FORUM-4): another player's edit is undone without losing the owner's edits before or after it,
// and the editor is told. Through the real service, the sandbox forum over HTTP, and a real SQLite file
// or a real PostgreSQL database (a throwaway cluster), restarts included.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "@jest/globals";
import { createDatabase, havePostgres, startPgCluster, type PgCluster } from "../../../../service/pg-cluster.js";
import { startService, serviceConfig, type Harness } from "../../../../service/harness.js";
import { LIA, say, sheetOf, table } from "../support.js";
import { until } from "../../../../support/until.js";

let h: Harness | undefined;
let cluster: PgCluster | undefined;
let databases = 0;
afterEach(async () => { await h?.close(); h = undefined; });
beforeAll(async () => { if (havePostgres()) cluster = await startPgCluster(); }, 90_000);
afterAll(() => { cluster?.stop(); });

const MODERATOR = { game: { moderator: "dani" } };
const QUIET = { reconcile: { intervalMs: 0, pagesPerPass: 4, lookbackMs: 3_600_000, sheetsPerPass: 20 } };

/** A fresh database of the throwaway cluster. */
async function newDatabase(): Promise<string> {
  return createDatabase(cluster!, `gf_missed_${++databases}`);
}

async function restart(hh: Harness, extra: Record<string, unknown>): Promise<void> {
  const port = Number(new URL(hh.service.url).port);
  await hh.service.stop();
  hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, ...QUIET, ...extra, listen: { host: "127.0.0.1", port } }), { log: hh.log });
}

/** The owner the service's store keeps for a sheet. */
const ownerOf = async (hh: Harness, postId: number) => (await hh.service.store.loadSheets()).find((r) => r.postId === postId)?.owner;
const said = (hh: Harness, topicId: number) => hh.replies(topicId).map((r) => r.raw).join("\n---\n");
const raw = (hh: Harness, postId: number) => hh.sandbox.forum.posts.get(postId)!.raw;

/**
 * While nothing reaches the service: Ana changes her concept; Beto rewrites two of her clichés and her
 * player line; Ana rewrites one of Beto's lines (hers stays) and her notes; Caro changes a relationship.
 */
async function editsBehindItsBack(hh: Harness, lia: number): Promise<void> {
  let text = LIA.replace("concepto: Bruja novata con prisa", "concepto: Bruja novata sin prisa");
  await hh.edit("ana", lia, text);
  text = text.replace("cliché: Miope d4", "cliché: Torpe d4").replace("cliché: Tímida d4", "cliché: Cobarde d4").replace("jugadora: @ana", "jugadora: @beto");
  await hh.edit("beto", lia, text);
  text = text.replace("cliché: Cobarde d4", "cliché: Valiente d4").replace("notas: Empieza aquí.", "notas: Ya ha volado.");
  await hh.edit("ana", lia, text);
  text = text.replace("relación Cata: Amiga de Cata d6", "relación Cata: Odia a Cata d6");
  await hh.edit("caro", lia, text);
}

/** What the sheet must say afterwards: Ana's edits, not Beto's nor Caro's, and Ana's rewrite of Beto's line. */
const EXPECTED = LIA.replace("concepto: Bruja novata con prisa", "concepto: Bruja novata sin prisa")
  .replace("cliché: Tímida d4", "cliché: Valiente d4").replace("notas: Empieza aquí.", "notas: Ya ha volado.");

const backends = ["sqlite", ...(havePostgres() ? ["postgres"] : [])] as const;

describe("edits made while the service was down", () => {
  for (const backend of backends) {
    it(`GF-FORUM-4 (${backend}): at start-up, other players' edits are undone one by one, the owner's before and after them stay, and the editors are told`, async () => {
      const database = backend === "postgres" ? { database: await newDatabase() } : {};
      const t = await table({ ...QUIET, ...database });
      h = t.h;
      const hh = h;
      const topic = hh.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
      const port = Number(new URL(hh.service.url).port);
      await hh.service.stop();
      hh.sandbox.webhooks.faults.drop = () => true;
      await editsBehindItsBack(hh, t.sheets.lia);
      hh.sandbox.webhooks.faults.drop = undefined;
      hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, ...QUIET, ...database, listen: { host: "127.0.0.1", port } }), { log: hh.log });
      await until("the sheet written back", () => raw(hh, t.sheets.lia) === EXPECTED);
      // The editors are told after the write lands (the guard enqueues its replies then): wait for both.
      await until("both editors told", () => (said(hh, topic).match(/he deshecho tu cambio/g) ?? []).length >= 2);
      await hh.settle();
      expect(raw(hh, t.sheets.lia)).toBe(EXPECTED);
      const replies = said(hh, topic);
      expect(replies).toContain("@beto, he deshecho tu cambio en la ficha de «Lía»");
      expect(replies).toContain("@caro, he deshecho tu cambio en la ficha de «Lía»");
      expect(sheetOf(hh, t.sheets.lia).player).toBe("ana");
      // The written-back sheet is the one the service plays: Ana's new cliché rolls, Beto's does not.
      expect((await say(hh, "ana", "[gf-pool personaje=Lía]\ncliché: Valiente\n[/gf-pool]")).replies[0]!.raw).toMatch(/\[gf-roll/);
      expect((await say(hh, "ana", "[gf-pool personaje=Lía]\ncliché: Torpe\n[/gf-pool]")).replies[0]!.raw).not.toMatch(/\[gf-roll/);
      expect((await say(hh, "beto", "[gf-pool personaje=Lía]\ncliché: Miope\n[/gf-pool]")).replies[0]!.raw).toContain("«Lía» es de @ana");
      // Another restart changes nothing and says nothing again.
      const count = hh.replies(topic).length;
      const version = hh.sandbox.forum.posts.get(t.sheets.lia)!.version;
      // The start-up's work is its read of every sheet from the forum: once that is over, and its replies out, nothing more comes.
      const reads = () => hh.log.lines.filter((l) => l["msg"] === "sheets: read again from the forum").length;
      const readsBefore = reads();
      await restart(hh, database);
      await until("the restarted service's read of the sheets", () => reads() > readsBefore);
      await hh.settle();
      expect(hh.sandbox.forum.posts.get(t.sheets.lia)!.version).toBe(version);
      expect(hh.replies(topic).length).toBe(count);
    }, 90_000);
  }

  it("GF-FORUM-4: a revision staff hid from the history is judged all the same (the service is staff), and the English sheet's editor is told in the table's language (the forum's Spanish)", async () => {
    const t = await table(QUIET);
    h = t.h;
    const hh = h;
    const bruno = t.sheets.bruno;
    const topic = hh.sandbox.forum.posts.get(bruno)!.topicId;
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    hh.sandbox.webhooks.faults.drop = () => true;
    const BRUNO = raw(hh, bruno);
    await hh.edit("ana", bruno, BRUNO.replace("pv: 3", "pv: 0"));
    const hidden = hh.sandbox.forum.posts.get(bruno)!.version;
    await hh.edit("beto", bruno, BRUNO.replace("pv: 3", "pv: 0").replace("cliche: Perezoso d6", "cliche: Activo d6"));
    const hide = await fetch(`${hh.sandbox.url}/posts/${bruno}/revisions/${hidden}/hide`, { method: "PUT",
      headers: { "Api-Key": hh.sandbox.apiKey, "Api-Username": "moderadora" } });
    expect(hide.status).toBe(200);
    // Hidden: a player who is not its post's author no longer sees it; staff do.
    const asCaro = await fetch(`${hh.sandbox.url}/raw/${topic}/1?revision=${hidden}`, { headers: { "Api-Key": hh.sandbox.apiKey, "Api-Username": "caro" } });
    expect(asCaro.status).toBe(403);
    hh.sandbox.webhooks.faults.drop = undefined;
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, ...QUIET, listen: { host: "127.0.0.1", port } }), { log: hh.log });
    const EXPECTED_BRUNO = BRUNO.replace("cliche: Perezoso d6", "cliche: Activo d6");
    await until("Bruno's sheet written back", () => raw(hh, bruno) === EXPECTED_BRUNO);
    await hh.settle();
    expect(said(hh, topic)).toMatch(/@ana, he deshecho tu cambio en la ficha de «Bruno»/);
  }, 90_000);
});

describe("a lost edit of an old sheet, while the service runs", () => {
  it("GF-FORUM-4: the reconciler reads known sheets again, a few a pass, so a two-hour-old sheet's lost edits are applied, and guarded, without a restart", async () => {
    let offset = -2 * 3_600_000;
    const t = await table(QUIET, undefined, { now: () => Date.now() + offset });
    h = t.h;
    const hh = h;
    // More than a page of newer posts, as old: /posts.json's first page no longer shows the sheets,
    // and everything is past the look-back, so a pass reads one page.
    for (let i = 0; i < 55; i++) await hh.post("caro", `Charla de la mesa, mensaje ${i}`);
    await hh.settle();
    await hh.service.reconcile();
    offset = 0;
    const topic = hh.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    hh.sandbox.webhooks.faults.drop = ({ postId }) => postId === t.sheets.lia;
    await hh.edit("ana", t.sheets.lia, LIA.replace("cliché: Miope d4", "cliché: Voladora d4"));
    await hh.edit("beto", t.sheets.lia, LIA.replace("cliché: Miope d4", "cliché: Voladora d4").replace("cliché: Curiosa d6", "cliché: Aburrida d6"));
    await hh.settle();
    const pool = "[gf-pool personaje=Lía]\ncliché: Voladora\n[/gf-pool]";
    expect((await say(hh, "ana", pool)).replies[0]!.raw).not.toMatch(/\[gf-roll/);
    const report = await hh.service.reconcile();
    expect(report.pages).toBe(1);
    expect(report.sheets).toBe(2);
    await hh.settle();
    expect(raw(hh, t.sheets.lia)).toBe(LIA.replace("cliché: Miope d4", "cliché: Voladora d4"));
    expect(said(hh, topic)).toContain("@beto, he deshecho tu cambio en la ficha de «Lía»");
    expect((await say(hh, "ana", pool)).replies[0]!.raw).toMatch(/\[gf-roll[^\]]*\]\s*dados: d4:/);
    // A pass with nothing new costs one read per sheet, and writes nothing.
    const version = hh.sandbox.forum.posts.get(t.sheets.lia)!.version;
    const before = hh.sandbox.server.requests.length;
    expect((await hh.service.reconcile()).sheets).toBe(2);
    expect(hh.sandbox.server.requests.slice(before).filter((r) => /^\/posts\/\d+\.json$/.test(r.path)).length).toBe(2);
    expect(hh.sandbox.forum.posts.get(t.sheets.lia)!.version).toBe(version);
  }, 90_000);

  it("GF-FORUM-4: sheets are read again a few a pass, round robin: each pass costs sheetsPerPass reads, and every sheet comes round", async () => {
    const t = await table({ reconcile: { intervalMs: 0, pagesPerPass: 1, lookbackMs: 0, sheetsPerPass: 1 } });
    h = t.h;
    const hh = h;
    await hh.service.reconcile();
    await hh.service.reconcile(); // Lía's, then Bruno's: the next pass starts again with Lía's.
    hh.sandbox.webhooks.faults.drop = () => true;
    const bruno = raw(hh, t.sheets.bruno);
    await hh.edit("beto", t.sheets.bruno, bruno.replace("cliche: Perezoso d6", "cliche: Activo d6"));
    hh.sandbox.webhooks.faults.drop = undefined;
    const pool = "[gf-pool character=Bruno]\ncliche: Activo\n[/gf-pool]";
    const reads = async () => {
      const before = hh.sandbox.server.requests.length;
      const report = await hh.service.reconcile();
      await hh.settle();
      return { sheets: report.sheets, read: hh.sandbox.server.requests.slice(before).map((r) => r.path).filter((p) => /^\/posts\/\d+\.json$/.test(p)) };
    };
    expect((await say(hh, "beto", pool)).replies[0]!.raw).not.toMatch(/\[gf-roll/);
    const first = await reads();
    const second = await reads();
    // One read a pass, of a different sheet each time: both come round in two passes.
    expect([first.sheets, first.read.length, second.sheets, second.read.length]).toEqual([1, 1, 1, 1]);
    expect([...first.read, ...second.read].sort()).toEqual([`/posts/${t.sheets.lia}.json`, `/posts/${t.sheets.bruno}.json`].sort());
    expect((await say(hh, "beto", pool)).replies[0]!.raw).toMatch(/\[gf-roll/);
  }, 90_000);
});

describe("attacks on the missed-edit judge", () => {
  it("GF-FORUM-4: an owner's edit racing a reconciler pass that undoes another player's lost edit: both stand once, the owner's kept, one reply", async () => {
    const t = await table(QUIET);
    h = t.h;
    const hh = h;
    const topic = hh.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    hh.sandbox.webhooks.faults.drop = () => true;
    const bad = LIA.replace("cliché: Curiosa d6", "cliché: Aburrida d6");
    await hh.edit("beto", t.sheets.lia, bad);
    await hh.edit("ana", t.sheets.lia, bad.replace("notas: Empieza aquí.", "notas: Primera."));
    hh.sandbox.webhooks.faults.drop = undefined;
    // The pass and the owner's next edit (whose webhook does arrive) at once.
    const pass = hh.service.reconcile();
    await hh.edit("ana", t.sheets.lia, hh.sandbox.forum.posts.get(t.sheets.lia)!.raw.replace("pv: 3", "pv: 3").replace("concepto: Bruja novata con prisa", "concepto: Bruja veloz"));
    await pass;
    await hh.settle();
    await hh.service.reconcile();
    await hh.settle();
    const text = raw(hh, t.sheets.lia);
    expect(text).toContain("cliché: Curiosa d6");
    expect(text).not.toContain("Aburrida");
    expect(text).toContain("notas: Primera.");
    expect(text).toContain("concepto: Bruja veloz");
    expect(hh.replies(topic).filter((r) => r.raw.includes("@beto, he deshecho tu cambio")).length).toBe(1);
  }, 90_000);

  it("GF-FORUM-4: the Moderator's edits among the missed ones stand, the player line included; the GM's word is the last", async () => {
    const t = await table(QUIET);
    h = t.h;
    const hh = h;
    const port = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    hh.sandbox.webhooks.faults.drop = () => true;
    const toBeto = LIA.replace("jugadora: @ana", "jugadora: @beto");
    await hh.edit("ana", t.sheets.lia, toBeto); // the owner alone cannot hand her over
    await hh.edit("caro", t.sheets.lia, toBeto.replace("pv: 3", "pv: 9"));
    await hh.edit("ana", t.sheets.lia, toBeto.replace("pv: 3", "pv: 9").replace("notas: Empieza aquí.", "notas: Cambio."));
    hh.sandbox.webhooks.faults.drop = undefined;
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, ...QUIET, listen: { host: "127.0.0.1", port } }), { log: hh.log });
    // Caro's points are undone, Ana's note stays, and her player line is put back: Lía stays Ana's.
    await until("the sheet written back", () => raw(hh, t.sheets.lia) === LIA.replace("notas: Empieza aquí.", "notas: Cambio."));
    await hh.settle();
    expect(await ownerOf(hh, t.sheets.lia)).toBe("ana");
    // Now the Moderator hands Lía to Beto while the service is down: that stands.
    const port2 = Number(new URL(hh.service.url).port);
    await hh.service.stop();
    hh.sandbox.webhooks.faults.drop = () => true;
    await hh.edit("dani", t.sheets.lia, raw(hh, t.sheets.lia).replace("jugadora: @ana", "jugadora: @beto"));
    await hh.edit("caro", t.sheets.lia, raw(hh, t.sheets.lia).replace("pk: 3", "pk: 8"));
    hh.sandbox.webhooks.faults.drop = undefined;
    hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, ...QUIET, listen: { host: "127.0.0.1", port: port2 } }), { log: hh.log });
    await until("the sheet written back", () => !raw(hh, t.sheets.lia).includes("pk: 8"));
    await hh.settle();
    expect(raw(hh, t.sheets.lia)).toContain("jugadora: @beto");
    await until("beto as the sheet's owner", async () => (await ownerOf(hh, t.sheets.lia)) === "beto");
  }, 90_000);
});
