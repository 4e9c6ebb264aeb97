// A Facetas conflict's roles and a Pujas table's players are users of the forum: the service asks the
// forum (GET /u/{name}.json, UsersController#show, the sandbox answering it as Discourse does) through
// the runner's FlowStepContext.isUser, and an opening naming anyone else (a typo, a group, `here`) is
// refused quoting the line that names them, in the block's language, with nothing kept or written into
// the post: the GM's post stays as typed, and an edit that fixes the name opens the table.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../harness.js";

async function say(h: Harness, username: string, raw: string, topicId?: number) {
  const post = await h.post(username, raw, topicId);
  await h.settle();
  return { post, replies: h.replies(post.topic_id).filter((r) => r.replyTo === post.post_number).map((r) => r.raw) };
}

const MARK = "[fa-ficha funcion=protagonista]\npersonaje: Mark\nfaceta Sin pegar ojo: 4\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]";
const ADVERSARY = "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nph: 1\n[/fa-ficha]";

describe("Facetas: every role is a user of the forum (FA-ROLE-2)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ seed: "facetas-unknown-role", sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "facetas" } } });
  }, 60_000);
  afterAll(async () => { await h.close(); });

  it("FA-ROLE-2: an Ally nobody on the forum is called is refused naming them, in Spanish; nothing is kept; the GM's edit that fixes the name opens the conflict", async () => {
    const raw = `[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: carlota\n[/fa-conflicto]\n\n${MARK}\n\n${ADVERSARY}`;
    const r = await say(h, "moderadora", raw);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("`aliado: carlota`");
    expect(r.replies[0]).toContain("no hay ningún usuario «carlota» en este foro (Aliado)");
    expect(await h.service.store.getFlow(r.post.topic_id)).toBeUndefined();
    // Nothing the GM typed is lost: the post is as written.
    expect(h.sandbox.forum.posts.get(r.post.id)!.raw).toBe(raw);
    await h.edit("moderadora", r.post.id, raw.replace("aliado: carlota", "aliado: carla"));
    await h.settle();
    const replies = h.replies(r.post.topic_id).map((x) => x.raw);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("Protagonista @ana, Adversario @bruno, Aliado @carla");
    expect(await h.service.store.getFlow(r.post.topic_id)).toBeDefined();
  });

  it("FA-ROLE-2: written in English in this Spanish table, a World given to a group's name (`staff`) is refused naming it, in Spanish (the table's language), and the reply mentions no group", async () => {
    const raw = `[fa-conflict]\nprotagonist: ana\nadversary: bruno\nworld: staff\n[/fa-conflict]\n\n${MARK}\n\n${ADVERSARY}`;
    const r = await say(h, "bruno", raw);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("`world: staff`");
    expect(r.replies[0]).toContain("no hay ningún usuario «staff» en este foro (Mundo)");
    expect(r.replies[0]).not.toMatch(/@staff\b/);
    expect(await h.service.store.getFlow(r.post.topic_id)).toBeUndefined();
  });
});

describe("Pujas: every player of the table is a user of the forum", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ seed: "pujas-unknown-player", sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" } } });
  }, 60_000);
  afterAll(async () => { await h.close(); });

  it("PJ-SETUP-2: a [pj-mesa] naming someone who is not a user is refused naming them; no books are written into the post; an edit that fixes it opens the table", async () => {
    const raw = "La partida del puerto.\n\n[pj-mesa]\njugadores: ana, bruno, karla\nprimero: ana\n[/pj-mesa]\n\n¡Suerte!";
    const r = await say(h, "ana", raw);
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("`jugadores: ana, bruno, karla`");
    expect(r.replies[0]).toContain("no hay ningún usuario «karla» en este foro");
    expect(await h.service.store.getFlow(r.post.topic_id)).toBeUndefined();
    expect(h.sandbox.forum.posts.get(r.post.id)!.raw).toBe(raw);
    await h.edit("ana", r.post.id, raw.replace("karla", "carla"));
    await h.settle();
    const replies = h.replies(r.post.topic_id).map((x) => x.raw);
    expect(replies).toHaveLength(2);
    expect(replies[1]).toContain("Mesa abierta: ana, bruno, carla;");
    expect(h.sandbox.forum.posts.get(r.post.id)!.raw).toContain("[pj-libro]\nescena: 0\nespera norma: ana\nmonedero ana: 25");
  });

  it("PJ-SETUP-2: written in English in this Spanish table, `here` as the first player is refused naming it, in Spanish (the table's language), with no @here in the reply", async () => {
    const r = await say(h, "ana", "[pj-table]\nplayers: ana, bruno\nfirst: here\n[/pj-table]");
    expect(r.replies).toHaveLength(1);
    expect(r.replies[0]).toContain("`first: here`");
    expect(r.replies[0]).toContain("no hay ningún usuario «here» en este foro");
    expect(r.replies[0]).not.toMatch(/@here\b/);
    expect(await h.service.store.getFlow(r.post.topic_id)).toBeUndefined();
  });
});
