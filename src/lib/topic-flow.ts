// What a game gives the service to be played in a thread: its topic flow (docs/adding-a-game.md, the
// flow step). Types only, in src/lib so a game's folder can implement them (games import lib, never the
// service). The service's runner (src/service/flows/flow-runner.ts) does everything that is the forum's and the dice's
// (the store, the verifiable rolls, the replies, the sheets, the timers); the flow is pure: one post in,
// the topic's next record out. Game-agnostic: this file never imports a game; a game's folder
// implements TopicFlow, and the server-only composition (src/games/server-games.ts, from each game's server.ts) hands them to startService.
//
// The runner's promises to a flow:
// - A post is stepped at most once applied: a redelivered or edited post that was applied never comes
//   back to `step` (the runner keeps the applied posts), and nothing of a refused or ignored step is kept.
// - `roll(block, sizes)` is the operator's verifiable roll (docs/verifiable-dice.md), signed for the
//   context forum/topic/post/block: a flow numbers its rolls in the post (0, 1, 2…) and the same number
//   is never rolled twice for one post. Its proof goes into the store's roll log with the commit.
// - The record, the rolls and the reply are committed together, or not at all; a commit that finds the
//   topic moved on steps the post again on the new record (so `step` must be pure).
// - Sheet changes are written after the commit, each through the conflict-safe, lossless writer
//   (src/service/sheets): `rewriteSheet(raw, change)` is applied to the sheet's text as the forum has it
//   at that moment, again after every edit conflict, so a player's keystroke is never lost.
import type { Lang } from "./i18n.js";
import type { GfError, Result } from "./result.js";

/** A post of a category that plays the game, as the flow sees it. */
export interface FlowPost {
  readonly id: number;
  readonly topicId: number;
  readonly postNumber: number;
  readonly version: number;
  readonly raw: string;
  /** The author's username, as the forum spells it. */
  readonly author: string;
  /** Discourse staff (admin or moderator). */
  readonly staff: boolean;
  readonly categoryId: number | null;
}

/** A registered sheet of the game (a wiki post of a sheet category holding the game's sheet tag). */
export interface FlowSheet {
  readonly character: string;
  readonly postId: number;
  /** The sheet post's text as the service last saw it. */
  readonly raw: string;
  /** The accepted owner (lower-case username); sheets with no accepted owner are not given to flows. */
  readonly owner: string;
}

/** A die as the dice core rolled it. */
export interface FlowDie { readonly size: number; readonly face: number }

/** A verifiable roll as the runner hands it to the flow. */
export interface FlowRoll {
  readonly dice: readonly FlowDie[];
  readonly proof: string;
  /**
   * The roll card to place in the reply where the roll is told: the platform's block
   * (src/markup/dice-roll.ts) naming the post, the roll's number and the proof, which every reader's
   * browser draws as dice with the verification badge, in the table's language. Never a raw proof.
   */
  readonly card: string;
}

export interface FlowStepContext {
  /**
   * The table's language: the category's configured language, else the forum's. Every reply, prompt,
   * reminder and refusal of the flow is in it, whatever language the post was written in (a player's
   * keywords in the other language are understood and answered in this one).
   */
  readonly lang: Lang;
  readonly now: number;
  /** The group's GM / Moderator (config `game.moderator`, else the service's account): staff act as it too. */
  readonly gm: string;
  /** The game's settings from the config (`gameSettings.<game id>`), as written: the flow reads them with its own schema. */
  readonly settings: unknown;
  /** The group's maximum wait for a turn (config `game.maxWaitHours`), in ms: a flow may remind whoever it waits for after it (`due`/`tick`). The runner always gives it. */
  readonly remindAfterMs?: number;
  /**
   * The verifiable roll of dice of the given sizes for this post's `block`-th roll (0 ≤ block < 1000).
   * An error means the dice cannot be rolled now: the flow returns it as a refusal with source "dice"
   * (`{ kind: "refused", dice: true, … }`) and the runner tries the post again later.
   */
  roll(block: number, sizes: readonly number[]): Result<FlowRoll, GfError>;
  /**
   * Whether the forum has a user by this name (an "@" in front ignored): the service asks the forum
   * (`GET /u/{name}.json`, as ForumUsers.find does; groups, mass mentions and staged accounts are no
   * users). The runner looks a name up the first time a step asks for it and steps the post again with
   * the answer, so `step` stays pure; a flow asks only about the names the post itself names (at most
   * FLOW_USERS_MAX a post; past that the answer is false). Absent outside the service (pure tests) and
   * in ticks: the flow then takes the names as written.
   */
  isUser?(name: string): boolean;
  /** The game's sheet of a character (case and accents do not matter), if registered with an accepted owner. */
  sheetOf(character: string): FlowSheet | undefined;
  /** Every registered sheet of the game with an accepted owner, oldest post first. */
  sheets(): readonly FlowSheet[];
}

