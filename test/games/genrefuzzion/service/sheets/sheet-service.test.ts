// The service's side of wiki sheets against the sandbox forum over real HTTP (docs/markup.md §7.3–§7.6):
// the conflict-safe write loop, the registry, manual point edits, and a scene replayed through
// the rules engine and written to both players' sheets.
import { afterEach, describe, expect, it } from "@jest/globals";
import { apply, parseAction } from "../../../../../src/games/genrefuzzion/rules/apply.js";
import { initialState } from "../../../../../src/games/genrefuzzion/rules/creation.js";
import type { GameState } from "../../../../../src/games/genrefuzzion/rules/state.js";
import { discourseClient, DiscourseError } from "../../../../../src/service/discourse/client.js";
import { apiPost } from "../../../../../src/service/discourse/schemas.js";
import { parseSheetRef, GfSheetRegistry as SheetRegistry, updateCharacterSheet, updateSheet, type StoredSheet } from "../../../../../src/games/genrefuzzion/service/sheets/index.js";
import { startSandbox, type Sandbox } from "../../../../../src/sandbox/sandbox.js";
import { readSheet, sheetUpdatesBetween, toCharacter, type Sheet } from "../../../../../src/games/genrefuzzion/sheet/index.js";

let sandbox: Sandbox | undefined;
afterEach(async () => { await sandbox?.close(); sandbox = undefined; });

const start = (editingGracePeriodSec = 0) => startSandbox({ players: ["ana", "beto", "caro", "dani"], adminApiPerMinute: 1_000_000, editingGracePeriodSec, posting: {} });
const as = (s: Sandbox, username: string) => discourseClient({ baseUrl: s.url, apiKey: s.apiKey, apiUsername: username });

async function call(s: Sandbox, username: string, method: string, path: string, body: unknown) {
  const r = await fetch(`${s.url}${path}`, { method, headers: { "Api-Key": s.apiKey, "Api-Username": username, "Content-Type": "application/json" }, body: JSON.stringify(body) });
  if (!r.ok) throw new Error(`${method} ${path}: ${r.status} ${await r.text()}`);
  const text = await r.text();
  return text ? JSON.parse(text) : undefined;
}

/** A sheet as a wiki post in a category, as a player would create it. */
async function postSheet(s: Sandbox, username: string, raw: string, category = s.category.id, wiki = true) {
  const post = apiPost.parse(await call(s, username, "POST", "/posts.json", { title: `Ficha de personaje ${s.forum.topics.size + 1} de ${username}`, raw, category }));
  if (wiki) await call(s, "moderadora", "PUT", `/posts/${post.id}/wiki`, { wiki: true });
  return post.id;
}

/** Feeds the registry every post event of the forum, with the fields Discourse's webhook payload has. */
function wire(s: Sandbox, registry: SheetRegistry): void {
  s.forum.onEvent((e) => {
    if (e.name === "topic_created") return;
    const p = e.post;
    registry.observe({ id: p.id, topic_id: p.topicId, post_number: p.postNumber, raw: p.raw, version: p.version, wiki: p.wiki,
      category_id: s.forum.topics.get(p.topicId)?.categoryId ?? null });
  });
}

const ANA = [
  "Mi ficha, ¡no tocar las notas! 🙂", "",
  "[gf-ficha]", "nombre: Lía", "jugadora: @ana", "concepto: Bruja novata con prisa",
  "cliché: Bruja novata d8", "cliché: Heredera d8", "cliché: Curiosa d6", "cliché: Deportista d6", "cliché: Tímida d4", "cliché: Miope d4",
  "relación Bruno: Rival de Bruno d8", "relación Cata: Amiga de Cata d6", "relación Dino: Teme a Dino d4",
  "objetivo 5 abierto: Lía 1", "objetivo 8 abierto: Lía 2", "objetivo 12 abierto: Lía 3",
  "pv: 0", "pk: 0", "notas: Empieza aquí.", "[/gf-ficha]", "", "Pie de página.",
].join("\r\n");
const BETO = [
  "[gf-sheet]", "name: Bruno", "player: @beto",
  "cliche: Vampiro pacifista d8", "cliche: Niño prodigio d8", "cliche: Perezoso d6", "cliche: Mutante d6", "cliche: Enamoradizo d4", "cliche: Huérfano d4",
  "relationship Lía: Desdeña a Lía d8", "relationship Cata: Primo de Cata d4",
  "objective 5: Bruno 1", "objective 8: Bruno 2", "objective 12: Bruno 3",
  "pv: 0", "pk: 0", "[/gf-sheet]",
].join("\n");

