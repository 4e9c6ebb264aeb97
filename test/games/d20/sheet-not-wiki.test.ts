// A d20 check sheet posted without "Wiki post" is answered, as every game's is (the platform's sheet
// registry and guard, test/browser/sheet-not-wiki.test.ts for the other games): its author is told, in
// the table's language, that no one can play it until it is a wiki and how to make it one; it is not
// registered; made a wiki, it plays, and its author is told so once. On the real service and sandbox forum.
import { describe, expect, it, jest } from "@jest/globals";
import { sheetSkeleton } from "../../../src/games/d20/cards/compose.js";
import { harness } from "../../service/harness.js";
import { placeholderOf } from "../../service/sheet-placeholder-check.js";
import { until } from "../../support/until.js";

// Two forums, a sheet each, its reply, a wiki edit and its play: as long as the other games' not-a-wiki
// walk (test/browser/sheet-not-wiki.test.ts), which a loaded CI machine took past the default minute.
jest.setTimeout(120_000);

const TOLD = {
  es: /^@ana: la ficha de «Ilsa» no es un mensaje wiki, así que nadie puede jugarla todavía: .*«Transformar en formato wiki»/,
  en: /^@ana: "Ilsa"'s sheet is not a wiki post, so no one can play it yet: .*"Make Wiki"/,
} as const;

describe("a d20 sheet posted as no wiki, on a forum whose staff make sheets wikis (sheetMakeWiki: false)", () => {
  for (const lang of ["es", "en"] as const) {
    it(`${lang}: its author is told so and how, once; made a wiki, it plays`, async () => {
      const h = await harness({ seed: `d20-sheet-not-wiki-${lang}`, sandbox: { players: ["ana", "bruno"] },
        config: { categoryGame: { "1": "d20" }, lang, sheetWikiGraceMs: 0 } });
      try {
        const skeleton = sheetSkeleton(lang, "ana");
        const raw = skeleton.replace(`: ${placeholderOf("d20", skeleton).used!}\n`, ": Ilsa\n");
        const post = await h.post("ana", raw);
        await h.settle();
        const registered = async () => (await h.service.store.loadSheets()).some((s) => s.postId === post.id && s.raw !== null);
        expect(await registered()).toBe(false);
        const replies = h.replies(post.topic_id);
        expect(replies.map((r) => r.raw)).toEqual([expect.stringMatching(TOLD[lang])]);
        expect(replies[0]!.replyTo).toBe(post.post_number);
        // The harness leaves wikis to staff (sheetMakeWiki: false): the service did not try, and blames no account.
        expect(replies[0]!.raw).not.toMatch(/could not make this one a wiki|no ha podido convertirla/);
        await fetch(`${h.sandbox.url}/posts/${post.id}/wiki`, { method: "PUT", body: JSON.stringify({ wiki: true }),
          headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "moderadora", "Content-Type": "application/json" } });
        await until("Ilsa's sheet to be registered", registered);
        await h.settle();
        // And told, once, that it is in play.
        expect(h.replies(post.topic_id).map((r) => r.raw)).toEqual([expect.stringMatching(TOLD[lang]),
          expect.stringContaining(lang === "es" ? "@ana: la ficha de «Ilsa» ya está en juego" : "@ana: \"Ilsa\"'s sheet is in play now")]);
      } finally { await h.close(); }
    }, 60_000);
  }
});
