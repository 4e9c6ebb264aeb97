// The composer skeletons' words a player must replace, besides a character's name (TopicFlow.templateWords):
// Tricube's example perk ("A perk", "Una ventaja"), Pujas' Event ("what happens", "lo que ocurre"),
// Facetas' "username" where a role's player goes and its example facet names. Each is answered as a
// name left unwritten is: a sheet holding one is kept out of play and its author told the line and what
// to write; a post holding one is refused at that line, nothing of it paid or played, in the table's
// language, es and en. Before, "A perk" was registered as a perk, "what happens" was bought as an Event
// for 1 coin, and "protagonist: username" was refused as "there is no user «username» on this forum".
// On the real service and sandbox forum.
import { describe, expect, it } from "@jest/globals";
import { nodeCrypto } from "../../src/dice/crypto-node.js";
import { conflictSkeleton, sheetSkeleton as facetasSheet } from "../../src/games/facetas/cards/compose.js";
import { commitmentOf } from "../../src/games/pujas/bids/index.js";
import { tableSkeleton, turnSkeleton } from "../../src/games/pujas/cards/compose.js";
import { sheetSkeleton as tricubeSheet } from "../../src/games/tricube/cards/compose.js";
import { sheetSkeleton as gfSheet } from "../../src/games/genrefuzzion/cards/compose-text.js";
import type { Lang } from "../../src/lib/i18n.js";
import { harness } from "./harness.js";
import { topicSession, wikiSheet } from "./flows/support.js";
import { writtenOut } from "../support/written-out.js";