const sheetOf = (raw: string): Sheet => {
  const d = readSheet(raw);
  if (!d.ok) throw new Error(JSON.stringify(d.error));
  return d.value.sheet;
};

describe("the write loop (original_text and 409)", () => {
  // Grace 0: every edit is a new version. Grace 300 s (Discourse's default): the player's own
  // consecutive edits fold into one version, so versions alone cannot order them.
  it.each([0, 300])("GF-FORUM-4: the service and a player edit one sheet in a tight loop over HTTP; no player edit is lost (editing grace %i s)", async (grace) => {
    sandbox = await start(grace);
    const s = sandbox;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id] });
    wire(s, registry);
    const id = await postSheet(s, "ana", ANA);
    const service = as(s, "gf-dice");
    const player = as(s, "ana");
    const N = 40;
    let serviceWrites = 0;
    let conflictsSeen = 0;

    const serviceLoop = async () => {
      for (let i = 0; i < N; i++) {
        const r = await updateCharacterSheet(registry, service, { character: "Lía", changes: [{ type: "points", pv: 1 }], scene: i + 1, rules: ["GF-RATE-6"], maxAttempts: 50 },
          { pause: async () => { await new Promise((r2) => setImmediate(r2)); } });
        if (!r.ok) throw new Error(JSON.stringify(r.error));
        serviceWrites++;
        conflictsSeen += r.value.attempts - 1;
      }
    };
    // The player edits like the composer: read, change their notes (and once their PV by hand), save
    // with original_text; on 409 read again and redo their change.
    const playerLoop = async () => {
      for (let j = 0; j < N; j++) {
        for (;;) {
          const post = await player.readPost(id);
          let raw = post.raw.replace("\r\n[/gf-ficha]", `\r\nnota del jugador ${j} 🎲\r\n[/gf-ficha]`);
          if (j === 7) raw = raw.replace(/\r\npv: (\d+)\r\n/, (_m, pv: string) => `\r\npv: ${Number(pv) + 10}\r\n`);
          try {
            await player.updatePost(id, { raw, editReason: "", originalText: post.raw });
            break;
          } catch (e) {
            if ((e as { kind?: string }).kind !== "edit_conflict") throw e;
          }
        }
      }
    };
    await Promise.all([serviceLoop(), playerLoop()]);

    const final = s.forum.posts.get(id)!.raw;
    for (let j = 0; j < N; j++) expect(final).toContain(`nota del jugador ${j} 🎲`);
    const sheet = sheetOf(final);
    expect(serviceWrites).toBe(N);
    expect(sheet.pv).toBe(N + 10);
    expect(final.startsWith("Mi ficha, ¡no tocar las notas! 🙂\r\n\r\n[gf-ficha]\r\nnombre: Lía")).toBe(true);
    expect(final.endsWith("[/gf-ficha]\r\n\r\nPie de página.")).toBe(true);
    // The hand-edit of +10 PV is a manual adjustment, seen once (a webhook or a read, whichever came first).
    expect(registry.takeManualAdjustments()).toEqual([{ player: "ana", currency: "pv", amount: 10, rule: "GF-FORUM-4", reason: "sheet.manual-edit", character: "Lía" }]);
    // The loop really met the player's edits (otherwise this test proves nothing about 409s).
    const conflicts = s.server.requests.filter((r) => r.status === 409).length;
    expect(conflictsSeen).toBeGreaterThan(0);
    expect(conflicts).toBeGreaterThanOrEqual(conflictsSeen);
  }, 60_000);

  it("GF-FORUM-4: retries are bounded; a sheet edited after every read gives up with sheet.busy and keeps every player edit", async () => {
    sandbox = await start();
    const s = sandbox;
    const id = await postSheet(s, "ana", ANA);
    const player = as(s, "ana");
    let edits = 0;
    const r = await updateSheet(as(s, "gf-dice"), { postId: id, changes: [{ type: "points", pk: 2 }], editReason: "Escena 1 (GF-RATE-6): +2 PK", maxAttempts: 3 });
    expect(r).toMatchObject({ ok: true, value: { attempts: 1, written: true } }); // nobody interfered
    // Now, between every read and write, the player saves a note.
    const busy = await updateSheet(as(s, "gf-dice"), { postId: id, changes: [{ type: "points", pk: 2 }], editReason: "x", maxAttempts: 3 }, {
      onRead: (post) => {
        edits++;
        s.forum.revise(s.forum.userByName("ana")!, s.forum.posts.get(id)!, post.raw.replace("notas: Empieza aquí.", `notas: Empieza aquí. ${edits}`), null);
      },
      pause: async () => undefined,
    });
    expect(busy).toEqual({ ok: false, error: { code: "sheet.busy", params: { attempts: 3, post: id } } });
    const raw = (await player.readPost(id)).raw;
    expect(raw).toContain("notas: Empieza aquí. 3");
    expect(sheetOf(raw).pk).toBe(2);
  });

  it("GF-RATE-6: a save whose answer is lost is found on the forum and not applied twice; a save that did not land is retried by the caller", async () => {
    sandbox = await start();
    const s = sandbox;
    const id = await postSheet(s, "ana", ANA);
    const real = as(s, "gf-dice");
    // The forum saves the edit, then the connection drops before the answer arrives.
    const lostAnswer = { readPost: real.readPost, updatePost: async (...args: Parameters<typeof real.updatePost>) => {
      await real.updatePost(...args);
      throw new DiscourseError("unavailable", 0, "PUT: socket hang up");
    } };
    const r = await updateSheet(lostAnswer, { postId: id, changes: [{ type: "points", pv: 3 }], editReason: "Escena 1 (GF-RATE-6): +3 PV" });
    expect(r).toMatchObject({ ok: true, value: { written: true, attempts: 1 } });
    expect(sheetOf(s.forum.posts.get(id)!.raw).pv).toBe(3);
    // A 503 before the save: nothing landed, so the error goes up for the outbox to retry.
    s.server.faults.push({ status: 503, count: 1, path: /^PUT \/posts\// });
    await expect(updateSheet(real, { postId: id, changes: [{ type: "points", pv: 3 }], editReason: "x" })).rejects.toMatchObject({ kind: "unavailable", status: 503 });
    expect(sheetOf(s.forum.posts.get(id)!.raw).pv).toBe(3);
  });

  it("GF-FORUM-4: a change the player's edit made impossible is refused, and nothing is written", async () => {
    sandbox = await start();
    const s = sandbox;
    const id = await postSheet(s, "ana", ANA);
    // The player stepped Heredera up by hand; the service still thinks it is a d8.
    const post = s.forum.posts.get(id)!;
    s.forum.revise(s.forum.userByName("ana")!, post, post.raw.replace("Heredera d8", "Heredera d10"), null);
    const version = post.version;
    const r = await updateSheet(as(s, "gf-dice"), { postId: id, changes: [{ type: "set-die", list: "cliches", name: "Heredera", die: 6, from: 8 }], editReason: "x" });
    expect(r).toEqual({ ok: false, error: { code: "sheet.changed", params: { name: "Heredera", now: "d10", was: "d8" } } });
    expect(post.version).toBe(version);
    expect(post.raw).toContain("Heredera d10");
  });

  it("GF-RATE-6: every service edit carries an edit reason naming the scene and the rule", async () => {
    sandbox = await start();
    const s = sandbox;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id] });
    wire(s, registry);
    await postSheet(s, "ana", ANA);
    const r = await updateCharacterSheet(registry, as(s, "gf-dice"), { character: "lia", changes: [{ type: "points", pv: 3 }, { type: "add-trait", list: "advantages", name: "Admiración del patio", die: 8, target: "Bruno" }], scene: 4, rules: ["GF-RATE-6", "GF-WIN-3"] });
    expect(r.ok).toBe(true);
    const post = s.forum.posts.get(registry.find("Lía")!.postId)!;
    expect(post.editReason).toBe("Escena 4 (GF-RATE-6, GF-WIN-3): +3 PV; ventaja «Admiración del patio» d8");
    expect(post.raw).toContain("\r\nventaja Bruno: Admiración del patio d8\r\npv: 3\r\n");
    await expect(updateCharacterSheet(registry, as(s, "gf-dice"), { character: "Lía", changes: [{ type: "points", pv: 1 }], scene: 4, rules: [] })).rejects.toThrow(RangeError);
  });
});

