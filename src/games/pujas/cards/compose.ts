// What Pujas' composer entries insert, in the writer's language: a turn with an Event and its end
// (every line a priced action, docs/games/pujas.md, the turn block), and a table's setup for a
// topic's opening post (the same page, the setup block). Each reads back with Pujas' own block
// reader, with no error (test/games/pujas/card-prices.test.ts).
import type { Lang } from "../../../lib/i18n.js";
import type { ComposerModel } from "../../../plugin-client/game-cards.js";

/** The turn's Event as the skeleton writes it, for the player to replace: a post still holding it is refused at that line (flow/template-words.ts). */
export const EVENT_EXAMPLE = { es: "lo que ocurre", en: "what happens" } as const;

/** The Tenet lap's example Tenet (PJ-TENET-1), refused as the Event's is when posted as is. */
export const TENET_EXAMPLE = { es: "tu Norma", en: "your Tenet" } as const;

/**
 * A turn for the step the table is at (cards/step.ts reads it from the page's books): in the Tenet lap
 * a Tenet, whose example's refusal says the other kinds and the pass (PJ-TENET-1); else an Event and its end.
 */
export function turnSkeleton(lang: Lang, lap = false): string {
  if (lap) return lang === "es" ? `[pj-turno]\nelemento de la historia: ${TENET_EXAMPLE.es}\n[/pj-turno]` : `[pj-turn]\nstory element: ${TENET_EXAMPLE.en}\n[/pj-turn]`;
  return lang === "es"
    ? `[pj-turno]\nevento: ${EVENT_EXAMPLE.es}\nfin de turno\n[/pj-turno]`
    : `[pj-turn]\nevent: ${EVENT_EXAMPLE.en}\nend turn\n[/pj-turn]`;
}

/**
 * A table's setup, its writer the first player and the one who goes first (PJ-SETUP-1), as Facetas'
 * entries name their writer: a sandbox group's table opened from the entry names its own players
 * (there is no "ana" on the sandbox forum). The other two names are examples to change.
 */
export function tableSkeleton(lang: Lang, writer?: string): string {
  const first = writer ?? "ana";
  const players = [first, ...["bruno", "carla", "ana"].filter((n) => n.toLowerCase() !== first.toLowerCase())].slice(0, 3).join(", ");
  return lang === "es"
    ? `[pj-mesa]\njugadores: ${players}\nprimero: ${first}\nmonedas: 25\nrecuperación: 5\nplazo: 48\n[/pj-mesa]`
    : `[pj-table]\nplayers: ${players}\nfirst: ${first}\ncoins: 25\nrecovery: 5\nreveal hours: 48\n[/pj-table]`;
}

/**
 * A new table's topic title, in the table's language, for the composer that inserts its setup
 * (PJ-SETUP-1): its writer and the day, so it is one Discourse takes (min_topic_title_length 15,
 * title_min_entropy 10; a topic's title is unique, so a writer's second table of the day is refused
 * as a duplicate and asks for another).
 */
export function tableTitle(lang: Lang, writer: string): string {
  const day = new Date().toLocaleDateString(lang, { day: "numeric", month: "long" });
  return lang === "es" ? `Mesa de Pujas de ${writer}, ${day}` : `${writer}'s Pujas table, ${day}`;
}

/** The table entry: its setup, and in a new topic's composer with no title typed yet, the table's title (tableTitle) when the writer is known. */
export function tableEntry(lang: Lang, writer?: string, _load?: unknown, model?: ComposerModel): string {
  if (writer && model?.creatingTopic && !model.title) model.set("title", tableTitle(lang, writer));
  return tableSkeleton(lang, writer);
}