const REFUSED: Readonly<Record<Lang, (user: string, line: number) => string>> = {
  es: (user, line) => `@${user}, no puedo aplicar tu mensaje a la partida. En la línea ${line}:`,
  en: (user, line) => `@${user}, I can't apply your post to the game. On line ${line}:`,
};
/** The reply as the forum shows it: the inert text writes an apostrophe as &#39;. */
const shown = (text: string) => text.replace(/&#39;/g, "'");

/** A sheet posted as a wiki by ana at a `game` table in `lang`; what the service keeps in play, and its replies to the sheet as shown. */
async function sheetAtTable(game: "tricube" | "genrefuzzion", lang: Lang, players: string[], raw: string) {
  const h = await harness({ seed: `template-words-${game === "tricube" ? "tricube" : "gf"}-${lang}`, sandbox: { players }, config: { categoryGame: { "1": game }, categoryLang: { "1": lang } } });
  const postId = await wikiSheet(h, "ana", raw);
  const topicId = h.sandbox.forum.posts.get(postId)!.topicId;
  const sheets = async () => (await h.service.store.loadSheets()).filter((s) => s.raw !== null).map((s) => s.character);
  const replies = () => h.replies(topicId).map((r) => shown(r.raw));
  return { h, postId, sheets, replies };
}

describe("a composer skeleton's example words left as inserted", () => {
  for (const lang of ["es", "en"] as const) {
    it(`Tricube, ${lang}: a sheet still holding the example perk is not in play; its author is told the line and what to write; written, it plays`, async () => {
      const raw = tricubeSheet(lang, "ana").replace(/^(nombre|name): .*$/m, "$1: Ilsa");
      const { h, postId, sheets, replies } = await sheetAtTable("tricube", lang, ["ana"], raw);
      try {
        expect(await sheets()).toEqual([]);
        expect(replies()).toHaveLength(1);
        expect(replies()[0]).toContain(lang === "es"
          ? "@ana: la línea 5 de esta ficha aún dice «Una ventaja», el ejemplo de la plantilla, así que todavía no está en juego. Edita el mensaje y escribe en su lugar la ventaja de tu personaje"
          : "@ana: line 5 of this sheet still says \"A perk\", the template's example, so it is not in play yet. Edit the post and, in its place, write your character's perk");
        // The perk written, the quirk still the template's: told of that line in turn.
        await h.edit("ana", postId, raw.replace(/^(ventaja|perk): .*$/m, "$1: Piromancia"));
        await h.settle();
        expect(await sheets()).toEqual([]);
        expect(replies()).toHaveLength(2);
        expect(replies()[1]).toContain(lang === "es" ? "la línea 6 de esta ficha aún dice «Un defecto»" : "line 6 of this sheet still says \"A quirk\"");
        await h.edit("ana", postId, writtenOut(raw));
        await h.settle();
        expect(await sheets()).toEqual(["Ilsa"]);
        // Told once that it is in play now, and nothing more about the template.
        expect(replies()).toHaveLength(3);
        expect(replies()[2]).not.toMatch(/plantilla|template/);
      } finally { await h.close(); }
    }, 60_000);

    it(`GenreFuzzion, ${lang}: a sheet still holding the composer's example concept or clichés is not in play (GF-CHAR-4, GF-CLI-3); told the line and what to write; written, it plays`, async () => {
      const raw = gfSheet(lang, "ana").replace(/^(nombre|name): .*$/m, "$1: Ilsa");
      const { h, postId, sheets, replies } = await sheetAtTable("genrefuzzion", lang, ["ana", "bruno"], raw);
      try {
        expect(await sheets()).toEqual([]);
        expect(replies()).toHaveLength(1);
        expect(replies()[0]).toContain(lang === "es"
          ? "@ana: la línea 4 de esta ficha aún dice «Una frase que lo resuma», el ejemplo de la plantilla, así que todavía no está en juego. Edita el mensaje y escribe en su lugar el concepto de tu personaje"
          : "@ana: line 4 of this sheet still says \"A phrase that sums them up\", the template's example, so it is not in play yet. Edit the post and, in its place, write your character's concept");
        // The concept written, the clichés still the template's: told of the first of them, with its die.
        await h.edit("ana", postId, raw.replace(/^(concepto|concept): .*$/m, "$1: Piloto sin licencia"));
        await h.settle();
        expect(await sheets()).toEqual([]);
        expect(replies()).toHaveLength(2);
        expect(replies()[1]).toContain(lang === "es" ? "la línea 5 de esta ficha aún dice «Primer cliché d8»" : "line 5 of this sheet still says \"First cliche d8\"");
        expect(replies()[1]).toContain("GF-CLI-4");
        await h.edit("ana", postId, writtenOut(raw));
        await h.settle();
        expect(await sheets()).toEqual(["Ilsa"]);
        expect(replies()).toHaveLength(3);
        expect(replies()[2]).not.toMatch(/plantilla|template/);
      } finally { await h.close(); }
    }, 60_000);

    it(`Pujas, ${lang}: the turn inserted as is is refused at its Event's line, nothing bought (PJ-OWN-10); written, it plays`, async () => {
      const h = await harness({ seed: `template-words-pujas-${lang}`, sandbox: { players: ["ana", "bruno", "carla"] }, config: { categoryGame: { "1": "pujas" }, categoryLang: { "1": lang } } });
      try {
        const s = topicSession(h);
        await s.say("ana", tableSkeleton(lang, "ana"));
        const NONCE = "a1".repeat(32);
        const bid = (p: string, seal: boolean) => seal
          ? `[pj-bid auction=scene-1]\nseal: ${commitmentOf({ table: `topic-${s.topicId}`, auction: "scene-1", player: p, bid: p === "ana" ? 3 : 0, nonce: NONCE }, nodeCrypto)}\n[/pj-bid]`
          : `[pj-bid auction=scene-1]\nbid: ${p === "ana" ? 3 : 0}\nsecret: ${NONCE}\n[/pj-bid]`;
        for (const p of ["ana", "bruno", "carla"]) await s.say(p, "[pj-turn]\npass\n[/pj-turn]");
        for (const p of ["ana", "bruno", "carla"]) await s.say(p, bid(p, true));
        for (const p of ["ana", "bruno", "carla"]) await s.say(p, bid(p, false));
        const turn = turnSkeleton(lang);
        const refused = (await s.say("ana", turn)).replies.map(shown);
        expect(refused).toHaveLength(1);
        expect(refused[0]).toContain(REFUSED[lang]("ana", 2));
        expect(refused[0]).toContain(lang === "es"
          ? "«lo que ocurre» es el ejemplo que deja la plantilla: escribe en su lugar lo que ocurre en la historia con tu Evento, en tus palabras"
          : "“what happens” is the template's example: in its place, write what happens in the story with your Event, in your words");
        expect(refused[0]).not.toMatch(/Compras|Bought/);
        const played = (await s.say("ana", turn.replace(/^(evento|event): .*$/m, "$1: la tormenta arranca el tejado"))).replies.map(shown);
        expect(played).toHaveLength(1);
        expect(played[0]).toMatch(lang === "es" ? /línea 2 · Evento · 1 moneda/ : /line 2 · Event · 1 coin/);
      } finally { await h.close(); }
    }, 120_000);

    it(`Facetas, ${lang}: the conflict inserted as is is refused at its first "username" line as a word to replace (FA-ROLE-1), not as an unknown user; an example facet left in the Adversary's sheet is refused at its line`, async () => {
      const h = await harness({ seed: `template-words-facetas-${lang}`, sandbox: { players: ["ana", "dj"] }, config: { categoryGame: { "1": "facetas" }, categoryLang: { "1": lang } } });
      try {
        const s = topicSession(h);
        const asIs = conflictSkeleton(lang, "dj");
        const first = (await s.say("dj", asIs)).replies.map(shown);
        expect(first).toHaveLength(1);
        expect(first[0]).toContain(REFUSED[lang]("dj", 2));
        expect(first[0]).toContain(lang === "es"
          ? "«usuario» es el ejemplo que deja la plantilla: escribe en su lugar el nombre de usuario de quien tiene ese papel, tal como lo muestra el foro; si nadie lo tiene (el Aliado o el Mundo), borra la línea"
          : "“username” is the template's example: in its place, write the username of whoever holds that role, as the forum shows it; if nobody does (the Ally or the World), delete the line");
        expect(first[0]).not.toMatch(/no hay ningún usuario|there is no user/);
        // The roles and ana's character (her sheet in play) written, the Adversary's inline sheet's facets
        // left as the template names them: a conflict the game would open, refused at the first of them.
        await wikiSheet(h, "ana", writtenOut(facetasSheet(lang, "ana")).replace(/^(personaje|character): .*$/m, "$1: Ilsa"));
        const roles = asIs.replace(/^(protagonista|protagonist): .*$/m, "$1: ana").replace(/^(aliado|mundo|ally|world): .*\n/gm, "")
          .replace(/^(ficha protagonista|sheet protagonist): .*$/m, "$1: Ilsa");
        const second = (await s.say("dj", roles)).replies.map(shown);
        const facetLine = roles.split("\n").findIndex((l) => /^(faceta Primera|facet First)/.test(l)) + 1;
        expect(second[0]).toContain(REFUSED[lang]("dj", facetLine));
        expect(second[0]).toContain(lang === "es" ? "«faceta Primera faceta de conflicto» es el ejemplo que deja la plantilla" : "“facet First conflict facet” is the template's example");
        // Written out, the conflict opens.
        const opened = (await s.say("dj", writtenOut(roles))).replies.map(shown);
        expect(opened).toHaveLength(1);
        expect(opened[0]).not.toMatch(/no puedo aplicar|can't apply/);
      } finally { await h.close(); }
    }, 60_000);
  }
});