describe("the registry (who owns a sheet)", () => {
  it("GF-META-2: finds sheets by character name from wiki posts in the configured category; the owner is the player on the sheet", async () => {
    sandbox = await start();
    const s = sandbox;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id] });
    wire(s, registry);
    const other = [...s.forum.categories.values()].find((c) => c.id !== s.category.id)!;
    const ana = await postSheet(s, "ana", ANA);
    await postSheet(s, "caro", ANA.replace("nombre: Lía", "nombre: Cata"), s.category.id, false); // not a wiki
    await postSheet(s, "dani", ANA.replace("nombre: Lía", "nombre: Dino"), other.id); // another category
    expect(registry.entries().map((e) => e.character)).toEqual(["Lía"]);
    expect(registry.find("LIA")?.postId).toBe(ana);
    expect(registry.isOwner("Lía", "@ana")).toBe(true);
    // Beto edits the wiki (anyone may): he is an editor, not the owner.
    const post = s.forum.posts.get(ana)!;
    s.forum.revise(s.forum.userByName("beto")!, post, post.raw.replace("Empieza aquí.", "Beto estuvo aquí."), null);
    expect(registry.isOwner("Lía", "beto")).toBe(false);
    expect(registry.isOwner("Lía", "ana")).toBe(true);
    // Even writing himself onto the player line only makes a claim; staff (or Ana) must accept it.
    const claim = registry.observe({ id: ana, topic_id: post.topicId, post_number: 1, raw: post.raw.replace("@ana", "@beto"), version: post.version + 1, wiki: true, category_id: s.category.id });
    expect(claim.ownerClaim).toEqual({ owner: "ana", claimed: "beto" });
    expect(registry.isOwner("Lía", "beto")).toBe(false);
    registry.acceptOwner(ana);
    expect(registry.isOwner("Lía", "beto")).toBe(true);
    s.forum.revise(s.forum.userByName("ana")!, post, post.raw.replace("Beto estuvo aquí.", "Ana volvió."), null); // @ana again: a claim again
    expect(registry.isOwner("Lía", "beto")).toBe(true);
    registry.acceptOwner(ana);
    expect(registry.isOwner("Lía", "ana")).toBe(true);
    // A renamed character is found under its new name only.
    s.forum.revise(s.forum.userByName("ana")!, post, post.raw.replace("nombre: Lía", "nombre: Lía Valdés"), null);
    expect(registry.find("Lía")).toBeUndefined();
    expect(registry.find("lia valdes")?.postId).toBe(ana);
    // Two posts claiming one name: the first keeps it.
    const copy = await postSheet(s, "beto", post.raw);
    expect(registry.find("Lía Valdés")?.postId).toBe(ana);
    expect(registry.byPostId(copy)).toBeUndefined();
    // A post that no longer holds a sheet is forgotten.
    s.forum.revise(s.forum.userByName("ana")!, post, "Ya no juego.", null);
    expect(registry.find("Lía Valdés")).toBeUndefined();
  });

  it("GF-META-2: a registry restored from its stored rows keeps owners, and refresh() reads every sheet again from the forum", async () => {
    sandbox = await start();
    const s = sandbox;
    const rows = new Map<number, StoredSheet>();
    const save = async (row: StoredSheet) => { rows.set(row.postId, row); };
    const first = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id], save });
    wire(s, first);
    const wiki = await postSheet(s, "ana", ANA);
    await postSheet(s, "beto", BETO, s.category.id, false);
    await first.settled();
    expect([...rows.values()].map((r) => [r.character, r.owner])).toEqual([["Lía", "ana"]]);
    // While "down": Lía's sheet changes on the forum.
    const post = s.forum.posts.get(wiki)!;
    s.forum.revise(s.forum.userByName("ana")!, post, post.raw.replace("Empieza aquí.", "Sigue aquí."), null);
    const again = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id], save });
    again.restore([...rows.values()]);
    expect(again.isOwner("Lía", "ana")).toBe(true);
    expect(again.find("Lía")?.sheet.notes?.trim()).toBe("Empieza aquí.");
    expect(await again.refresh()).toBe(1);
    expect(again.find("Lía")?.sheet.notes?.trim()).toBe("Sigue aquí.");
    expect(again.find("Bruno")).toBeUndefined();
  });

  it("GF-FORUM-4: an older webhook never replaces a newer sheet, and a hand-edit of points is queued once", async () => {
    sandbox = await start();
    const s = sandbox;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id] });
    const id = await postSheet(s, "ana", ANA);
    const v = (raw: string, version: number) => ({ id, topic_id: 1, post_number: 1, raw, version, wiki: true, category_id: s.category.id });
    expect(registry.observe(v(ANA, 2)).entry?.sheet.pv).toBe(0);
    expect(registry.observe(v(ANA.replace("pv: 0", "pv: 5"), 3)).manual).toHaveLength(1);
    expect(registry.observe(v(ANA, 2)).stale).toBe(true);
    expect(registry.find("Lía")?.sheet.pv).toBe(5);
    expect(registry.takeManualAdjustments()).toEqual([{ player: "ana", currency: "pv", amount: 5, rule: "GF-FORUM-4", reason: "sheet.manual-edit", character: "Lía" }]);
    expect(registry.takeManualAdjustments()).toEqual([]);
    // The service's own write is no manual edit, even when its webhook comes before the PUT's answer.
    const base = { id, topicId: 1, postNumber: 1, username: "ana", raw: ANA.replace("pv: 0", "pv: 5"), version: 3, wiki: true };
    registry.noteWriting(id, ANA.replace("pv: 0", "pv: 9"), base);
    registry.observe(v(ANA.replace("pv: 0", "pv: 9"), 4));
    registry.noteWritten({ ...base, raw: ANA.replace("pv: 0", "pv: 9"), version: 4 });
    expect(registry.takeManualAdjustments()).toEqual([]);
    // A player's folded edit (same version, other text) waits for the next version to be counted,
    // and a read older than a webhook already seen moves nothing.
    registry.observe(v(ANA.replace("pv: 0", "pv: 12"), 4));
    registry.noteRead({ ...base, raw: ANA.replace("pv: 0", "pv: 9"), version: 4 });
    expect(registry.takeManualAdjustments()).toEqual([]);
    registry.observe(v(ANA.replace("pv: 0", "pv: 12").replace("Empieza aquí.", "Sigue."), 5));
    expect(registry.takeManualAdjustments()).toEqual([{ player: "ana", currency: "pv", amount: 3, rule: "GF-FORUM-4", reason: "sheet.manual-edit", character: "Lía" }]);
  });

  it("GF-FORUM-4: a pool's sheet=… names a registered sheet by id or URL; any other post, other sites and bad links are refused", async () => {
    sandbox = await start();
    const s = sandbox;
    const host = new URL(s.url).host;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id], forumHost: host });
    wire(s, registry);
    const id = await postSheet(s, "beto", BETO);
    const plain = await postSheet(s, "caro", BETO.replace("name: Bruno", "name: Bea"), s.category.id, false);
    const byUrl = await registry.resolve({ sheet: `${s.url}/p/${id}` });
    expect(byUrl.ok && byUrl.value.character).toBe("Bruno");
    const post = s.forum.posts.get(id)!;
    expect((await registry.resolve({ sheet: `${s.url}/t/ficha-de-beto/${post.topicId}/${post.postNumber}` })).ok).toBe(true);
    expect((await registry.resolve({ character: "bruno" })).ok).toBe(true);
    expect((await registry.resolve({ sheet: String(id) })).ok).toBe(true);
    // Not a wiki post of the sheet categories: not a sheet, whatever it holds.
    expect(await registry.resolve({ sheet: String(plain) })).toMatchObject({ ok: false, error: { code: "sheet.not_a_sheet" } });
    expect(registry.find("Bea")).toBeUndefined();
    expect(await registry.resolve({ sheet: `https://evil.example/p/${id}` })).toMatchObject({ ok: false, error: { code: "sheet.foreign_link" } });
    expect(await registry.resolve({ sheet: "not a link" })).toMatchObject({ ok: false, error: { code: "sheet.bad_link" } });
    expect(await registry.resolve({ character: "Nadie" })).toMatchObject({ ok: false, error: { code: "sheet.not_found" } });
    expect(parseSheetRef(`${s.url}/t/ficha-de-beto/3/2`)).toEqual({ ok: true, value: { topicId: 3, postNumber: 2 } });
  });
});

