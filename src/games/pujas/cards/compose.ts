// What Pujas' composer entries insert, in the writer's language: a turn with an Event and its end
// (every line a priced action, docs/games/pujas.md, the turn block), and a table's setup for a
// topic's opening post (the same page, the setup block). Each reads back with Pujas' own block
// reader, with no error (test/games/pujas/card-prices.test.ts).
import type { Lang } from "../../../lib/i18n.js";

export function turnSkeleton(lang: Lang): string {
  return lang === "es"
    ? "[pj-turno]\nevento: lo que ocurre\nfin de turno\n[/pj-turno]"
    : "[pj-turn]\nevent: what happens\nend turn\n[/pj-turn]";
}

export function tableSkeleton(lang: Lang): string {
  return lang === "es"
    ? "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\nmonedas: 25\nrecuperación: 5\nplazo: 48\n[/pj-mesa]"
    : "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\ncoins: 25\nrecovery: 5\nreveal hours: 48\n[/pj-table]";
}
