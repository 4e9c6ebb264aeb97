// FA-ALLY-1 and FA-LOOT-5 on two service instances sharing one PostgreSQL database: a character sheet's
// values never go backwards. The race: an instance that holds an older sheet update (the Ally's boost,
// PH 2 → 1) reads the sheet only after the other instance wrote both it and a newer one (the loot's
// half-sum, PH 1 → 3); its first try looked only for its own marker in the sheet's current edit reason,
// did not find it (the newer update's is there), and wrote PH 1 back over 3.
// Deterministic here (as the Pujas books' books-two-instances.test.ts): fixed dice, and instance 1
// applies the Ally's boost and is held at its read of her sheet (the sandbox forum holds that one GET),
// while instance 0 applies the World's turn and the loot and writes every pending update; then
// instance 1 goes on with the update it read before. Its sheet write is skipped when the update is no
// longer pending, or when a later pending update of the sheet has landed (its marker in the edit reason).
import { describe, expect, it } from "@jest/globals";
import { FLOWS } from "../../../src/games/server-games.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import pg from "pg";
import { holdNext, pairsOnOneCluster, sheet, until, type Pair } from "../../service/two-instances.js";

const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const LOLA = "[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Nosy: 3\nph: 2\ninspirations: I=4, I=2, I=2\n[/fa-sheet]";
const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugadora: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]";
const OPENING = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";
const SEED = process.env["FA_SHEETS_TWO_SEED"] ?? "facetas-sheets-two-1";

const pairs = pairsOnOneCluster();

const LOLA_AFTER = LOLA.replace("ph: 2", "ph: 3").replace("I=4, I=2, I=2", "I=2, I=2");

/** The table on a new pair: both instances know the three sheets; the Protagonist rolled (below 5) and the Adversary passed. */
async function table(name: string): Promise<{ p: Pair; topic: number; lola: number; lolaRaw(): string; say(who: string, raw: string): Promise<{ id: number }>; phs(): number[]; boostHeld(): Promise<{ release(): void }> }> {
  const p = await pairs.start(`${name}_${Date.now()}`, { players: ["ana", "bruno", "carla", "dario"], moderator: "dario", flows: FLOWS,
    categoryGame: { "1": "facetas" }, seed: SEED });
  p.only(0);
  const ids: Record<string, number> = {};
  for (const [character, who, raw] of [["Mark", "ana", MARK], ["Lola", "carla", LOLA], ["Vecina", "dario", VECINA]] as const) {
    ids[character] = await sheet(p, who, raw, true);
    await p.settle();
    // Both instances know the sheet (each registry learns of sheets from the events it gets).
    expect(await p.deliver(1, ids[character]!, "post_edited")).toBe(200);
    await p.settle();
  }
  const lola = ids["Lola"]!;
  const lolaRaw = () => p.sb.forum.posts.get(lola)!.raw;
  const open = apiPost.parse(await p.api("bruno", "POST", "/posts.json", { title: "La tormenta sobre el puerto", category: p.sb.category.id, raw: OPENING }));
  const topic = open.topic_id;
  await p.settle();
  const say = async (who: string, raw: string) => apiPost.parse(await p.api(who, "POST", "/posts.json", { topic_id: topic, raw }));
  const roll = await say("ana", "[fa-turno]\ntirar P1: Marlene, mi exmujer\npaso\n[/fa-turno]");
  await p.settle();
  // SEED's die is below 5, so the Ally may raise it to 5 with 1 PH and her I=4 (FA-ALLY-1).
  const face = Number(/→ \*\*([1-6])\*\*/.exec(p.repliesTo(roll.id).join("\n"))?.[1]);
  expect(face).toBeLessThan(5);
  await say("bruno", "[fa-turno]\npaso\n[/fa-turno]");
  await p.settle();
  expect(lolaRaw()).toBe(LOLA);
  // Every text Lola's sheet had, in order: its PH.
  const phs = () => p.sb.forum.posts.get(lola)!.revisions.flatMap((r) => r.modifications.raw ? [r.modifications.raw[1]] : [])
    .map((raw) => Number(/^ph: (\d+)$/m.exec(raw)?.[1]));
  // Instance 1 applies the Ally's boost and is held where it reads Lola's sheet to write it.
  const boostHeld = async () => {
    const held = holdNext(p, new RegExp(`^GET /posts/${lola}\\.json`));
    let reading = false;
    void held.arrived.then(() => { reading = true; });
    try {
      p.only(1);
      await say("carla", BOOST);
      await until("instance 1 reads Lola's sheet to write the boost", () => reading);
      return held;
    } catch (e) {
      held.release();
      throw e;
    }
  };
  return { p, topic, lola, lolaRaw, say, phs, boostHeld };
}

