// Attacks on character sheets through the real service, the sandbox forum over HTTP and a real
// SQLite file, restarts included (a new service on the same port, data dir and file): taking over
// another player's character, squatting a name with a post that is no sheet, a player line that
// would make the staff account mention @here, and hand-edits of points (GF-FORUM-4, GF-PTS-1/2).
import { afterEach, describe, expect, it } from "@jest/globals";
import { apiPost, userResponse } from "../../../../../src/service/discourse/schemas.js";
import { forumUsers } from "../../../../../src/service/users.js";
import { startService, serviceConfig, type Harness } from "../../../../service/harness.js";
import { until } from "../../../../support/until.js";
import { LIA, say, sheetOf, sheetPost, table } from "../support.js";
import { playerBalances } from "../../../../../src/games/genrefuzzion/service/balances.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const MODERATOR = { game: { moderator: "dani" } };

/** Stops the service and starts a new one on the same port, data dir and SQLite file. */
async function restart(hh: Harness): Promise<void> {
  const port = Number(new URL(hh.service.url).port);
  await hh.service.stop();
  hh.service = await startService(serviceConfig(hh.sandbox, hh.dataDir, { ...MODERATOR, listen: { host: "127.0.0.1", port } }), { log: hh.log });
}

async function api(hh: Harness, username: string, method: string, path: string, body?: unknown) {
  const r = await fetch(`${hh.sandbox.url}${path}`, { method, headers: { "Api-Key": hh.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: r.status, json: await r.json().catch(() => undefined) as unknown };
}

/** Every reply of the service in a topic, as one text. */
const said = (hh: Harness, topicId: number) => hh.replies(topicId).map((r) => r.raw).join("\n---\n");
const POOL = "[gf-pool personaje=Lía]\ncliché: Bruja novata\n[/gf-pool]";

describe("sheet ownership", () => {
  it("GF-FORUM-4: another player's edit of the player line is undone, before and after a restart, and the owner keeps rolling", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const topic = h.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    await h.edit("beto", t.sheets.lia, LIA.replace("jugadora: @ana", "jugadora: @beto"));
    await h.settle();
    expect(sheetOf(h, t.sheets.lia).player).toBe("ana");
    expect(said(h, topic)).toContain("@beto, he deshecho tu cambio en la ficha de «Lía»");
    await restart(h);
    // After the restart the sheet is known at once (no "no sheet found"), and its owner with it.
    await h.edit("beto", t.sheets.lia, `${LIA.replace("jugadora: @ana", "jugadora: @beto")}\n`);
    await h.settle();
    expect(sheetOf(h, t.sheets.lia).player).toBe("ana");
    const theirs = await say(h, "beto", POOL);
    expect(theirs.replies[0]!.raw).toContain("«Lía» es de @ana");
    const mine = await say(h, "ana", POOL);
    expect(mine.replies[0]!.raw).toMatch(/\[gf-roll/);
  });

  it("GF-FORUM-4: the owner's own edit of the player line hands nothing over; the Moderator's edit does", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const topic = h.sandbox.forum.posts.get(t.sheets.lia)!.topicId;
    const toBeto = LIA.replace("jugadora: @ana", "jugadora: @beto");
    await h.edit("ana", t.sheets.lia, toBeto);
    await h.settle();
    expect(said(h, topic)).toContain("no cambia de dueño con una edición: sigue siendo de @ana");
    expect((await say(h, "beto", POOL)).replies[0]!.raw).toContain("«Lía» es de @ana");
    await h.edit("dani", t.sheets.lia, toBeto.replace("Empieza aquí.", "Ahora la lleva Beto."));
    await h.settle();
    await restart(h);
    expect((await say(h, "beto", POOL)).replies[0]!.raw).toMatch(/\[gf-roll/);
    expect((await say(h, "ana", POOL)).replies[0]!.raw).toContain("«Lía» es de @beto");
  });

  it("GF-FORUM-4: a post that is no wiki of the sheet categories cannot squat a character through sheet=, after a restart too", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const general = [...h.sandbox.forum.categories.values()].find((c) => c.name === "General")!.id;
    const squat = await api(h, "caro", "POST", "/posts.json", { title: "Mi Bruno, en General", category: general,
      raw: "[gf-sheet]\nname: Bruno\nplayer: @caro\ncliche: Vampiro pacifista d8\npv: 0\npk: 0\n[/gf-sheet]" });
    const squatId = apiPost.parse(squat.json).id;
    await h.settle();
    await restart(h);
    const theirs = await say(h, "caro", `[gf-pool ficha=${squatId}]\ncliché: Vampiro pacifista\n[/gf-pool]`);
    expect(theirs.replies[0]!.raw).toContain(`«${squatId}» no es una ficha de personaje`);
    const his = await say(h, "beto", "[gf-pool personaje=Bruno]\ncliché: Vampiro pacifista\n[/gf-pool]");
    expect(his.replies[0]!.raw).toMatch(/\[gf-roll/);
  });
});

describe("mentions", () => {
  it("the sandbox answers GET /u/{name}.json as Discourse does: a user by any case, 404 for a group's or a made-up name", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const ana = await api(h, "gf-dice", "GET", "/u/ANA.json");
    expect(ana.status).toBe(200);
    expect(userResponse.parse(ana.json).user.username).toBe("ana");
    for (const name of ["here", "staff", "nadie"]) expect((await api(h, "gf-dice", "GET", `/u/${name}.json`)).status).toBe(404);
    // The service's check: mass mentions are never asked about; unconfirmed names go out without "@".
    let asked = 0;
    const users = forumUsers({ readUser: async (n) => { asked++; return n === "ana" ? { id: 3, username: "ana", staff: false, staged: false } : undefined; } });
    expect(await users.find("@all")).toBeUndefined();
    expect(asked).toBe(0);
    expect(users.mention("ana")).toBe("ana");
    expect(await users.find("@ana")).toMatchObject({ username: "ana" });
    expect(users.mention("ana")).toBe("@ana");
    expect(users.mention("@here")).toBe("here");
  });

  it("a sheet whose player is @here gets no owner, and no reply of the service mentions @here", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const ghost = LIA.replace("nombre: Lía", "nombre: Fantasma").replace("jugadora: @ana", "jugadora: @here");
    const id = await sheetPost(h, "moderadora", ghost);
    await h.settle();
    const topic = h.sandbox.forum.posts.get(id)!.topicId;
    expect(said(h, topic)).toContain("«here» no es ningún usuario del foro");
    const pool = await say(h, "caro", "[gf-pool personaje=Fantasma]\ncliché: Bruja novata\n[/gf-pool]");
    expect(pool.replies[0]!.raw).toContain("«Fantasma» aún no tiene jugador");
    for (const p of h.sandbox.forum.posts.values()) if (p.userId === h.sandbox.forum.userByName("gf-dice")!.id) expect(p.raw).not.toMatch(/@here\b/);
  });
});