/** A sheet change to write after the commit: the game's own data, replayed by `rewriteSheet`. */
export interface FlowSheetWrite<C = unknown> {
  /** The sheet's character; with `postId`, only the write's name (its key and the log's). */
  readonly character: string;
  /**
   * A post of the topic itself to rewrite instead of a registered sheet, e.g. the books a game keeps
   * in the topic's opening post (Pujas' [pj-ledger]). The runner writes it through the same
   * conflict-safe loop, in the topic's language, and refuses a post of another topic.
   */
  readonly postId?: number;
  readonly change: C;
  /** The rules behind the change, named in the sheet's edit reason (at least one). */
  readonly rules: readonly string[];
}

/** A refused line of a post: the runner quotes line `line` (1-based) inertly with `message` (plain text in the table's language, ctx.lang). */
export interface FlowRefusal { readonly line: number; readonly message: string; readonly code: string }

export type FlowStep<R, C = unknown> =
  /** Nothing of the game in the post: no reply, nothing kept. */
  | { readonly kind: "ignored" }
  /**
   * The post breaks a rule or its markup is wrong: nothing changes, and the runner answers quoting
   * the post's line `line` (1-based) inertly, with `message` (plain text in the table's language,
   * ctx.lang, whatever language the post was written in: the runner escapes it and answers in that
   * language too). `dice`: the dice could not be rolled now, nobody's mistake; the runner
   * answers nothing and tries the post again later.
   */
  | { readonly kind: "refused"; readonly line: number; readonly message: string; readonly code: string; readonly dice?: boolean }
  /**
   * The post applied: the topic's new record, the reply (markdown the game made safe: player text in
   * it quoted or escaped by the game; empty: no reply), and the sheets to update.
   */
  | {
    readonly kind: "played"; readonly record: R; readonly reply: string; readonly sheets: readonly FlowSheetWrite<C>[];
    /**
     * Dice stand: when a post rolled and a later move of it is refused, the post is played up to that
     * move (its dice kept: a refusal must never hand its author a new roll, by an edit or a new post)
     * and the rest is refused, quoted as a refused step's line would be.
     */
    readonly refused?: FlowRefusal;
  };

/**
 * A word the game's composer skeletons write for a player to replace (an example perk, "what happens",
 * "username"), in each language it writes it, and what the player writes there instead, in each.
 */
export interface TemplateWord {
  /** The word as the skeletons write it, every language's: a line's value (or one of its comma-separated items), or its label ("facet First"). */
  readonly words: readonly string[];
  /** What goes in its place, citing the rule that asks for it. */
  readonly write: Readonly<Record<Lang, string>>;
}

