// FA-ALLY-1 and FA-LOOT-5 on two service instances sharing one PostgreSQL database: a character sheet's
// values never go backwards. The race: an instance that holds an older sheet update (the Ally's boost,
// PH 2 → 1) reads the sheet only after the other instance wrote both it and a newer one (the loot's
// half-sum, PH 1 → 3); its first try looked only for its own marker in the sheet's current edit reason,
// did not find it (the newer update's is there), and wrote PH 1 back over 3.
// Deterministic here (as the Pujas books' books-two-instances.test.ts): fixed dice, and instance 1
// applies the Ally's boost and is held at its read of her sheet (the sandbox forum holds that one GET),
// while instance 0 applies the World's turn and the loot and writes every pending update; then
// instance 1 goes on with the update it read before.
import { describe, expect, it } from "@jest/globals";
import { FLOWS } from "../../../src/games/server-games.js";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { holdNext, pairsOnOneCluster, sheet, until } from "../../service/two-instances.js";

const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const LOLA = "[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Nosy: 3\nph: 2\ninspirations: I=4, I=2, I=2\n[/fa-sheet]";
const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugadora: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]";
const OPENING = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";
const SEED = process.env["FA_SHEETS_TWO_SEED"] ?? "facetas-sheets-two-1";

const pairs = pairsOnOneCluster();

describe("Facetas sheets on two instances sharing one PostgreSQL database", () => {
  it("FA-ALLY-1 FA-LOOT-5: an instance's older sheet update, read after the other instance wrote a newer one, never puts a value back", async () => {
    const p = await pairs.start(`fa_sheets_two_${Date.now()}`, { players: ["ana", "bruno", "carla", "dario"], moderator: "dario", flows: FLOWS,
      categoryGame: { "1": "facetas" }, seed: SEED });
    p.only(0);
    const ids: Record<string, number> = {};
    for (const [name, who, raw] of [["Mark", "ana", MARK], ["Lola", "carla", LOLA], ["Vecina", "dario", VECINA]] as const) {
      ids[name] = await sheet(p, who, raw, true);
      await p.settle();
      // Both instances know the sheet (each registry learns of sheets from the events it gets).
      expect(await p.deliver(1, ids[name]!, "post_edited")).toBe(200);
      await p.settle();
    }
    const lola = ids["Lola"]!;
    const lolaRaw = () => p.sb.forum.posts.get(lola)!.raw;
    const open = apiPost.parse(await p.api("bruno", "POST", "/posts.json", { title: "La tormenta", category: p.sb.category.id, raw: OPENING }));
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

    // Instance 1 applies the Ally's boost and is held where it reads Lola's sheet to write it.
    const held = holdNext(p, new RegExp(`^GET /posts/${lola}\\.json`));
    try {
      p.only(1);
      await say("carla", "[fa-turn]\nboost: 4\ninspire P1: 5\npass\n[/fa-turn]");
      let reading = false;
      void held.arrived.then(() => { reading = true; });
      await until("instance 1 reads Lola's sheet to write the boost", () => reading);
      // Instance 0 applies the World's turn and the loot, and writes every pending update.
      p.only(0);
      const world = await say("dario", "[fa-turno]\napoyo: protagonista\npaso\n[/fa-turno]");
      await until("the World's turn is answered", () => p.repliesTo(world.id).length > 0);
      const loot = await say("ana", "[fa-botin]\nbajar: Un cadáver en el maletero\n[/fa-botin]");
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
    expect(lolaRaw()).toBe(LOLA.replace("ph: 2", "ph: 3").replace("I=4, I=2, I=2", "I=2, I=2"));
    // And it never went back, not even for a moment: every text the sheet had, in order: the boost's 1 PH, then the loot's 3.
    const ph = p.sb.forum.posts.get(lola)!.revisions.flatMap((r) => r.modifications.raw ? [r.modifications.raw[1]] : [])
      .map((raw) => Number(/^ph: (\d+)$/m.exec(raw)?.[1]));
    expect(ph).toEqual([1, 3]);
  }, 120_000);
});