describe("points are the player's", () => {
  it("GF-PTS-2, GF-FORUM-4: a player's own edit of their points earns nothing until the Moderator accepts it; a revert puts the sheet back", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const lia = h.sandbox.forum.posts.get(t.sheets.lia)!;
    const balance = async () => (await playerBalances(h!.service.store, ["ana"]))["ana"];
    expect(await balance()).toEqual({ pv: 3, pk: 3 });
    await h.edit("ana", t.sheets.lia, LIA.replace("pv: 3", "pv: 50"));
    await h.settle();
    expect(await balance()).toEqual({ pv: 3, pk: 3 });
    const flag = h.replies(lia.topicId).find((r) => r.raw.includes("+47 PV"))!;
    expect(flag.raw).toMatch(/^@dani: @ana ha cambiado a mano los puntos/);
    const flagNo = h.sandbox.forum.posts.get(flag.id)!.postNumber;
    // Another player cannot decide it; the Moderator can.
    await api(h, "beto", "POST", "/posts.json", { topic_id: lia.topicId, raw: "aceptar, que Lía se los ganó", reply_to_post_number: flagNo });
    await h.settle();
    expect(await balance()).toEqual({ pv: 3, pk: 3 });
    await api(h, "dani", "POST", "/posts.json", { topic_id: lia.topicId, raw: "Aceptar, bien ganados.", reply_to_post_number: flagNo });
    await h.settle();
    expect(await balance()).toEqual({ pv: 50, pk: 3 });
    expect(said(h, lia.topicId)).toContain("@dani ha aceptado el cambio de puntos de «Lía» (+47 PV)");
    // A second edit, reverted: the sheet goes back, the ledger never moved.
    await h.edit("ana", t.sheets.lia, LIA.replace("pv: 3", "pv: 50").replace("pk: 3", "pk: 9"));
    await h.settle();
    const second = h.replies(lia.topicId).find((r) => r.raw.includes("+6 PK"))!;
    await api(h, "dani", "POST", "/posts.json", { topic_id: lia.topicId, raw: "revertir: la ficha vuelve a sus puntos", reply_to_post_number: h.sandbox.forum.posts.get(second.id)!.postNumber });
    await h.settle();
    expect(sheetOf(h, t.sheets.lia).pk).toBe(3);
    expect(await balance()).toEqual({ pv: 50, pk: 3 });
  });
});

