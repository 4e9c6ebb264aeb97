// A block the composer inserted and posted before its character was named still holds the word the
// game's templates write where a name goes ("who: Character", "ficha protagonista: Nombre": the game's
// GameModule.sheetPlaceholders, the same words a sheet named so is not registered by). No character
// is called that, so a refusal that names it as one ("there is no character named Character") misleads:
// the runner refuses the post at that line as what it is, a word to replace.
import { wordsOf, type Lang } from "../../lib/i18n.js";
import type { FlowRefusal } from "../../lib/topic-flow.js";
import { foldKeyword } from "../../markup/keywords.js";

const WORDS = wordsOf({
  placeholder: {
    es: "«{word}» es la palabra que deja la plantilla donde va el nombre de un personaje: escribe en su lugar el nombre del personaje, tal como lo dice su ficha",
    en: "“{word}” is the word the template leaves where a character's name goes: write the character's name in its place, as its sheet says it",
  },
});

const OPEN = /^\s*\[[a-z][\w-]*(?:[\s=][^\]]*)?\]\s*$/i;
const CLOSE = /^\s*\[\/[a-z][\w-]*\]\s*$/i;
/** A block's line "label: value": the value, items split by commas ("who: Maga, Character"). */
const LABELLED = /^[^:[\]]+:(.*)$/;

/**
 * The first line, inside a block of the post, whose value (or one of its comma-separated items) is
 * one of `placeholders`, folded as keywords are (case, accents, spaces): its 1-based number and the
 * word as the post writes it. Lines outside blocks are the players' prose and are never looked at.
 */
export function placeholderLine(raw: string, placeholders: readonly string[]): { line: number; word: string } | undefined {
  if (!placeholders.length) return undefined;
  const words = new Set(placeholders.map(foldKeyword));
  let depth = 0;
  const lines = raw.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (CLOSE.test(text)) { depth = Math.max(0, depth - 1); continue; }
    if (OPEN.test(text)) { depth++; continue; }
    if (!depth) continue;
    const value = LABELLED.exec(text)?.[1];
    const word = value?.split(",").map((v) => v.trim()).find((v) => v && words.has(foldKeyword(v)));
    if (word) return { line: i + 1, word };
  }
  return undefined;
}

/** The refusal of a post whose block still holds a placeholder, in the table's language; none when it holds none. */
export function placeholderRefusal(raw: string, placeholders: readonly string[], lang: Lang): FlowRefusal | undefined {
  const found = placeholderLine(raw, placeholders);
  return found ? { line: found.line, message: WORDS("placeholder", lang, { word: found.word }), code: "flow.placeholder" } : undefined;
}
