// Recovery is every game's: the reconciler looks for each registered game's block tags (every
// language's, sheets included), not GenreFuzzion's prefix, so a Tricube, Facetas or Pujas post whose
// webhook was lost, and the wiki sheets it names, are applied and answered once, and the sweep's mark
// never moves past them unread.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { GAMES } from "../../src/games/games.js";
import { apiPost } from "../../src/service/discourse/schemas.js";
import { mayActPattern } from "../../src/service/reconciler.js";
import { redeliver } from "./flows/support.js";
import { forumRoute, harness, serviceConfig, startService, type Harness } from "./harness.js";
import { FLOWS } from "../../src/games/server-games.js";
import { ruleLink } from "../support/rule-link.js";

const MAGA = "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Fuego\ndefecto: Terca\n[/tt-ficha]";
const ENANO = "[tt-sheet]\nname: Enano\nplayer: bruno\narchetype: strong dwarf\nperk: Axe\nquirk: Slow\n[/tt-sheet]";
const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Insomne: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const LOLA = "[fa-sheet role=protagonist]\ncharacter: Lola\nplayer: carla\nfacet Curious: 3\nph: 2\ninspirations: 4 2\n[/fa-sheet]";
const VECINA = "[fa-ficha funcion=protagonista]\npersonaje: Vecina\njugadora: dario\nfaceta Testigo: 5\nph: 3\ninspiraciones: 2 2\n[/fa-ficha]";
const OPENING = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carla\nmundo: dario\nficha protagonista: Mark\nficha aliado: Lola\nficha mundo: Vecina\n[/fa-conflicto]\n\n"
  + "[fa-ficha funcion=adversario]\nfaceta La policía: 3\nph: 1\ninspiraciones: 3\n[/fa-ficha]";

const tags = GAMES.flatMap((g) => [...g.markup.tags.keys(), g.sheetTag]);

describe("the blocks the reconciler acts on", () => {
  it("are every registered game's tags, each language's alias and sheets included, and only whole tags", () => {
    const may = mayActPattern(tags);
    for (const raw of ["[gf-pool]\nd6\n[/gf-pool]", "[tt-desafio id=muro]", "[TT-Ficha]", "x\n[pj-mesa]\n", "[pj-bid auction=scene-1]", "[fa-conflicto]", "[fa-sheet role=ally]"]) {
      expect([raw, may.test(raw)]).toEqual([raw, true]);
    }
    for (const raw of ["[tt-rollo]", "[pj-nada]", "[quote]x[/quote]", "tt-desafio"]) expect([raw, may.test(raw)]).toEqual([raw, false]);
  });

  it("and every flow's plain line at a line's start (Pujas' confirmation, PJ-SETUP-1), case aside, with no block in the post", () => {
    const may = mayActPattern(tags, Object.values(FLOWS).flatMap((f) => f.plainLine ? [f.plainLine] : []));
    for (const raw of ["Confirmo la mesa.", "Hola\n  I confirm the table (ana, bruno)", "CONFIRMO LA MESA", "[gf-pool]\nd6\n[/gf-pool]"]) {
      expect([raw, may.test(raw)]).toEqual([raw, true]);
    }
    for (const raw of ["No confirmo la mesa", "confirmo la mesada", "[tt-rollo]"]) expect([raw, may.test(raw)]).toEqual([raw, false]);
  });
});

