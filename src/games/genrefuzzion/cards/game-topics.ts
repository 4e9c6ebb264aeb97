// The sheets and scenes the forum lists, read from their first posts' cards: the pool picker finds
// the acting character's sheet (and the opponent's problems) by name, and the sheet's picker
// starts from the scene topics (open-scenes.ts replays each one's thread).
import { cardSelector, field, obj, readCard, str, type Card } from "../../../plugin-client/card-data.js";
import type { GameTopic } from "../../../plugin-client/host.js";
import { SHEET_PLACEHOLDER } from "../markup/spellings.js";

export interface SheetTopic { readonly topic: GameTopic; readonly card: Card; readonly name: string }
export interface SceneTopic {
  readonly topic: GameTopic; readonly card: Card; readonly number?: number; readonly title?: string;
  readonly protagonist?: string; readonly antagonist?: string;
}

const cardOf = (topic: GameTopic, block: string): Card | undefined => {
  const element = topic.element.querySelector<HTMLElement>(cardSelector(block));
  return element ? readCard(element) : undefined;
};
const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

export function sheetTopics(topics: readonly GameTopic[]): SheetTopic[] {
  return topics.flatMap((topic) => {
    const card = cardOf(topic, "sheet");
    const name = card ? field(card.data["name"])?.trim() : undefined;
    return card && name ? [{ topic, card, name }] : [];
  });
}

/**
 * The sheets in play: the forms offer no other. The service registers no sheet that is not a wiki
 * post, nor one still named as the composer's template names it (GameModule.sheetPlaceholders).
 */
export function sheetsInPlay(topics: readonly GameTopic[]): SheetTopic[] {
  const placeholders = Object.values(SHEET_PLACEHOLDER);
  return sheetTopics(topics).filter((s) => s.topic.wiki !== false && !placeholders.some((p) => same(p, s.name)));
}

export function sceneTopics(topics: readonly GameTopic[]): SceneTopic[] {
  return topics.flatMap((topic) => {
    const card = cardOf(topic, "scene");
    if (!card) return [];
    const d = card.data;
    const number = typeof d["number"] === "number" ? d["number"] : undefined;
    const protagonist = field(d["protagonist"])?.trim();
    const antagonist = str(obj(d["antagonist"])["name"])?.trim();
    const title = field(d["title"])?.trim();
    return [{ topic, card, ...(number !== undefined ? { number } : {}), ...(title ? { title } : {}),
      ...(protagonist ? { protagonist } : {}), ...(antagonist ? { antagonist } : {}) }];
  });
}

const userOf = (v: string | undefined) => v?.trim().replace(/^@/, "").toLowerCase() || undefined;

/**
 * The sheet of a forum user's character, for a scene that names the player but not the character
 * (a [gf-scene] may leave out "protagonista:", GF-SCENE-2: it is its author's): one character per
 * player (GF-META-2), so the sheet naming that player, else one they posted, the newest first.
 */
export function sheetOfPlayer(topics: readonly GameTopic[], player: string | undefined): SheetTopic | undefined {
  const who = userOf(player);
  if (!who) return undefined;
  const named = (s: SheetTopic) => userOf(field(s.card.data["player"]));
  const sheets = sheetsInPlay(topics).sort((a, b) => b.topic.postId - a.topic.postId);
  return sheets.find((s) => named(s) === who) ?? sheets.find((s) => named(s) === undefined && userOf(s.topic.username) === who);
}

/**
 * The sheet of that character's name. Anyone can post a sheet under any name, so the one to trust
 * comes first: the sheet naming `player` (the forum user the scene shows playing the character), then
 * a sheet posted by the player it names (GF-FORUM-4: the service accepts a player line its author
 * wrote about themselves, or one staff or the Moderator wrote), then the newest.
 */
export function sheetNamed(topics: readonly GameTopic[], name: string | undefined, player?: string): SheetTopic | undefined {
  const expected = userOf(player);
  const rank = (s: SheetTopic) => {
    const named = userOf(field(s.card.data["player"]));
    return (expected !== undefined && named === expected ? 2 : 0) + (named !== undefined && named === userOf(s.topic.username) ? 1 : 0);
  };
  return sheetsInPlay(topics).filter((s) => same(s.name, name)).sort((a, b) => rank(b) - rank(a) || b.topic.postId - a.topic.postId)[0];
}