const BOOST = "[fa-turn]\nboost: 4\ninspire P1: 5\npass\n[/fa-turn]";
const WORLD = "[fa-turno]\napoyo: protagonista\npaso\n[/fa-turno]";
const LOOT = "[fa-botin]\nbajar: Un cadáver en el maletero\n[/fa-botin]";

describe("Facetas sheets on two instances sharing one PostgreSQL database", () => {
  it("FA-ALLY-1 FA-LOOT-5: an instance's older sheet update, no longer pending once it read the sheet, never puts a value back", async () => {
    const { p, topic, lola, lolaRaw, say, phs, boostHeld } = await table("fa_sheets_two");
    const held = await boostHeld();
    try {
      // Instance 0 applies the World's turn and the loot, and writes every pending update.
      p.only(0);
      const world = await say("dario", WORLD);
      await until("the World's turn is answered", () => p.repliesTo(world.id).length > 0);
      const loot = await say("ana", LOOT);
      await until("the loot is answered", () => p.repliesTo(loot.id).length > 0);
      expect(p.repliesTo(loot.id)[0]).toContain("El conflicto ha terminado: gana el Protagonista.");
      // (No settle here: the forum is not idle while it holds a request.)
      await until("instance 0 wrote Lola's boost and her half of the loot (5 − 1 = 4: +2 PH), and dropped the pending updates", async () =>
        lolaRaw().includes("ph: 3") && (await p.instances[0].store.getFlow(topic))?.pendingSheets === 0);
    } finally {
      held.release();
    }
    // Instance 1 goes on with the update it read before the World's turn.
    await until("instance 1's sheet writing is done", async () =>
      ((await p.instances[0].store.getFlow(topic))?.pendingSheets ?? 1) === 0 && p.sb.server.requests.some((r) => r.method === "GET" && r.path.startsWith(`/posts/${lola}.json`)));
    await p.settle();
    expect(lolaRaw()).toBe(LOLA_AFTER);
    // And it never went back, not even for a moment: the boost's 1 PH, then the loot's 3.
    expect(phs()).toEqual([1, 3]);
  }, 120_000);

  it("FA-ALLY-1 FA-LOOT-5: an instance's older sheet update, still pending but overtaken by a later update of the sheet already written, never puts a value back", async () => {
    const { p, topic, lola, lolaRaw, say, phs, boostHeld } = await table("fa_sheets_overtaken");
    // The row's lock of the test's own: instance 0 writes the sheets but cannot drop them from the row (plain reads go on).
    const lock = new pg.Client({ connectionString: p.database });
    await lock.connect();
    let locked = false;
    const held = await boostHeld();
    try {
      // The World's turn goes to instance 1 too (applied; its sheet writing waits behind the held one), so the
      // boost is still pending when instance 0 applies the loot and writes the boost and the loot in one pass.
      const world = await say("dario", WORLD);
      await until("the World's turn is answered", () => p.repliesTo(world.id).length > 0);
      // Instance 0's second write of Lola's sheet (the loot's) is held until the row is locked.
      const second = holdNext(p, new RegExp(`^PUT /posts/${lola}\\.json`), 1);
      try {
        p.only(0);
        await say("ana", LOOT);
        let putting = false;
        void second.arrived.then(() => { putting = true; });
        await until("instance 0 writes the loot on Lola's sheet", () => putting);
        await lock.query("BEGIN");
        await lock.query("SELECT 1 FROM topic_flows WHERE topic_id = $1 FOR UPDATE", [topic]);
        locked = true;
      } finally {
        second.release();
      }
      await until("instance 0 wrote the boost and the loot on Lola's sheet", () => lolaRaw().includes("ph: 3"));
      expect((await p.instances[0].store.getFlow(topic))?.pendingSheets).toBeGreaterThan(0);
    } finally {
      held.release();
    }
    // Instance 1 goes on with the boost it read before, the loot's marker now in the sheet's edit reason.
    await until("instance 1 read Lola's sheet", () => p.sb.server.requests.some((r) => r.method === "GET" && r.path.startsWith(`/posts/${lola}.json`)));
    await until("instance 1's sheet writing is done or waits on the row", async () =>
      Number((await lock.query("SELECT COUNT(*) AS n FROM pg_locks WHERE NOT granted")).rows[0].n) >= 2 || phs().length > 2);
    if (locked) await lock.query("COMMIT");
    await lock.end();
    await until("every sheet update is dropped", async () => (await p.instances[0].store.getFlow(topic))?.pendingSheets === 0);
    await p.settle();
    expect(lolaRaw()).toBe(LOLA_AFTER);
    expect(phs()).toEqual([1, 3]);
  }, 120_000);
});
