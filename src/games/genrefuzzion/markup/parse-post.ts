// Every GenreFuzzion block of a raw post, parsed with exact offsets into that raw text (the shared
// locator, src/markup/parse-post.ts, with GenreFuzzion's blocks): what the service reads from webhook
// posts and what the sheet code rewrites.
import { parseGamePost, type ParsePostOptions } from "../../../markup/parse-post.js";
import type { MarkupGame } from "../../../markup/markup-game.js";
import type { ParsedBlock } from "./schemas.js";
import { genreFuzzionMarkup } from "./game.js";

export type { ParsePostOptions };

const GAMES: readonly MarkupGame<ParsedBlock>[] = [genreFuzzionMarkup()];

export function parsePost(raw: string, options: ParsePostOptions = {}): ParsedBlock[] {
  return parseGamePost(raw, GAMES, options).map((b) => b.parsed);
}
