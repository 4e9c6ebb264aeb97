// PJ-SETUP-1, PJ-SETUP-2: a player's confirmation of the table, answered. When the table opens the
// service asks every player to confirm its setup (asks.ts); the books' "Confirm the table" button
// writes "I confirm the table (…)" into the composer (cards/decorate.ts), or a player types it. The
// post holds no block, and the service used to leave it unanswered: nothing in the thread said the
// table was confirmed, who plays, in what order, or whose turn it is. Each confirmation is kept in the
// topic's record and answered in the table's language: who plays, in their order from the first
// player (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1), who has still to confirm, each with an "@", and whom the
// game waits for now. Confirming changes nothing of the game: the Tenet lap can start before it.
import { fill, type Lang } from "../../../lib/i18n.js";
import { foldKeyword } from "../../../markup/keywords.js";
import type { PjState } from "../rules/index.js";

/** What a confirmation says, in either language whatever the table's (case and accents aside), at a line's start. */
export const CONFIRM = /^(?:confirmo la mesa|i confirm the table)\b/;

/**
 * The 1-based line of the post that confirms the table, or undefined: a line of its own words, never
 * inside a quote (a quoted confirmation is someone else's) nor a code block.
 */
export function confirmationLine(raw: string): number | undefined {
  let quote = 0;
  let fence = false;
  const lines = raw.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (/^(?:```|~~~)/.test(line)) { fence = !fence; continue; }
    if (fence) continue;
    quote += (line.match(/\[quote\b/gi) ?? []).length;
    const closes = (line.match(/\[\/quote\]/gi) ?? []).length;
    if (quote === 0 && !line.startsWith(">") && CONFIRM.test(foldKeyword(line))) return i + 1;
    quote = Math.max(0, quote - closes);
  }
  return undefined;
}

/** The players in their turn order, from the first player and round to the left (PJ-SETUP-2, PJ-TENET-1). */
export function playOrder(game: Pick<PjState, "players" | "first">): string[] {
  const at = Math.max(0, game.players.indexOf(game.first));
  return [...game.players.slice(at), ...game.players.slice(0, at)];
}

const WORDS = {
  and: { es: " y ", en: " and " },
  // Said to the table when one more player confirms; {missing} still to confirm, each with an "@".
  confirmed: {
    es: "{user} confirma la mesa (PJ-SETUP-1, PJ-SETUP-2). Juegan, en este orden: {order}; empieza {first} y el turno pasa al siguiente (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Falta que la confirmen: {missing}.",
    en: "{user} confirms the table (PJ-SETUP-1, PJ-SETUP-2). Playing, in this order: {order}; {first} starts and the turn passes to the next (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1). Still to confirm: {missing}.",
  },
  // The last confirmation: the whole table is named, each player with an "@".
  all: {
    es: "{user} confirma la mesa: ya la han confirmado todos (PJ-SETUP-1, PJ-SETUP-2). Juegan, en este orden: {order}; empieza {first} y el turno pasa al siguiente (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1).",
    en: "{user} confirms the table: every player has confirmed it now (PJ-SETUP-1, PJ-SETUP-2). Playing, in this order: {order}; {first} starts and the turn passes to the next (PJ-SETUP-2, PJ-TENET-1, PJ-TURN-1).",
  },
  again: {
    es: "{user} ya había confirmado la mesa (PJ-SETUP-1, PJ-SETUP-2). Falta que la confirmen: {missing}.",
    en: "{user} had already confirmed the table (PJ-SETUP-1, PJ-SETUP-2). Still to confirm: {missing}.",
  },
  againAll: {
    es: "{user} ya había confirmado la mesa, y ya la han confirmado todos (PJ-SETUP-1, PJ-SETUP-2).",
    en: "{user} had already confirmed the table, and every player has confirmed it (PJ-SETUP-1, PJ-SETUP-2).",
  },
} as const;

/** "@ana, @bruno y @carla": names joined as the table's language lists them. */
function listed(names: readonly string[], lang: Lang): string {
  return names.length < 2 ? names.join("") : `${names.slice(0, -1).join(", ")}${WORDS.and[lang]}${names.at(-1)!}`;
}

/**
 * The answer to `author`'s confirmation, with whom it leaves to confirm; `confirmed`: who had
 * confirmed before this post. Usernames only (forum names, inert in markdown).
 */
export function confirmationReply(game: Pick<PjState, "players" | "first">, confirmed: readonly string[], author: string, lang: Lang): { confirmed: string[]; text: string } {
  const again = confirmed.includes(author);
  const now = again ? [...confirmed] : [...confirmed, author];
  const missing = playOrder(game).filter((p) => !now.includes(p));
  const done = missing.length === 0;
  const key = again ? (done ? "againAll" : "again") : done ? "all" : "confirmed";
  const order = playOrder(game).map((p) => (done ? `@${p}` : p));
  const text = fill(WORDS[key][lang], {
    user: author, order: listed(order, lang), first: done ? `@${game.first}` : game.first, missing: listed(missing.map((p) => `@${p}`), lang),
  });
  return { confirmed: now, text };
}
