// Facetas played by the service through the topic-flow runner (src/service/flows), on a real sandbox
// forum and a real store (a SQLite file, then a PostgreSQL server): four users in the four roles, each reroll a verifiable roll whose
// proof checks out, a refusal quoting the line, a post that never rolls twice however often it is
// delivered, and the loot written into the players' wiki sheets.
import { PLUGIN_README_POSTING } from "../../../src/sandbox/post-validator.js";
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { readFlowRow } from "../../../src/service/flows/index.js";
import { readTopicRecord, rollBlock, stateOf } from "../../../src/games/facetas/flow/index.js";
import type { FaState } from "../../../src/games/facetas/rules/index.js";
import { harness, verifyProofs, type Harness } from "../../service/harness.js";
import { databaseOf, exportAndReplay, flowBackends, redeliver, topicSession, wikiSheet, type TopicSession } from "../../service/flows/support.js";

export const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Sin pegar ojo: 4\nfaceta Marlene, mi exmujer: 2\nfaceta Un cadáver en el maletero: 5\nrasgo: Demonio al volante\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
export const LOLA = "[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Nosy: 3\nph: 2\ninspirations: I=4, I=2, I=2\n[/fa-sheet]";
export const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugadora: dario\nfaceta Testigo de la tormenta: 5\nph: 3\ninspiraciones: 2 2 2\n[/fa-ficha]";
export const OPENING = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nfaceta La pequeña Sara: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]";

const backends = flowBackends("gf_facetas_flow");

