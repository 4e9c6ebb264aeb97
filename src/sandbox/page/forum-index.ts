// What the sandbox page needs to know about the forum beyond one topic: the characters whose
// sheets are posted (so a new sheet's skeleton names only other players' characters, never its own
// author's as a relationship) and the scenes opened so far (so the sheet's picker can ask which
// scene a pool goes to). On Discourse a topic list gives titles only; here each game of the registry
// reads the first post's blocks with its own parser, as the service would (GameModule.indexPost).
import { GAMES } from "../../games/games.js";
import { foldKeyword as fold } from "../../markup/keywords.js";
import type { SandboxForum } from "../forum.js";

export interface CharacterEntry {
  readonly name: string;
  /** The forum user who posted the sheet. */
  readonly username: string;
  readonly postId: number;
  readonly topicId: number;
}

export interface SceneEntry {
  readonly topicId: number;
  readonly postId: number;
  readonly title: string;
  readonly username: string;
  readonly number?: number;
  readonly protagonist?: string;
  readonly antagonist?: string;
}

export interface ForumIndex {
  readonly characters: readonly CharacterEntry[];
  readonly scenes: readonly SceneEntry[];
}

/** Sheets and scenes as the first post of each topic shows them (a topic opens with its sheet or its scene). */
export function forumIndex(forum: SandboxForum): ForumIndex {
  const characters: CharacterEntry[] = [];
  const scenes: SceneEntry[] = [];
  for (const topic of forum.topics.values()) {
    const first = forum.postByNumber(topic.id, 1);
    if (!first) continue;
    const username = forum.users.get(first.userId)?.username ?? "";
    for (const game of GAMES) {
      const index = game.indexPost?.(first.raw);
      if (!index) continue;
      // A sheet the service did not take into play (not a wiki, or still named as the game's template names it) is no one's character.
      const placeholders = new Set((game.sheetPlaceholders ?? []).map(fold));
      for (const name of first.wiki ? index.characters.filter((n) => !placeholders.has(fold(n))) : []) characters.push({ name, username, postId: first.id, topicId: topic.id });
      for (const scene of index.scenes) scenes.push({ topicId: topic.id, postId: first.id, title: topic.title, username, ...scene });
    }
  }
  return { characters, scenes };
}
