// What the decorations need from the page around them. The plugin's initializer implements it on
// Discourse (plugin/assets/javascripts/discourse/initializers/genrefuzzion.js), the sandbox forum's
// page implements it through the same initializer, so the cards behave the same in both.
import type { Lang } from "../lib/i18n.js";
import type { GameChunk, SheetChecks } from "./game-cards.js";
import type { BeaconModule } from "./verify-page.js";
import type { RollCardData, RollVerdict } from "./verdict.js";

/** One post of the current topic, as far as the cards care. */
export interface ThreadPost {
  readonly id: number;
  readonly postNumber: number;
  readonly username: string;
  /** The post it replies to (Discourse's reply_to_post_number), when it replies to one. */
  readonly replyToPostNumber?: number | null;
  /** The post's cooked HTML, parsed (a detached element is fine). */
  readonly element: ParentNode;
}

/**
 * A lookup over the cards' words of the card's table's language (src/plugin-client/locales/cards.<lang>.yml,
 * under genrefuzzion, which the page loads as gf-locale-<lang>.js): `t("card.pool_of", { name })`, `%{name}`
 * filled in, the key as "[lang.genrefuzzion.key]" when missing, as Discourse's I18n.t shows one.
 */
export type Translate = (key: string, params?: Readonly<Record<string, string | number>>) => string;

/** A topic's first post as the forum lists it: where a sheet or a scene lives. */
export interface GameTopic {
  readonly topicId: number;
  readonly postId: number;
  readonly username: string;
  readonly title: string;
  /** The first post's cooked HTML, parsed. */
  readonly element: ParentNode;
  /** Whether the first post is a wiki (PostSerializer#wiki): a sheet that is not one is not in play. */
  readonly wiki?: boolean;
}

/**
 * The game's topics as the forum let the reader read them: `incomplete` when some could not be read
 * (the forum's rate limit, a server error), so a list made from them may lack some.
 */
export type GameTopics = readonly GameTopic[] & { readonly incomplete?: boolean };

/** The forum's times for a post (ms): when it was written, and its last edit when it was edited. */
export interface PostTime { readonly created: number; readonly edited?: number }

/** The page's roll verifier (verify-page.ts), from the plugin's second bundle. */
export interface PageVerifier {
  verifyCards(cards: readonly RollCardData[], page: {
    readonly publicKey: string; readonly topicId?: number; readonly forum?: string; readonly serviceUrl?: string;
    readonly serviceUsername?: string; readonly forumBase?: string; readonly loadBeacon?: () => Promise<BeaconModule>;
    readonly revisionTime?: (postId: number, n: number) => Promise<number | undefined>;
  }): Promise<RollVerdict[]>;
  /**
   * Draws the "checking" badge on a roll card and queues it; resolves with the verdict once the page's
   * batch is verified (roll-badge.ts: the badge comes with the verifier's page script, gf-verify-worker.js,
   * so a page without rolls carries none of it). Absent in the worker's own verifier.
   */
  queueRollCheck?(element: HTMLElement, card: RollCardData, host: GfHost): Promise<RollVerdict>;
  /**
   * Starts what the page's first batch will wait for (this browser's checked store, the operator's
   * document, the forum's commitment topic) as the first roll card is queued, before the batch is sent.
   */
  prepare?(page: Parameters<PageVerifier["verifyCards"]>[1]): void;
}