describe.each(backends)("Facetas through the service (%s)", (_name, store) => {
  let h: Harness;
  let session: TopicSession;
  const sheets: Record<string, number> = {};
  let rollPostId = 0;
  let database = "";
  const say = (username: string, raw: string) => session.say(username, raw);
  const state = async (): Promise<FaState> => {
    const row = await h.service.store.getFlow(session.topicId);
    const flow = readFlowRow(row!.state);
    if (!flow.ok) throw new Error(flow.error.code);
    const record = readTopicRecord(flow.value.record);
    if (!record.ok) throw new Error(record.error.code);
    const s = stateOf(record.value);
    if (!s.ok) throw new Error(s.error.code);
    return s.value;
  };
  const sheetRaw = (c: string) => h.sandbox.forum.posts.get(sheets[c]!)!.raw;

  beforeAll(async () => {
    const config = await store();
    h = await harness({ seed: "facetas-flow", sandbox: { players: ["ana", "bruno", "carla", "dario"], posting: PLUGIN_README_POSTING }, config: { ...config, categoryGame: { "1": "facetas" } } });
    session = topicSession(h);
    database = databaseOf(h, config);
    sheets["Mark"] = await wikiSheet(h, "ana", MARK);
    sheets["Lola"] = await wikiSheet(h, "carla", LOLA);
    sheets["Vecina"] = await wikiSheet(h, "dario", VECINA);
  }, 60_000);
  afterAll(async () => { await h.close(); });

  it("FA-SCENE-1 FA-CONF-1: the Adversary presents the conflict from the players' registered sheets", async () => {
    const r = await say("bruno", OPENING);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("**Conflicto abierto**: Protagonista");
    expect(r.replies[0]).toContain("Protagonista: ficha de `Mark` · Aliado: ficha de `Lola` · Mundo: ficha de `Vecina`");
    expect((await state()).dice).toEqual({ protagonist: [1], adversary: [1] });
  });

  it("FA-ROLE-1 FA-SCENE-2: a refusal quotes the line as code and changes nothing", async () => {
    const r = await say("carla", "Yo ayudo.\n[fa-turno]\ntirar P1: Nosy\n[/fa-turno]");
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("`tirar P1: Nosy`");
    expect(r.replies[0]).toContain("el Aliado (carla) no tira dados ni usa Rasgos");
    expect((await state()).turn).toBe("protagonist");
  });

  it("FA-ROLL-1 FA-COST-1 FA-ALLY-1 FA-WORLD-4 FA-END-1 FA-LOOT-1 FA-LOOT-5 FA-LOOT-7: a whole conflict in the four roles, and the loot in the sheets", async () => {
    const roll = await say("ana", "[fa-turno]\ntirar P1: Marlene, mi exmujer\npaso\n[/fa-turno]");
    expect(roll.replies).toHaveLength(1);
    rollPostId = roll.post.id;
    // The roll told, then the platform's roll card for the post and the roll's number: the badge checks it whole.
    expect(roll.replies[0]).toMatch(new RegExp(`🎲 tirada 1: P1 \\(1\\) → \\*\\*([1-6])\\*\\*\\n\\n\\[tirada-dados post=${roll.post.id} bloque=${rollBlock(0, { side: "protagonist", die: 1 })} prueba=gf\\d\\.[A-Za-z0-9_-]+\\]\\ndados: d6=\\1\\n\\[/tirada-dados\\]`));
    expect(await verifyProofs(h.service.url, roll.replies[0]!)).toBe(1);
    const rolls = await h.service.store.rolledBlocks(roll.post.id);
    expect(rolls.map((x) => ({ block: x.blockIndex, pool: x.pool }))).toEqual([{ block: rollBlock(0, { side: "protagonist", die: 1 }), pool: "d6" }]);
    const face = (await state()).dice.protagonist[0]!;
    // The free roll changed nothing on Mark's sheet.
    expect(sheetRaw("Mark")).toBe(MARK);
    await say("bruno", "[fa-turno]\npaso\n[/fa-turno]");
    // The Ally raises the Protagonist's die to 5 when the roll left it lower (FA-ALLY-1: 1 PH makes the I=4 an I=5).
    const ally = await say("carla", face < 5 ? "[fa-turn]\nboost: 4\ninspire P1: 5\npass\n[/fa-turn]" : "[fa-turn]\npass\n[/fa-turn]");
    // A Spanish table answers carla's English post in Spanish (one language per table; it answered in English).
    expect(ally.replies[0]).toContain("@dario, es tu turno (Mundo)");
    expect(ally.replies[0]).not.toMatch(/\b(?:it is your turn|World|roll|proof|round)\b/);
    const world = await say("dario", "[fa-turno]\napoyo: protagonista\npaso\n[/fa-turno]");
    const p = Math.max(face, 5);
    expect(world.replies[0]).toContain(`\ncambio FA-END-1: ${p} contra 1: gana el Protagonista\n`);
    expect(world.replies[0]).toContain("@ana: ganas; empareja tus dados con los del perdedor (sugerido: 1)");
    const loot = await say("ana", "[fa-botin]\nbajar: Un cadáver en el maletero\n[/fa-botin]");
    expect(loot.replies[0]).toContain("El conflicto ha terminado: gana el Protagonista.");
    const won = p - 1;
    const s = await state();
    expect(s.phase).toEqual({ kind: "over", winner: "protagonist", how: "score" });
    // The sheets on the forum: Mark's new Inspiration and lowered Risk, the Ally's spend and half-sum, the World's copy.
    expect(sheetRaw("Mark")).toBe(MARK.replace("maletero: 5", "maletero: 4").replace("inspiraciones: 2 3", `inspiraciones: 2 3 ${won}`));
    expect(sheetRaw("Lola")).toBe(face < 5
      ? LOLA.replace("ph: 2", `ph: ${2 - 1 + Math.floor(won / 2)}`).replace("I=4, I=2, I=2", "I=2, I=2")
      : LOLA.replace("ph: 2", `ph: ${2 + Math.floor(won / 2)}`));
    expect(sheetRaw("Vecina")).toBe(VECINA.replace("inspiraciones: 2 2 2", `inspiraciones: 2 2 2 ${won}`));
  });

  it("FA-ROLL-1 FA-END-1: a roll's post delivered again never rolls or applies twice; a post after the end is refused", async () => {
    const before = await h.service.store.getFlow(session.topicId);
    const replies = h.replies(session.topicId).length;
    await redeliver(h, rollPostId, "post_edited", "facetas-again");
    expect(await h.service.store.rolledBlocks(rollPostId)).toHaveLength(1);
    expect(h.replies(session.topicId)).toHaveLength(replies);
    expect((await h.service.store.getFlow(session.topicId))!.version).toBe(before!.version);
    const late = await say("ana", "[fa-turno]\npaso\n[/fa-turno]");
    expect(late.replies[0]).toContain("el conflicto ha terminado ([FA-END-1]");
    expect((await h.service.store.getFlow(session.topicId))!.version).toBe(before!.version);
  });

  it("FA-RECAP-1: `gf topic export` writes the conflict from the store, and `gf facetas replay` replays it to the same end", async () => {
    const { log, replay } = await exportAndReplay(database, session.topicId, "facetas");
    expect(log.split("\n")[0]).toMatch(/^\{"setup":\{"conflict":"topic-/);
    const steps = replay as { final: unknown; steps: { entries: { rule: string }[] }[] };
    expect(steps.final).toEqual(await state());
    expect(steps.steps.flatMap((s) => s.entries.map((e) => e.rule))).toContain("FA-RECAP-1");
  });
});
