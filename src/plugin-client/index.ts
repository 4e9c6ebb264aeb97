// The plugin's core browser bundle, built by build.mjs into plugin/assets/javascripts/lib/gf-client.js.
// The initializer (plugin/…/initializers/genrefuzzion.js) calls decorateCooked on every cooked post,
// on Discourse and on the sandbox forum's page alike. It holds no game: it knows each game only by
// its manifest (client-games.ts, which build.mjs fills from every game's src/games/<id>/cards/manifest.ts:
// its id, the keys of its cooked cards, its composer entries), and draws a card with the cards of its game's chunk
// (plugin/public/javascripts/gf-<game>.js), which the page loads the first time a card of that game
// is on it (GfHost.loadGame) and keeps. A chunk that cannot be loaded leaves a localised card saying
// so, with the block as written; the shared error card needs no chunk.
import { DEFAULT_LANG, isLang, type Lang } from "../lib/i18n.js";
import { drawWhenSeen, WAIT } from "./card-schedule.js";
import { CARD_SELECTOR, cardText, keepSource, readCard, useCardReaders, type Card } from "./card-data.js";
import { drawError, drawUnavailable } from "./cards/error.js";
import { CLIENT_GAMES } from "./client-games.js";
import { decorateDiceRoll, drawDiceRoll } from "./cards/dice-roll.js";
import { DICE_ROLL_CARD } from "../markup/dice-roll-card.js";
import type { CardReadOptions, ClientGame, ComposerEntry, ComposerModel, GameCards, GameChunk } from "./game-cards.js";
import type { GfHost } from "./host.js";
import { decorateQuestions } from "./question.js";

export type { GfHost, PageVerifier, PostTime, ThreadPost, Translate } from "./host.js";
export type { ClientGame, ComposerEntry, GameChunk } from "./game-cards.js";
export { ruleReferenceUrl } from "../lib/rule-reference.js";
export { publicScriptPath } from "./public-scripts.js";

/** Which game a cooked card belongs to, by the first word of its data-gf-card value. */
const GAME_BY_KEY: ReadonlyMap<string, ClientGame> = new Map(CLIENT_GAMES.flatMap((g) => g.keys.map((key) => [key, g] as const)));

/** Which game asks the service's questions of each kind (ClientGame.questions). */
const GAME_BY_QUESTION: ReadonlyMap<string, ClientGame> = new Map(CLIENT_GAMES.flatMap((g) => (g.questions ?? []).map((kind) => [kind, g] as const)));

/** Each game's chunk on this page: loaded, failed, or a promise while it loads. Asked for once per page. */
const chunks = new Map<string, GameChunk | Error | Promise<GameChunk>>();

/** The game's chunk, asking the page for it the first time. */
function chunkOf(game: string, load: GfHost["loadGame"]): GameChunk | Error | Promise<GameChunk> {
  const known = chunks.get(game);
  if (known !== undefined) return known;
  const loading = (load ? load(game) : Promise.reject(new Error("this page loads no chunks"))).then((chunk) => {
    // A chunk is a script anyone with the server's files could replace: check it is the game's before using it.
    if (typeof chunk?.cards?.draw !== "function" || chunk.cards.game !== game) throw new Error(`gf-${game}.js is not ${game}'s chunk`);
    chunks.set(game, chunk);
    // The games cooked as their lines are read by their chunk's reader, wherever the core reads a card.
    useCardReaders([...chunks.values()].filter((c): c is GameChunk => !(c instanceof Error) && !(c instanceof Promise)).map((c) => c.cards));
    return chunk;
  }, (error: unknown) => {
    const failed = error instanceof Error ? error : new Error(String(error));
    chunks.set(game, failed);
    throw failed;
  });
  chunks.set(game, loading);
  return loading;
}

/**
 * Draws every gf card under `root` in the reader's language and makes it interactive; safe to call
 * again on the same post (each call redraws from the card's data). The first cards of a frame are
 * drawn at once, the others when they near the viewport or the page is idle (card-schedule.ts). A
 * card whose game's chunk is not on the page yet is drawn once it is; the first card of a game asks for it.
 */
export function decorateCooked(root: ParentNode, host: GfHost): void {
  decorateQuestions(root, host, (kind, draw) => {
    const game = GAME_BY_QUESTION.get(kind);
    if (!game) return;
    const chunk = chunkOf(game.game, host.loadGame);
    // A chunk that cannot be loaded leaves the question's words, as a reader who was not asked sees them.
    if (chunk instanceof Promise) void chunk.then((c) => draw(c.cards), () => undefined);
    else if (!(chunk instanceof Error)) draw(chunk.cards);
  });
  for (const element of root.querySelectorAll<HTMLElement>(CARD_SELECTOR)) drawWhenSeen(element, (mayLoad) => decorateCard(element, host, mayLoad));
}

/**
 * One cooked card drawn with its game's chunk, asking the page for it the first time. Where the chunk
 * (or what the card needs, GameCards.prepare) is still loading, a promise of it: the card goes back to
 * the schedule once it is in (card-schedule.ts), so a card nobody sees yet does not jump the queue.
 */
function decorateCard(element: HTMLElement, host: GfHost, mayLoad: boolean): Promise<void> | typeof WAIT | undefined {
  const head = element.getAttribute("data-gf-card") ?? "";
  const game = GAME_BY_KEY.get(head.split(" ", 1)[0]!);
  // The shared error card (or a card of no game this forum knows, which draws nothing).
  if (!game) return void drawCard(element, head, host, undefined, {});
  // Its game's chunk not on the page yet: asked for (or waited for) once the card is in the viewport.
  const known = chunks.get(game.game);
  if (!mayLoad && (known === undefined || known instanceof Promise)) return WAIT;
  const chunk = chunkOf(game.game, host.loadGame);
  if (chunk instanceof Promise) {
    return chunk.then((c) => drawWhenSeen(element, (may) => withChunk(element, head, host, c, may)), () => unavailable(element, host, game.game));
  }
  if (chunk instanceof Error) unavailable(element, host, game.game);
  else return withChunk(element, head, host, chunk, mayLoad);
  return undefined;
}

