// What test/service/sheet-placeholder.test.ts checks of one game's composer sheet, shared with the
// games whose tests live in their own folder (the d20 check): posted as a wiki still named as the
// template names it, it is not registered, its author is told once in the table's language, no reply
// says the template's word, and once named it is registered and its author told, once, that it is in play.
import { expect } from "@jest/globals";
import { GAMES } from "../../src/games/games.js";
import type { Lang } from "../../src/lib/i18n.js";
import { wikiSheet } from "./flows/support.js";
import { harness } from "./harness.js";
import { writtenOut } from "../support/written-out.js";

const TOLD: Readonly<Record<Lang, string>> = {
  es: "@ana: esta ficha aún lleva el nombre de la plantilla donde va el de su personaje",
  en: "@ana: this sheet still has the template's name where its character's name goes",
};

const IN_PLAY: Readonly<Record<Lang, string>> = {
  es: "@ana: la ficha de «Ilsa» ya está en juego",
  en: "@ana: \"Ilsa\"'s sheet is in play now",
};

/** The game's template words, and the one `raw` (its composer's sheet) names its character with. */
export function placeholderOf(game: string, raw: string): { all: readonly string[]; used: string | undefined } {
  const all = GAMES.find((g) => g.id === game)!.sheetPlaceholders ?? [];
  return { all, used: all.find((p) => raw.includes(`: ${p}\n`)) };
}

export async function checkPlaceholderSheet(game: string, lang: Lang, raw: string): Promise<void> {
  const h = await harness({ seed: `sheet-placeholder-${game}-${lang}`, sandbox: { players: ["ana", "bruno"] }, config: { categoryGame: { "1": game }, lang } });
  try {
    const { all, used } = placeholderOf(game, raw);
    expect(used).toBeDefined();
    const postId = await wikiSheet(h, "ana", raw);
    const topicId = h.sandbox.forum.posts.get(postId)!.topicId;
    const sheets = async () => (await h.service.store.loadSheets()).filter((s) => s.raw !== null).map((s) => s.character);
    expect(await sheets()).toEqual([]);
    const replies = () => h.replies(topicId).map((r) => r.raw);
    expect(replies()).toHaveLength(1);
    expect(replies()[0]).toContain(TOLD[lang]);
    // No reply says the template's word, in either language.
    for (const word of all) expect(replies().join("\n")).not.toContain(word);
    // An edit that keeps it is not told again; one that names the character (and writes the skeleton's
    // other examples, a perk or a facet's name, which keep a sheet out of play too) registers it.
    await h.edit("ana", postId, raw.replace(/\n\[\//, "\n\n[/"));
    await h.settle();
    expect(replies()).toHaveLength(1);
    await h.edit("ana", postId, writtenOut(raw.replace(`: ${used!}\n`, ": Ilsa\n")));
    await h.settle();
    expect(await sheets()).toEqual(["Ilsa"]);
    // Named, it enters play, and its author, told it was out, is told so once.
    expect(replies()).toEqual([expect.stringContaining(TOLD[lang]), expect.stringContaining(IN_PLAY[lang])]);
  } finally { await h.close(); }
}
