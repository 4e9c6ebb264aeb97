// What a game gives the shared markup framework: its block tags, a parser for one located block
// and the cooked card of a parsed block. The one markdown-it rule (markdown-it-plugin.ts) serves
// every game handed to it, so the Discourse feature, the sandbox forum and the service agree byte for
// byte on where a block is, whichever game it belongs to. The framework never imports a game: the
// composition roots (the plugin's bundle entries, `gf serve`, the sandbox) pass the games in.
import type { Lang } from "../lib/i18n.js";
import type { Html } from "./html.js";
import type { SourceLine } from "./source.js";

/** One block as the rule found it: its tag line, its body lines and its closing line. */
export interface LocatedBlock {
  readonly open: SourceLine;
  /** Lines between the tags; empty when unclosed (they stay ordinary text). */
  readonly body: readonly SourceLine[];
  readonly close: SourceLine | undefined;
  /** Where the opening tag starts in its line: after a list bullet ("- [tt-roll]") it is not the first non-blank. */
  readonly openFrom?: number;
}

/** What every game's parsed block tells the framework. */
export interface GameParsedBlock {
  /** The game's own name for the block. */
  readonly block: string;
  readonly lang?: Lang | undefined;
  readonly errors: readonly unknown[];
}

/**
 * What finding a game's blocks takes, and no more: its tags and what its cook emits. The markdown
 * feature every page of the forum loads holds only these (each game's markup/tags.ts), so a reader who
 * never meets a card pays for no parser; MarkupGame adds the parser and, for a game whose cook writes
 * its cards' data, the renderer.
 */
export interface GameTags {
  /** The game's id in the registry (src/games/registry.ts), e.g. "tricube". */
  readonly game: string;
  /** Tag name (lower case, every language's alias) → the key `parse` receives. */
  readonly tags: ReadonlyMap<string, string>;
  /** Exactly the tags and attributes the cook emits for the game, in Discourse's helper.allowList format. */
  readonly allowList: readonly string[];
  /**
   * True for a game whose cook writes a card from the parsed block (its MarkupGame has `render`).
   * Where only its tags are at hand (the reader's browser, before the game's chunk), such a block
   * is cooked as its lines, which the game's chunk reads (GameCards.read).
   */
  readonly cooksCards?: boolean;
}

export interface MarkupGame<P extends GameParsedBlock = GameParsedBlock> extends GameTags {
  /** Reads one located block; never throws: mistakes are errors on the parsed block. */
  parse(key: string, located: LocatedBlock, defaultLang: Lang): P;
  /**
   * The cooked HTML of a parsed block: its card, or an error card showing the source verbatim.
   * A game without it is cooked as its blocks' lines (cooked-card.ts), parsed and drawn in the
   * reader's browser by its cards (GameCards.read): the forum then parses nothing.
   */
  render?(parsed: P, source: string): Html;
}

/** A block of a post, parsed by its game. */
export interface PostBlock<P extends GameParsedBlock = GameParsedBlock> {
  readonly game: string;
  /** Its tag as written, lower case ("tt-desafio"), and the 1-based line it opens on. */
  readonly tag: string;
  readonly line: number;
  readonly parsed: P;
}

/**
 * A game as the product serves it: what every part needs to know about it, pure and small enough
 * for the browser bundles. The registry (src/games/registry.ts) lists one per game; the composition
 * roots hand the list to the shared parts. A game's cards (the plugin client) and thread flow (the
 * service) are the facets the client and the service take from the game's folder (see
 * docs/adding-a-game.md).
 */
export interface GameModule {
  /** The id the config and the Discourse site setting name the game by: lower case, no spaces. */
  readonly id: string;
  /** The game's name as players see it, in each language. */
  readonly name: Readonly<Record<Lang, string>>;
  /** Its blocks for the shared markup rule: tags, parser, cooked cards, allow list. */
  readonly markup: MarkupGame;
  /** The canonical tag of its character sheet block (a wiki post), e.g. "gf-sheet", "tt-sheet". */
  readonly sheetTag: string;
  /**
   * The character names its composer's sheet template writes ("Name", "Nombre"): a sheet still named so
   * names no character, so the service registers none and tells its author (sheet-guard.ts).
   */
  readonly sheetPlaceholders?: readonly string[];
  /**
   * Its rule that a player runs one character at a time, and the one by which a character retires, if
   * its rules have them: the sheet guard's reply to a player's second sheet (templates/sheet-second)
   * cites them at the game's tables; a game without them is cited none.
   */
  readonly oneCharacter?: { readonly rule: string; readonly retire?: string };
  /**
   * The prefix of its rule IDs, 2 to 4 capital letters ("TT" in TT-OPP-2). Replies link each cited ID to
   * its entry in the game's rules reference, src/games/<id>/reference/<lang>.md, which the plugin
   * ships as pages (build.mjs); the tests' rule coverage reads IDs of every prefix.
   */
  readonly rulePrefix: string;
  /**
   * Its tags whose block, written bare (no attribute: a roll of dice only), names no character, sheet or trait.
   * A post whose only blocks are such, with no attribute and no labelled line, reads nothing of the
   * sheet registry, so the service skips reading other instances' sheet changes before it
   * (src/service/sheets/sheet-events.ts): under a burst of bare rolls that read slowed every webhook.
   */
  readonly sheetFreeTags?: readonly string[];
  /**
   * A first post of a table of the game, the raw a player writes to see it play (e.g. a roll of dice):
   * what `gf serve --sandbox` offers to try in the first game's category.
   */
  readonly examplePost?: string;
  /**
   * What a topic's first post opens, as the sandbox page indexes the forum (src/sandbox/page/forum-index.ts):
   * the characters its sheets name (so a new sheet's skeleton names other players' characters) and the
   * scenes it opens (so the sheet's picker can ask which scene a pool goes to). A sheet or scene with
   * gaps still counts; a game without it adds nothing to the index.
   */
  indexPost?(raw: string): PostIndex;
}

/** What one post opens, for the sandbox's index of the forum (GameModule.indexPost). */
export interface PostIndex {
  readonly characters: readonly string[];
  readonly scenes: readonly { readonly number?: number; readonly protagonist?: string; readonly antagonist?: string }[];
}
