// A refusal's advice is what the service then does (docs/verifiable-dice.md §V.1). A group's walk met
// "fix the post by editing it": the player removed the refused line with Edit → Save within a minute,
// and the service answered that it did not roll "the dice you added", edited in within the forum's
// grace period. Discourse keeps no revision of an author's edit within `editing_grace_period` unless a
// new edit reason is given (PostRevisor#should_create_new_version?, modelled in src/sandbox/forum.ts),
// and a block with no revision of its own is never rolled. So the refusal now says to post the pool
// anew or edit with a new edit reason, and the grace-period reply names what happened (the post was
// changed, lines added or removed), not dice added. Over the sandbox forum, its webhooks and the real
// service, at a Spanish table and an English one: the refused pool (GF-POOL-4: a relationship that
// points at Cata, not at the opponent Bruno), the edit without a reason answered in the new words and
// not rolled, then the edit the refusal advised, rolled.
import { afterEach, describe, expect, it, jest } from "@jest/globals";
import type { Harness } from "../../../service/harness.js";
import { gameOf, pool, PRESENT, say, SCENE, table, type Table } from "./support.js";

jest.setTimeout(90_000);
let t: Table | undefined;
afterEach(async () => { await t?.h.close(); t = undefined; });

/** The author's own edit of `postId`, as the forum's composer saves it: with or without an edit reason. */
async function edit(h: Harness, username: string, postId: number, raw: string, reason?: string): Promise<void> {
  const r = await fetch(`${h.sandbox.url}/posts/${postId}.json`, { method: "PUT",
    headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": username, "Content-Type": "application/json" },
    body: JSON.stringify({ post: { raw, ...(reason ? { edit_reason: reason } : {}) } }) });
  if (r.status !== 200) throw new Error(`edit: ${r.status} ${await r.text()}`);
  await h.settle();
}

const CASES = [
  { lang: "es", config: {}, relationship: "relación: Amiga de Cata", reason: "quito la relación",
    refused: "«Amiga de Cata» apunta a Cata",
    advice: "No ha cambiado nada: publícalo de nuevo, o edita este mensaje escribiendo un motivo de edición nuevo: sin él, el foro no guarda revisión de una edición hecha en los primeros 5 minutos (su margen de gracia), y no tiro dados cambiados así.",
    undated: "@ana, no he tirado los dados de este mensaje: se cambió (se añadieron o quitaron líneas) sin motivo de edición dentro del margen de gracia del foro",
    untrue: /que añadiste|corrige el mensaje editándolo/ },
  { lang: "en", config: { categoryLang: { "1": "en" } }, relationship: "relación: Amiga de Cata", reason: "relationship removed",
    refused: "Amiga de Cata",
    advice: "Nothing has changed: post it anew, or edit this post and write a new edit reason: without one, the forum keeps no revision of an edit made within its 5-minute edit grace period, and I do not roll dice changed that way.",
    undated: "@ana, I did not roll the dice of this post: it was changed (lines added or removed) with no edit reason within the forum's 5-minute edit grace period",
    untrue: /dice you added|fix the post by editing it/ },
] as const;

describe("a refusal's advice is what the service then does (§V.1)", () => {
  for (const c of CASES) {
    it(`${c.lang}: GF-POOL-4's refusal says to post anew or edit with a reason; an edit without one is told it changed the post, not rolled; the advised edit is rolled`, async () => {
      // Discourse's default edit grace period, 300 s (config/site_settings.yml).
      t = await table(c.config, undefined, { editingGracePeriodSec: 300 });
      const { h } = t;
      const topicId = (await say(h, "ana", SCENE)).post.topic_id;
      await say(h, "beto", PRESENT, topicId);
      const lines = ["cliché: Bruja novata", "cliché: Heredera"];
      const raw = (extra: readonly string[]) => `Lía salta la valla.\n\n${pool("Lía", [...lines, ...extra])}`;
      const { post, replies } = await say(h, "ana", raw([c.relationship]), topicId);
      expect(replies).toHaveLength(1);
      expect(replies[0]!.raw).toContain(c.refused);
      expect(replies[0]!.raw).toContain("GF-POOL-4");
      expect(replies[0]!.raw).toContain(c.advice);
      expect(replies[0]!.raw).not.toMatch(c.untrue);
      const phase = (await gameOf(h, topicId)).topic?.game.phase;


      // What the walk did: the line removed with Edit → Save, at once, no edit reason.
      const before = h.replies(topicId).length;
      await edit(h, "ana", post.id, raw([]));
      expect(h.sandbox.forum.posts.get(post.id)!.version).toBe(1);
      const told = h.replies(topicId).slice(before);
      expect(told).toHaveLength(1);
      expect(told[0]!.raw).toContain(c.undated);
      expect(told[0]!.raw).not.toMatch(c.untrue);
      expect((await gameOf(h, topicId)).topic?.game.phase).toBe(phase);

      // What the refusal says: the same edit with a new edit reason is a revision, and the pool is rolled.
      await edit(h, "ana", post.id, `${raw([])}\n`, c.reason);
      expect(h.sandbox.forum.posts.get(post.id)!.version).toBe(2);
      expect(h.replies(topicId).slice(before + 1).some((r) => new RegExp(`post=${post.id} (?:bloque|block)=0 `).test(r.raw))).toBe(true);
      expect((await gameOf(h, topicId)).topic?.game.phase).not.toBe(phase);
    });
  }
});