describe("a scene through the service", () => {
  function play(state: GameState, ...actions: unknown[]): GameState {
    let st = state;
    for (const input of actions) {
      const a = parseAction(input);
      if (!a.ok) throw new Error(JSON.stringify(a.error));
      const r = apply(st, a.value);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      st = r.value;
    }
    return st;
  }

  it("GF-WIN-3: GF-RATE-6: a scene replayed through the service updates both players' sheets as the rules say", async () => {
    sandbox = await start();
    const s = sandbox;
    const registry = new SheetRegistry(as(s, "gf-dice"), { categories: [s.category.id] });
    wire(s, registry);
    await postSheet(s, "ana", ANA);
    await postSheet(s, "beto", BETO);
    const chars = ["Lía", "Bruno"].map((n) => { const c = toCharacter(registry.find(n)!.sheet); if (!c.ok) throw new Error(JSON.stringify(c.error)); return c.value; });
    const init = initialState({ moderator: "caro", players: ["ana", "beto", "caro"], characters: chars });
    if (!init.ok) throw new Error(JSON.stringify(init.error));
    const before = init.value;
    const cl = (name: string) => ({ kind: "cliche", name });
    const after = play(before,
      { type: "open", player: "ana", character: "Lía", title: "1. Duelo", setting: "El patio", tone: "tenso", antagonist: "Bruno", intention: "Bruno me pide perdón" },
      { type: "present", player: "beto", character: "Bruno", intention: "Lía queda en ridículo" },
      { type: "roll", player: "ana", character: "Lía", pool: [cl("Bruja novata"), cl("Heredera"), { kind: "relationship", name: "Rival de Bruno" }], dice: [{ size: 8, face: 7 }, { size: 8, face: 6 }, { size: 8, face: 2 }] },
      { type: "roll", player: "beto", character: "Bruno", pool: [cl("Perezoso")], dice: [{ size: 6, face: 5 }] },
      { type: "effect", player: "ana", character: "Lía", outcomes: [{ outcome: "annul", die: 2, name: "Perezoso", owner: "Bruno" }] },
      { type: "rate", player: "caro", protagonist: 4, antagonist: 3, reason: "muy buena" },
    );
    const updates = sheetUpdatesBetween(before, after, { langOf: (name) => registry.find(name)!.sheet.lang });
    expect(updates.map((u) => [u.character, u.rules])).toEqual([["Lía", ["GF-RATE-6"]], ["Bruno", ["GF-RATE-6"]]]);
    for (const u of updates) {
      const r = await updateCharacterSheet(registry, as(s, "gf-dice"), { character: u.character, changes: u.changes, scene: 1, rules: ["GF-WIN-3", ...u.rules] });
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    }
    // Re-read both sheets from the forum: they say what the rules say.
    for (const [name, player] of [["Lía", "ana"], ["Bruno", "beto"]] as const) {
      const raw = (await as(s, "gf-dice").readPost(registry.find(name)!.postId)).raw;
      const sheet = sheetOf(raw);
      const c = after.characters[name]!;
      expect(toCharacter(sheet)).toEqual({ ok: true, value: { ...c, kind: "character" } });
      expect({ pv: sheet.pv, pk: sheet.pk }).toEqual(after.balances[player]);
    }
    // Lía won (4 PV), Bruno lost (3 PK) and his d6 cliché fell to a d8 effect die (annulled, GF-ANNUL-1).
    expect(after.balances["ana"]).toEqual({ pv: 4, pk: 0 });
    expect(after.balances["beto"]).toEqual({ pv: 0, pk: 3 });
    const bruno = s.forum.posts.get(registry.find("Bruno")!.postId)!.raw;
    expect(bruno).not.toContain("Perezoso");
    expect(bruno).toContain("cliche: Mutante d6\ncliche: Enamoradizo d4");
  });
});
