// What test/service/block-placeholder.test.ts checks of one game's composer block, shared with the games
// whose tests live in their own folder (the d20 check): the block posted as inserted, its character
// still the template's word (GameModule.sheetPlaceholders), is refused at that line as a word to
// replace, in the table's language, never as a character the table lacks; named, it plays.
import { expect } from "@jest/globals";
import type { Lang } from "../../src/lib/i18n.js";
import { placeholderOf } from "./sheet-placeholder-check.js";
import { harness } from "./harness.js";
import { topicSession, wikiSheet } from "./flows/support.js";

const REFUSED: Readonly<Record<Lang, (line: number) => string>> = {
  es: (line) => `@dj, no puedo aplicar tu mensaje a la partida. En la línea ${line}:`,
  en: (line) => `@dj, I can't apply your post to the game. On line ${line}:`,
};
const TOLD: Readonly<Record<Lang, (word: string) => string>> = {
  es: (word) => `«${word}» es la palabra que deja la plantilla donde va el nombre de un personaje: escribe en su lugar el nombre del personaje`,
  en: (word) => `“${word}” is the word the template leaves where a character's name goes: write the character's name in its place`,
};
/** What today's games said instead, naming the template's word as a character. */
const AS_A_CHARACTER = /ningún personaje llamado|no character named|no tiene ficha|has no sheet|ninguna ficha del personaje|no sheet for the character/;

/**
 * `opening` (posted by the GM "dj") holds the game's template word where a character's name goes;
 * `sheet` is ana's sheet, named Ilsa, posted first as a wiki so the table has a character.
 */
export async function checkPlaceholderBlock(game: string, lang: Lang, sheet: string, opening: string): Promise<void> {
  const h = await harness({ seed: `block-placeholder-${game}-${lang}`, sandbox: { players: ["ana", "bruno", "dj"] },
    config: { categoryGame: { "1": game }, categoryLang: { "1": lang }, game: { moderator: "dj" } } });
  try {
    await wikiSheet(h, "ana", sheet);
    expect((await h.service.store.loadSheets()).filter((s) => s.raw !== null).map((s) => s.character)).toEqual(["Ilsa"]);
    const { used } = placeholderOf(game, opening);
    expect(used).toBeDefined();
    const lines = opening.split("\n");
    const at = lines.findIndex((l) => l.endsWith(`: ${used!}`));
    expect(at).toBeGreaterThan(0);
    const s = topicSession(h);
    // The reply as the forum shows it: the inert text writes an apostrophe as &#39;.
    const replies = (await s.say("dj", opening)).replies.map((r) => r.replace(/&#39;/g, "'"));
    expect(replies).toHaveLength(1);
    expect(replies[0]).toContain(REFUSED[lang](at + 1));
    expect(replies[0]).toContain(`\`${lines[at]}\``);
    expect(replies[0]).toContain(TOLD[lang](used!));
    expect(replies[0]).not.toMatch(AS_A_CHARACTER);
    // Named, the same block plays: no refusal.
    const named = await s.say("dj", opening.replace(`: ${used!}\n`, ": Ilsa\n"));
    expect(named.replies).toHaveLength(1);
    expect(named.replies[0]).not.toContain(REFUSED[lang](at + 1).slice(0, 20));
    expect(named.replies[0]).not.toContain(used!);
  } finally { await h.close(); }
}