export interface GfHost {
  /** The reader's language (their Discourse locale, else the site's gf_default_locale): composer text. */
  readonly lang: Lang;
  /** Every word a card shows, in its table's language (gf-locale-<lang>.js). */
  readonly t: Translate;
  /** Site setting gf_public_key: the dice service's Ed25519 public key, hex. */
  readonly publicKey: string;
  /**
   * Site setting gf_service_url: the dice service's address, whose /.well-known/gf-dice.json (the
   * operator's document) lets the badge check commitment, epoch, beacon, seed chain and faces.
   */
  readonly serviceUrl?: string;
  /**
   * Loads the sheet card's creation checks (the plugin's third bundle, gf-sheet-checks.js); absent
   * where they cannot be loaded, and then sheet cards are drawn without warnings.
   */
  loadSheetChecks?(): Promise<SheetChecks>;
  /**
   * Loads a game's chunk (plugin/public/javascripts/gf-<game>.js: its cards, pickers and composer
   * texts), asked once per page, the first time a card of that game is on it; rejected when it
   * cannot be loaded, and the game's cards then say so. Absent where no chunk can be loaded.
   */
  loadGame?(game: string): Promise<GameChunk>;
  /**
   * Loads gf-cook.js, the whole markup of the games whose cook writes their cards (src/markup/
   * card-cooks.ts), once per page: a block of theirs cooked as its lines (the composer preview) is
   * read with it. Absent where it cannot be loaded, and such a block then stays its lines.
   */
  loadCardCooks?(): Promise<unknown>;
  /** Loads the page's roll verifier (the plugin's second bundle); absent where no verifier can be loaded. */
  loadVerifier?(): Promise<PageVerifier>;
  /** Loads the verifier's beacon check (gf-verify-beacon.js), asked only where a drand beacon is used. */
  loadBeacon?(): Promise<BeaconModule>;
  /**
   * The forum's created_at (ms) of revision `n` of a post (GET /posts/{id}/revisions/{n}.json): a v3
   * roll of a block added by edit n is dated at it. Undefined when the reader may not see it.
   */
  revisionTime?(postId: number, n: number): Promise<number | undefined>;
  /** The forum's times of a post of this topic, when the page has it: a roll may not predate its pool's post. */
  postTime?(postId: number): PostTime | undefined;
  /** The forum's canonical host as the service names it in proofs, when known. */
  readonly forum?: string;
  readonly topicId?: number;
  /** The post being decorated. */
  readonly postId?: number;
  readonly username?: string;
  /** The author of the post being decorated. */
  readonly author?: string;
  /** Site setting gf_service_username: the account whose roll cards the scene's turn trusts. */
  readonly serviceUsername?: string;
  /** The forum's path prefix on a subfolder install ("/forum"; "" at the root): where the badge reads the commitment topic. */
  readonly forumBase?: string;
  /** Site setting gf_moderator: the campaign's Moderator, to whom a game's cards may give a part of their own (a finale's rating). */
  readonly moderator?: string;
  /** Where a rule ID leads in the players' rules reference, when the site has one. */
  ruleUrl?(ruleId: string): string | undefined;
  /**
   * Opens the composer replying in this topic, or in `topicId` when given, with `text` ready (or
   * inserts it if already open).
   */
  composeReply(text: string, topicId?: number): void;
  /**
   * Opens the composer replying to the post being decorated (its reply_to_post_number), with `text`
   * ready; absent where the reader cannot reply to it.
   */
  replyToPost?(text: string): void;
  /**
   * Opens the composer editing the post being decorated, as Discourse's pencil does (action edit),
   * its text rewritten by `rewrite` (left as it is when that gives undefined); absent when the reader
   * may not edit the post.
   */
  editPost?(rewrite: (raw: string) => string | undefined): Promise<void>;
  /** The first posts of every topic in the game's categories (sheets, scenes), for the pickers; absent when the page cannot tell. */
  gameTopics?(): Promise<GameTopics>;
  /** A post's number in this topic ("#5" as readers see it), by its id, when the page has the post. */
  postNumber?(postId: number): number | undefined;
  /** The topic's posts in order, for the scene card's turn; absent when the page cannot tell. */
  thread?(): readonly ThreadPost[];
  /** Another topic's posts in order (a scene's, to tell whether it is finished); absent when the page cannot tell. */
  topicThread?(topicId: number): Promise<readonly ThreadPost[]>;
}