export interface TopicFlow<R = unknown, C = unknown> {
  /** The game's id in the registry (src/games/registry.ts). */
  readonly game: string;
  /**
   * The words its composer skeletons write that a player must replace (besides a character's name,
   * GameModule.sheetPlaceholders): a post whose block still holds one is refused at that line, and a
   * sheet holding one is not registered, its author told which line and what to write (placeholder-line.ts).
   */
  readonly templateWords?: readonly TemplateWord[];
  /**
   * A line it acts on in a post with none of its blocks (Pujas' "I confirm the table"), at the line's start,
   * case aside: the reconciler hands such a post to the flow too when its webhook was lost.
   */
  readonly plainLine?: RegExp;
  /** The tag of the game's sheet block (GameModule.sheetTag), and how to read a sheet's identity. */
  readonly sheet?: {
    readonly tag: string;
    /** The character's name, the player the sheet names (if any) and its language; undefined: not a readable sheet of the game. */
    identify(raw: string, lang: Lang): { readonly name: string; readonly player?: string; readonly lang: Lang } | undefined;
  };
  /** A stored record read back (zod-checked, never cast): an error stops the topic, and the operator is told. */
  read(json: unknown): Result<R, GfError>;
  /**
   * Who the topic's replies may notify with an "@" (its players and GM, as usernames), besides the
   * author of the post a reply answers. Every other "@name" in a reply (a character's name, a
   * facet's) goes out inert, as does every name the forum does not confirm as a user
   * (src/service/outbox-guard.ts). Without it a reply notifies only the post's author.
   */
  people?(record: R): readonly string[];
  /**
   * Whom the topic waits for now (usernames): the player on turn, the voters, whoever must answer. A
   * turn notice or reminder names each of them with an "@", and the runner lets those mentions through
   * (with `people`' and the author's) whatever else the reply says; an empty list: the game waits for no one.
   */
  waitingFor?(record: R): readonly string[];
  /**
   * Reminders, which the runner owns for every game: after each applied step it notes whom the table
   * waits for (`waitingFor`) and, after the table's wait (`idleMs`, else the group's maximum wait),
   * if the table still waits for the same people, it posts the platform's reminder (template
   * flow-reminder) naming the rule, followed by `prompts`: what each awaited player is asked, their
   * name with an "@". One reminder per wait. Absent: the game's table is never reminded.
   */
  readonly reminder?: {
    /** The rule that says the table reminds (TT-TOOL-11, FA-TOOL-1). */
    readonly rule: string;
    /** What the table waits for, in words and in the table's language, each awaited player @mentioned. */
    prompts(record: R, lang: Lang): string;
    /** The table's own wait in ms (e.g. a setting of its opening); undefined: the context's remindAfterMs. */
    idleMs?(record: R, ctx: Pick<FlowStepContext, "settings" | "remindAfterMs">): number | undefined;
  };
  /** The block tags of the cards the game's replies draw (e.g. its table block, every language's); any other game tag at a line start goes out inert. */
  readonly cards?: readonly string[];
  /** One post through the topic; `record` undefined while the topic has none yet. Pure. */
  step(record: R | undefined, post: FlowPost, ctx: FlowStepContext): FlowStep<R, C>;
  /**
   * An applied post of the topic edited, as the forum has it now: what of the game's own writes in it
   * the edit changed is written back (e.g. Pujas' books in the opening post: only the service's books
   * are the books), with `reply` to say so; undefined: nothing of the game's was changed.
   */
  restore?(record: R, post: FlowPost): { readonly sheets: readonly FlowSheetWrite<C>[]; readonly reply: string } | undefined;
  /** When the topic wants `tick` (ms since the epoch), e.g. a sealed bid's reveal; undefined: nothing due. */
  due?(record: R): number | undefined;
  /** Run once `due` has passed; its reply answers the topic's last applied post. Rolls are numbered in the tick, as in a post. */
  tick?(record: R, now: number, ctx: FlowStepContext): FlowStep<R, C>;
  /**
   * A sheet's text with `change` applied, losslessly: called on the text the forum has now, and again
   * after an edit conflict. `changed` false: the sheet already says it (nothing is written).
   * Required when `step` returns sheet writes. `kept`: fields the change would write that the sheet no
   * longer shows as the change started from (a player's hand edit since): left as written, not
   * overwritten; the runner tells the sheet's player which ones, in the table's language (sheetFieldName).
   */
  rewriteSheet?(raw: string, change: C, lang: Lang): Result<{ readonly raw: string; readonly changed: boolean; readonly kept?: readonly string[] }, GfError>;
  /** A field `rewriteSheet` named in `kept`, as a table in `lang` calls it (default: the name as given). */
  sheetFieldName?(field: string, lang: Lang): string;
  /** Why `rewriteSheet` refused a sheet, as plain text in `lang` (the runner tells the sheet's player; default: the error's code). */
  sheetError?(error: GfError, lang: Lang): string;
  /** A zod-checked change read back from the store (pending writes survive a restart). */
  readChange?(json: unknown): Result<C, GfError>;
  /** The edit reason of a sheet write, in the sheet's language (the runner appends its once-marker). */
  editReason?(write: FlowSheetWrite<C>, lang: Lang): string;
  /**
   * The text of the post's moves (the blocks `step` plays, as written), or undefined when it has none.
   * The runner keeps a digest of it for each post applied, so when an applied post is edited and its
   * moves read differently, the author is told once per new text that the move stands as first posted
   * (an edit never replays or undoes one). Without it, such edits are only logged.
   */
  moves?(post: FlowPost): string | undefined;
  /**
   * The topic's session as the game's replay command reads it (`gf topic export` writes it; for Tricube,
   * `gf tricube replay` reads it), or undefined when the record keeps no log.
   */
  exportLog?(record: R): string | undefined;
}