/**
 * Draws a card with its game's chunk, once what the card needs is there (GameCards.prepare): meanwhile,
 * a promise of it; WAIT where it would have to ask for a script and may not yet.
 */
function withChunk(element: HTMLElement, head: string, host: GfHost, chunk: GameChunk, mayLoad: boolean): Promise<void> | typeof WAIT | undefined {
  const ready = chunk.cards.prepare?.(head, host, cardText(element), !mayLoad);
  if (ready === "wait") return WAIT;
  if (ready instanceof Promise) return ready.then((options) => drawWhenSeen(element, () => drawCard(element, head, host, chunk.cards, options)));
  return void drawCard(element, head, host, chunk.cards, ready ?? {});
}

/**
 * The cards read on this page, by what they were read from (their data-gf-card value and lines, the
 * language, whether with the sheet checks), without their elements: a post drawn again (Discourse
 * renders a topic's posts anew on every visit to it, on fresh elements) is not parsed again.
 */
const read = new Map<string, Omit<Card, "element"> & { readonly element?: undefined }>();

/** One card drawn in the reader's language from what it was cooked with, and made interactive. */
function drawCard(element: HTMLElement, head: string, host: GfHost, cards: GameCards | undefined, options: CardReadOptions): void {
  // (An attribute's value holds no NUL: the HTML parser replaces it.)
  const key = host.lang + !options.sheetWarnings + head + "\0" + cardText(element);
  const known = read.get(key);
  const card = known ? { ...known, element } : readCard(element, { ...options, lang: host.lang });
  if (!card) return;
  // Kept for the cards of a few topics: a reader who visits many starts again.
  if (!known && read.set(key, { ...card, element: undefined }).size > 2e3) read.clear();
  // The platform's own cards need no game's chunk: the error card and the roll card every game's replies carry.
  const platform = !cards && card.block === DICE_ROLL_CARD;
  // A game's cooked error card is the shared one, its messages said by the game (GameCards.errorCard).
  const gameError = cards?.errorCard?.block === card.block ? cards.errorCard : undefined;
  const error = card.block === "error" || gameError !== undefined;
  const drawn = error ? drawError(host, card.data, card.source, gameError) : platform ? drawDiceRoll(host, card.data) : cards?.draw(card, host);
  if (!drawn) return;
  show(element, host, error ? "error" : platform ? "roll" : card.block, drawn);
  // Quoted cards are someone else's: drawn, not made interactive (the poll plugin skips them too).
  if (error || element.closest("blockquote, aside.quote")) return;
  if (platform) { void decorateDiceRoll(card, host); return; }
  cards?.decorate?.(card, host);
}

/** The card saying its game's chunk could not be loaded, with the block as written: never nothing. */
function unavailable(element: HTMLElement, host: GfHost, game: string): void {
  // (Its lines, as show keeps them.)
  show(element, host, "error", drawUnavailable(host, game, cardText(element)));
  element.setAttribute("data-gf-state", "unavailable");
}

function show(element: HTMLElement, host: GfHost, block: string, drawn: HTMLElement[]): void {
  keepSource(element);
  element.replaceChildren(...drawn);
  element.setAttribute("lang", host.lang);
  // The stylesheet selects drawn cards by block; cooked HTML carries the name inside data-gf-card only.
  element.setAttribute("data-gf-block", block);
  element.removeAttribute("data-gf-verified");
  element.removeAttribute("data-gf-check");
  element.removeAttribute("data-gf-state");
}

/** A composer entry with the game it belongs to. */
export interface GameComposerEntry extends ComposerEntry { readonly game: string }

/** Every game's composer entries, for the initializer to add to the composer's toolbar. */
export function composerEntries(): GameComposerEntry[] {
  return CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((entry) => ({ ...entry, game: g.game })));
}

/**
 * The text a composer entry inserts, in `lang`, for `writer` (the current user's username, when
 * known: a sheet names them as its player): at once when its game's chunk is on the page, else a
 * promise of it while the chunk loads (rejected when it cannot be loaded). The open composer's `model`
 * goes to the chunk: an entry that opens a topic titles it there (GameChunk.compose).
 */
export function composerText(entry: GameComposerEntry, lang: Lang, load: GfHost["loadGame"], writer?: string, model?: ComposerModel): string | Promise<string> {
  const write = (chunk: GameChunk): string | Promise<string> => {
    const text = chunk.compose?.[entry.id];
    if (!text) throw new Error(`gf-${entry.game}.js writes no ${entry.id}`);
    return text(lang, writer, load, model);
  };
  const chunk = chunkOf(entry.game, load);
  if (chunk instanceof Promise) return chunk.then(write);
  if (chunk instanceof Error) return Promise.reject(chunk);
  return write(chunk);
}

/** The games whose cook writes their cards (ClientGame.cooksCards): their composer loads gf-cook.js. */
export function cardCookGames(): string[] {
  return CLIENT_GAMES.filter((g) => g.cooksCards).map((g) => g.game);
}

/** The reader's language from a Discourse locale ("es", "es_MX", "en_GB"…), else the site default. */
export function langOf(locale: string | undefined, fallback: string | undefined): Lang {
  const base = (locale ?? "").toLowerCase().split(/[_-]/)[0];
  return isLang(base) ? base : isLang(fallback) ? fallback : DEFAULT_LANG;
}
