// Attacks on Facetas through the real service (harness: sandbox forum, SQLite store, verifiable dice
// on a fixed seed): what a player could make the topic-flow runner do. Each test failed on the code
// before its fix. Tricube's through the service: test/games/tricube/attack-service.test.ts.
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { harness, type Harness } from "../../service/harness.js";
import { prose } from "../../support/cooked-prose.js";

describe("Facetas through the service: the bot mentions only users", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await harness({ seed: "attack-mentions", sandbox: { players: ["ana", "bruno"] }, config: { categoryGame: { "1": "facetas" } } });
  }, 60_000);
  afterAll(async () => { await h.close(); });

  const after = (raw: string, name: string) => new RegExp(`@${name}\\b`, "u").test(raw);

  it("FA-SCENE-1 FA-ROLE-1 FA-ROLE-2: roles given to `here` and `staff` in an opening, and a facet named @all, notify no one; the real players are still mentioned", async () => {
    // The opening names the Ally "here" and the World "staff" (any Adversary can write those lines; staff
    // presents it here so the inline Protagonist sheet is allowed, FA-ROLE-2): the reply said
    // "Ally @here, World @staff", which the service's account posts as a mass and a group mention.
    // Neither is a user of the forum: the opening is refused naming the first, and the refusal mentions no one.
    const opening = "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\naliado: here\nmundo: staff\n[/fa-conflicto]\n\n"
      + "[fa-ficha funcion=protagonista]\npersonaje: Mark\nfaceta @all de guardia: 4\nph: 3\n[/fa-ficha]\n\n"
      + "[fa-ficha funcion=adversario]\nfaceta Los chicos de azul: 3\nph: 1\n[/fa-ficha]";
    const post = await h.post("moderadora", opening);
    await h.settle();
    const refusal = h.replies(post.topic_id).map((r) => r.raw);
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toContain("no hay ningún usuario «here» en este foro (Aliado)");
    expect(after(refusal[0]!, "here")).toBe(false);
    expect(after(refusal[0]!, "staff")).toBe(false);
    await h.edit("moderadora", post.id, opening.replace("aliado: here\nmundo: staff\n", ""));
    await h.settle();
    const replies = h.replies(post.topic_id).map((r) => r.raw);
    expect(replies).toHaveLength(2);
    const reply = replies[1]!;
    expect(after(reply, "ana")).toBe(true);
    expect(after(reply, "bruno")).toBe(true);
    // The next turn's reply, with the facet's name in the suggested lines, mentions no "all" either: its
    // table, drawn as a card, keeps the facet's name as its player must type it (no mention is cooked there).
    const turn = await h.post("ana", "[fa-turno]\ntirar P1: @all de guardia\npaso\n[/fa-turno]", post.topic_id);
    await h.settle();
    const next = h.replies(post.topic_id).filter((r) => r.replyTo === turn.post_number).map((r) => r.raw);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatch(/^\[fa-mesa\]\n(?:.*\n)*?cambio FA-ROLL-1: @all de guardia /m);
    expect(after(prose(next[0]!), "all")).toBe(false);
  });
});