describe("posts of every game whose webhooks were lost", () => {
  let h: Harness;
  const category: Record<string, number> = {};
  const api = (u: string) => ({ "Api-Key": h.sandbox.apiKey, "Api-Username": u, "Content-Type": "application/json" });
  /** A new topic in the game's category (or a reply in `topicId`), as `username`; never delivered. */
  async function post(username: string, game: string, raw: string, topicId?: number) {
    const body = topicId ? { topic_id: topicId, raw } : { title: `Mesa ${h.sandbox.forum.topics.size + 1} de ${game} para esta noche`, category: category[game], raw };
    const r = await fetch(`${h.sandbox.url}/posts.json`, { method: "POST", headers: api(username), body: JSON.stringify(body) });
    if (r.status !== 200) throw new Error(`post: ${r.status} ${await r.text()}`);
    return apiPost.parse(await r.json());
  }
  async function sheet(username: string, game: string, raw: string): Promise<number> {
    const p = await post(username, game, raw);
    const w = await fetch(`${h.sandbox.url}/posts/${p.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }), headers: api("moderadora") });
    if (w.status !== 200) throw new Error(`wiki: ${w.status}`);
    return p.id;
  }
  const repliesTo = (p: { topic_id: number; post_number: number }) => h.replies(p.topic_id).filter((r) => r.replyTo === p.post_number).map((r) => r.raw);

  beforeAll(async () => {
    h = await harness({ seed: "reconcile-games", sandbox: { players: ["ana", "bruno", "carla", "dario"],
      gameCategories: [{ game: "genrefuzzion", name: "GenreFuzzion" }, { game: "tricube", name: "Tricube" }, { game: "pujas", name: "Pujas" }, { game: "facetas", name: "Facetas" }] },
    config: { reconcile: { intervalMs: 0, pagesPerPass: 10, lookbackMs: 3_600_000 }, userRollsPerMinute: 100_000 } });
    // The harness's service watches the first category only: this one watches each game's, each playing its game.
    for (const g of h.sandbox.games) category[g.game] = g.category.id;
    await h.service.stop();
    // The same forum address as the harness's (a seeded harness's keys are bound to it: a v3 commitment
    // names its forum, docs/verifiable-dice.md §9.3), and no log tips, as the harness runs fixed dice.
    const route = forumRoute(h.sandbox, "forum.gf.test");
    const config = serviceConfig(h.sandbox, h.dataDir, { dice: { tips: false }, categories: Object.values(category), categoryGame: Object.fromEntries(Object.entries(category).map(([g, id]) => [String(id), g])),
      reconcile: { intervalMs: 0, pagesPerPass: 10, lookbackMs: 3_600_000 }, userRollsPerMinute: 100_000, listen: { host: "127.0.0.1", port: Number(new URL(h.hook).port) } }, route.url);
    h.service = await startService(config, { log: h.log, games: GAMES, flows: FLOWS, ...(route.fetch ? { forumFetch: route.fetch } : {}) });
  }, 60_000);
  afterAll(async () => { await h.close(); });

  it("are applied and answered once by the reconciler: Tricube, Facetas and Pujas posts and their sheets, and GenreFuzzion's pool", async () => {
    h.sandbox.webhooks.faults.drop = () => true;
    await sheet("ana", "tricube", MAGA);
    await sheet("bruno", "tricube", ENANO);
    const challenge = await post("moderadora", "tricube", "[tt-desafio id=muro]\nquién: Maga, Enano\ncualidad: fuerte\ndificultad: 5\nesfuerzo: 4\n[/tt-desafio]");
    const roll = await post("ana", "tricube", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]", challenge.topic_id);
    await sheet("ana", "facetas", MARK);
    await sheet("carla", "facetas", LOLA);
    await sheet("dario", "facetas", VECINA);
    const conflict = await post("bruno", "facetas", OPENING);
    const table = await post("ana", "pujas", "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\n[/pj-mesa]");
    // A confirmation holds no block (PJ-SETUP-1): recovered too, as the books' button writes it.
    const confirmed = await post("bruno", "pujas", "Confirmo la mesa (PJ-SETUP-1, PJ-SETUP-2).", table.topic_id);
    const pool = await post("carla", "genrefuzzion", "[gf-pool]\nd8 d6\n[/gf-pool]");
    await h.settle();
    const all = [challenge, roll, conflict, table, confirmed, pool];
    expect(all.map((p) => repliesTo(p).length)).toEqual([0, 0, 0, 0, 0, 0]);

    expect(await h.service.reconcile()).toMatchObject({ finished: true });
    await h.settle();
    expect(repliesTo(challenge)).toEqual([expect.stringContaining(`«muro»: 4 fichas de esfuerzo (${ruleLink("TT-EFF-1", "es")})`)]);
    expect(repliesTo(roll)).toEqual([expect.stringMatching(/\*\*Maga\*\* tira (\[\d\] ?){1,3} contra 5 en «muro»/)]);
    expect(repliesTo(conflict)).toEqual([expect.stringContaining("Protagonista: ficha de `Mark` · Aliado: ficha de `Lola` · Mundo: ficha de `Vecina`")]);
    expect(repliesTo(table)).toEqual([expect.stringContaining("Mesa abierta: ana, bruno, carla;")]);
    expect(h.sandbox.forum.posts.get(table.id)!.raw).toMatch(/\[pj-libro\]\nescena: 0\nespera norma: ana\nmonedero ana: 25\n/);
    expect(repliesTo(confirmed)).toEqual([expect.stringMatching(/^bruno confirma la mesa \(.*Falta que la confirmen: @ana y @carla\./s)]);
    expect(repliesTo(pool)).toHaveLength(1);

    // Another sweep reads the table's opening post again, at the version the books' write made (that
    // edit's webhook was dropped too), and answers nothing; then nothing is left, however the webhooks come late.
    expect((await h.service.reconcile()).handled).toBe(1);
    await h.settle();
    expect((await h.service.reconcile()).handled).toBe(0);
    h.sandbox.webhooks.faults.drop = undefined;
    for (const p of all) await redeliver(h, p.id, "post_created", `late-${p.id}`);
    await h.settle();
    expect(all.map((p) => repliesTo(p).length)).toEqual([1, 1, 1, 1, 1, 1]);
  }, 90_000);
});
