// What a game gives the plugin's browser code, in two parts:
//  - ClientGame, its manifest (src/games/<id>/cards/manifest.ts, in the core by client-games.ts): its id, the keys its
//    cooked cards start with and its composer entries. The core bundle (gf-client.js) holds only
//    these, so it knows which game a cooked card belongs to without carrying the game's code.
//  - GameChunk, its chunk (plugin/public/javascripts/gf-<game>.js, built by build.mjs from
//    src/games/<game>/cards/chunk.ts): how to read, draw and decorate its cards and write its
//    composer texts. The core loads a game's chunk the first time a card of that game is on the
//    page (see index.ts and docs/adding-a-game.md).
// The plugin client never imports a game: the composition roots (index.ts, each chunk's entry) do.
import type { Lang } from "../lib/i18n.js";
import type { CardValue } from "../markup/card-data.js";
import { useCardReaders, type Card } from "./card-data.js";
import type { GfHost } from "./host.js";

/** A warning a card shows below its fields (a sheet's creation checks), already in the card's language. */
export interface CardNotice {
  readonly code: string;
  readonly rule?: string;
  readonly message: string;
  readonly line?: number;
}

/**
 * The sheet card's checks (the plugin's third bundle, gf-sheet-checks.js), as the game that wrote them
 * gives them: warnings on one of its own nodes. The client only hands them back to that game's
 * reader, so the node is the game's to type (a method, so a game's checks of its node type fit).
 */
export interface SheetChecks {
  sheetCardWarnings(node: object, lang: Lang): readonly CardNotice[];
  /**
   * A game's parts of its sheet card that its chunk leaves to this script, by game id (its sheet
   * block's parser and drawing, say): the client only hands them back to that game, which types them.
   */
  readonly cards?: Readonly<Record<string, unknown>>;
}

/** What a game's reader of cooked lines may be given. */
export interface CardReadOptions {
  /** The sheet card's checks, once the page has loaded them (gf-sheet-checks.js). */
  readonly sheetWarnings?: SheetChecks["sheetCardWarnings"] | undefined;
  /** The table's language (GfHost.lang): a card's messages (an error card's) are in it, as its title is. */
  readonly lang?: Lang | undefined;
}

/** A card read from its cooked lines: its data and the block's source, from its tag on. */
export interface ReadCard extends CardValue {
  readonly source: string;
}

/**
 * The error card of a game whose cook writes its cards' data (GameTags.cooksCards): the forum's server
 * cooks it knowing no reader, so each error carries its code and params, not words, and the page says
 * them in the reader's language with the game's catalogue. The platform draws the card (cards/error.ts).
 */
export interface GameErrorCard {
  /** The card's name, the first word of its data-gf-card value ("tterror"); one of the manifest's keys. */
  readonly block: string;
  /** An error's message in `lang`, from its code and params as the card carries them; undefined for a code the game does not have. */
  message(code: string, params: Readonly<Record<string, string | number>>, lang: Lang): string | undefined;
}

export interface GameCards {
  /** The game's id in the registry (src/games/registry.ts). */
  readonly game: string;
  /** Its cooked error card, when its cook writes one (GameErrorCard). */
  readonly errorCard?: GameErrorCard;
  /**
   * For a game cooked as its lines (MarkupGame without render): the card read from a cooked
   * element's data-gf-card and text (parsed with the game's parser); undefined when it is not a
   * well-formed card of this game's.
   */
  read?(head: string, text: string, options: CardReadOptions): ReadCard | undefined;
  /**
   * What a card needs before it is read, from its data-gf-card value: the options to read it with,
   * or a promise of them while something it needs loads (a sheet card that waits for the creation
   * checks, gf-sheet-checks.js, so it is drawn once, with its warnings). `text` is the card's cooked
   * lines, as its reader is given them. Absent: nothing. `later` (the card is not in the viewport
   * yet, card-schedule.ts): where it would ask for a script, "wait", having asked for nothing; the
   * card is prepared again once it is in the viewport, or in idle time.
   */
  prepare?(head: string, host: GfHost, text: string, later?: boolean): CardReadOptions | Promise<CardReadOptions> | "wait" | undefined;
  /** The card's contents drawn from its (untrusted) data; undefined when the block is not this game's. */
  draw(card: Card, host: GfHost): HTMLElement[] | undefined;
  /** Makes a drawn card interactive (proof checks, turn buttons, pickers); quoted cards are never decorated. */
  decorate?(card: Card, host: GfHost): void;
  /**
   * The answers to a question of one of its kinds (ClientGame.questions), drawn for the one person the
   * service asked, in the service's own post (the core checks both): buttons that `reply` with the word
   * the service reads. Undefined for a kind it does not know.
   */
  answers?(kind: string, host: GfHost, reply: (text: string) => void): HTMLElement[] | undefined;
}

