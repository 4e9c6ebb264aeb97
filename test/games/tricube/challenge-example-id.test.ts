// The composer's challenge keeps its example name (id=reto / id=challenge) until the GM gives it one
// (TT-SETUP-1: the GM describes the challenge; rolls, answers and the Karma offer of TT-KAR-3 name it):
// posted so, the service refuses it at its tag, in the table's language, as the sheets' example words
// are refused, and plays nothing; the post is left as written, and the GM's edit naming it plays it.
import { describe, expect, it } from "@jest/globals";
import { challengeSkeleton } from "../../../src/games/tricube/cards/compose.js";
import type { Lang } from "../../../src/lib/i18n.js";
import { harness } from "../../service/harness.js";
import { tricubeTable } from "./service-table.js";

const TOLD: Readonly<Record<Lang, { refused: string; message: string; id: string; named: string }>> = {
  es: { refused: "@dj, no puedo aplicar tu mensaje a la partida. En la línea 1:", id: "reto", named: "puente",
    message: "«reto» es el nombre de ejemplo de la plantilla: pon al desafío uno suyo en la etiqueta, como id=puente (las tiradas y respuestas lo citan)" },
  en: { refused: "@dj, I can't apply your post to the game. On line 1:", id: "challenge", named: "bridge",
    message: "\"challenge\" is the template's example name: give the challenge its own in the tag, such as id=bridge (rolls and answers quote it)" },
};

describe("a Tricube challenge still named as the composer's template names it", () => {
  for (const lang of ["es", "en"] as const) {
    it(`TT-SETUP-1 TT-KAR-3 (${lang}): refused at its tag with what to write, nothing played, the post kept; the GM's edit naming it plays`, async () => {
      const t = await tricubeTable(await harness({ seed: `challenge-example-id-${lang}`, sandbox: { players: ["ana", "bruno", "dj"] },
        config: { categoryGame: { "1": "tricube" }, categoryLang: { "1": lang }, game: { moderator: "dj" } } }));
      try {
        const w = TOLD[lang];
        const raw = challengeSkeleton(lang).replace(/^(quién|who): .*$/m, "$1: Maga");
        const r = await t.say("dj", raw);
        const replies = r.replies.map((x) => x.replace(/&#39;/g, "'").replace(/&quot;/g, "\""));
        expect(replies).toHaveLength(1);
        expect(replies[0]).toContain(w.refused);
        expect(replies[0]).toContain(`\`${raw.split("\n")[0]}\``);
        expect(replies[0]).toContain(w.message);
        expect(replies[0]).toContain("TT-SETUP-1");
        // Nothing of it is in play, and the post is as the GM wrote it.
        expect(await t.h.service.store.getFlow(t.topicId)).toBeFalsy();
        expect(t.h.sandbox.forum.posts.get(r.post.id)!.raw).toBe(raw);
        // Named, the same post plays: the challenge is the table's, by the GM's name.
        await t.h.edit("dj", r.post.id, raw.replace(`id=${w.id}]`, `id=${w.named}]`));
        await t.h.settle();
        expect(Object.keys((await t.record()).state.challenges)).toEqual([w.named]);
      } finally { await t.h.close(); }
    }, 60_000);
  }
});
