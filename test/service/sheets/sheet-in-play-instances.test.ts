// Two service instances on one PostgreSQL database (scale-out), both handed the post_edited of the
// moment staff make a sheet a wiki (Discourse's delivery and its retry, each to another instance, at
// once): the sheet's author, told it was not a wiki, is told once that it is in play, whichever
// instance says it. The word is the store's (a mark set with the not-a-wiki reply) and the reply's
// key is one: neither instance's memory decides it.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { apiPost } from "../../../src/service/discourse/schemas.js";
import { startPgCluster, type PgCluster } from "../pg-cluster.js";
import { pair, type Pair } from "../two-instances.js";
import { until } from "../../support/until.js";

const ILSA = "[gf-ficha]\nnombre: Ilsa\njugadora: @ana\nconcepto: Piloto sin licencia\ncliché: Piloto temeraria d8\ncliché: Mecánica d8\n"
  + "cliché: Cínica d6\ncliché: Ágil d6\ncliché: Miope d4\ncliché: Impaciente d4\nrelación Bruno: Le debe dinero d6\nrelación Tía Marga: La adora d6\n"
  + "objetivo 10 abierto: Volar otra vez\nobjetivo 8 abierto: Pagar la deuda\nobjetivo 6 abierto: Dormir una noche entera\npv: 0\npk: 0\n[/gf-ficha]";

let cluster: PgCluster | undefined;
let p: Pair | undefined;
beforeAll(async () => { cluster = await startPgCluster(); }, 90_000);
afterAll(async () => { await p?.stop(); cluster?.stop(); });

describe("a sheet made a wiki, its webhook handed to two instances at once", () => {
  it("is announced in play once", async () => {
    p = await pair(cluster!, `gf_in_play_two_${Date.now()}`, { players: ["ana", "bruno"], moderator: "bruno", config: { sheetWikiGraceMs: 0 } });
    const pp = p;
    pp.only(0);
    const id = apiPost.parse(await pp.api("ana", "POST", "/posts.json", { title: "Ficha de personaje: Ilsa", raw: ILSA, category: pp.sb.category.id })).id;
    await pp.settle();
    expect(pp.repliesTo(id)).toEqual([expect.stringMatching(/^@ana: la ficha de «Ilsa» no es un mensaje wiki/)]);
    // The forum's own delivery held back: the toggle's post_edited goes to both instances at once.
    pp.sb.webhooks.hooks.splice(0);
    await pp.api("moderadora", "PUT", `/posts/${id}/wiki`, { wiki: true });
    expect(await Promise.all([pp.deliver(0, id, "post_edited"), pp.deliver(1, id, "post_edited")])).toEqual([200, 200]);
    await until("the sheet in the store", async () => (await pp.instances[1].store.loadSheets()).some((s) => s.postId === id && s.raw !== null));
    await pp.settle();
    expect(pp.repliesTo(id)).toEqual([expect.stringMatching(/^@ana: la ficha de «Ilsa» no es un mensaje wiki/),
      expect.stringMatching(/^@ana: la ficha de «Ilsa» ya está en juego/)]);
  }, 120_000);
});