/** A composer entry a game adds: a toolbar button or an entry of the toolbar's menu, inserting a block. */
export interface ComposerEntry {
  /** Unique across games ("gf-pool"); the chunk's `compose` writes its text under this id. */
  readonly id: string;
  /** A Font Awesome icon plugin.rb registers (register_svg_icon). */
  readonly icon: string;
  /** The I18n key of its title: genrefuzzion.composer.<key> (config/locales/client.<lang>.yml, under js.). */
  readonly label: string;
  /**
   * Its title in each language: build.mjs writes it into the client locales under `label`
   * (src/games/plugin-data.ts), so a game's entries need no line in the plugin's files. Not in the
   * core bundle, which knows the entry by its key.
   */
  readonly text?: Readonly<Record<Lang, string>>;
  /** A button of the toolbar itself; otherwise an entry of its "+" menu. */
  readonly toolbar?: boolean;
}

/** A game as the core bundle knows it: small data, no code (the layout test checks the core holds no more). */
export interface ClientGame {
  /** The game's id in the registry; its chunk is gf-<game>.js, defining window.GfGames.<game>. */
  readonly game: string;
  /**
   * The first word of the data-gf-card value of each card it cooks: the block's key for a game
   * cooked as its lines ("pool es 3 0"), the block's card name for one cooked with its data
   * ("ttchallenge {…}"). Unique across games; "error" (the shared error card) is nobody's.
   */
  readonly keys: readonly string[];
  /** Its composer entries, shown from the start; their text comes from the chunk when clicked. */
  readonly composers?: readonly ComposerEntry[];
  /**
   * The gzipped bytes its chunk (gf-<game>.js) must stay under, checked by test/plugin/layout.test.ts:
   * the game's own budget beside its cards, so a game adds no line to the test.
   */
  readonly chunkBudget: number;
  /**
   * Its cook writes its cards' data (GameTags.cooksCards): the composer in a category that plays it
   * loads gf-cook.js, so the preview is cooked as the forum's server cooks it.
   */
  readonly cooksCards?: boolean;
  /**
   * The kinds of question the service asks in its posts for this game (`<div data-gf-question="<kind>"
   * data-gf-for="<username>">`, question.ts): the core finds the game by the kind and its chunk draws the
   * answers (GameCards.answers). Unique across games.
   */
  readonly questions?: readonly string[];
}

/** What a game's chunk defines, as window.GfGames.<game>.chunk. */
export interface GameChunk {
  readonly cards: GameCards;
  /**
   * Each composer entry's text (ComposerEntry.id → the block it inserts, in the writer's language);
   * `writer`, the username of who is writing when the forum knows it, fills a sheet's player line.
   * A promise of it where the chunk loads its texts with `load` (the page's GfHost.loadGame: a game's forms script, src/games/plugin-data.ts formsBundle).
   */
  readonly compose?: Readonly<Record<string, (lang: Lang, writer?: string, load?: GfHost["loadGame"], model?: ComposerModel) => string | Promise<string>>>;
}

/**
 * The open composer's Composer model, as far as a new topic's title goes (models/composer.js at
 * discourse/discourse@53c16e3f): creatingTopic (@equal("action", CREATE_TOPIC)), and title, what the
 * composer's title field shows and _create_serializer saves as the topic's, set with set("title", …).
 * An entry that opens a topic (a table's setup) titles it where none is typed: Discourse takes no topic without one.
 */
export interface ComposerModel { readonly creatingTopic?: boolean; readonly title?: string; set(key: "title", value: string): void }

/**
 * A chunk's entry: `export const chunk = gameChunk({ cards, compose })`. A chunk carries its own copy
 * of the shared client code it uses, so its copy of the card reader (card-data.ts) is told its
 * game's reader here: the chunk's own code (a scene's turn, a picker reading sheets) reads its cards.
 */
export function gameChunk(chunk: GameChunk): GameChunk {
  useCardReaders([chunk.cards]);
  return chunk;
}