describe("the answer to a flag, when the forum's answer to it is lost", () => {
  it("GF-FORUM-4, GF-PTS-2: the service's reply to the Moderator's decision is made once, though the forum made it and the service never heard", async () => {
    const t = await table(MODERATOR);
    h = t.h;
    const lia = h.sandbox.forum.posts.get(t.sheets.lia)!;
    await h.edit("ana", t.sheets.lia, LIA.replace("pv: 3", "pv: 50"));
    await h.settle();
    const flag = h.replies(lia.topicId).find((r) => r.raw.includes("+47 PV"))!;
    // The service's next post (its reply to the decision) is made, and the connection reset before
    // the answer: the outbox must look for it, among the flag's replies, before sending it again.
    h.sandbox.server.faults.push({ action: "reset-after-write", status: 0, count: 1, path: /^POST \/posts\.json$/, username: "gf-dice" });
    await api(h, "dani", "POST", "/posts.json", { topic_id: lia.topicId, raw: "aceptar: los puntos quedan anotados", reply_to_post_number: h.sandbox.forum.posts.get(flag.id)!.postNumber });
    await h.settle();
    expect(h.sandbox.server.injected.get("reset-after-write")).toBe(1);
    expect(h.replies(lia.topicId).filter((r) => r.raw.includes("ha aceptado el cambio de puntos"))).toHaveLength(1);
    expect((await playerBalances(h.service.store, ["ana"]))["ana"]).toEqual({ pv: 50, pk: 3 });
  });
});

describe("sheet ownership when the forum's API fails mid-way", () => {
  it("GF-FORUM-4: a player line whose check failed (a 5xx from /u/) is judged again on the next delivery, and its owner then rolls", async () => {
    const { harness } = await import("../../../../service/harness.js");
    h = await harness({ sandbox: { players: ["ana", "beto", "caro", "dani"] }, config: MODERATOR });
    h.sandbox.server.faults.push({ status: 500, count: 3, path: /^GET \/u\/ana\.json$/ });
    await sheetPost(h, "ana", LIA);
    await h.settle();
    await until("ana's sheet to be judged hers", async () => (await h!.service.store.loadSheets()).some((r) => r.owner === "ana"));
    expect((await h.service.store.loadSheets()).map((r) => r.owner)).toContain("ana");
    expect((await say(h, "ana", POOL)).replies[0]!.raw).toMatch(/\[gf-roll/);
  }, 60_000);
});
