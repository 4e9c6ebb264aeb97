// A block the composer inserted and posted before its author filled it in still holds the words the
// game's templates write for a player to replace: where a name goes ("who: Character", "ficha
// protagonista: Nombre": the game's GameModule.sheetPlaceholders, the same words a sheet named so is
// not registered by), and the game's other skeleton words (TopicFlow.templateWords: "perk: A perk",
// "event: what happens", "protagonist: username"). No character is called "Character" and no Event is
// "what happens", so a refusal that names it as one ("there is no character named Character", "no
// user called username") misleads, and a post that plays it plays the template: the runner refuses
// the post at the first such line as what it is, a word to replace, saying what goes there.
import { wordsOf, type Lang } from "../../lib/i18n.js";
import type { FlowRefusal, TemplateWord } from "../../lib/topic-flow.js";
import { foldKeyword } from "../../markup/keywords.js";
import { TEMPLATE_EXAMPLE, TEMPLATE_NAME } from "../../markup/template-example.js";

const WORDS = wordsOf({
  placeholder: TEMPLATE_NAME,
  template: TEMPLATE_EXAMPLE,
});

const OPEN = /^\s*\[[a-z][\w-]*(?:[\s=][^\]]*)?\]\s*$/i;
const CLOSE = /^\s*\[\/[a-z][\w-]*\]\s*$/i;
/** A block's line "label: value": the label and the value, items split by commas ("who: Maga, Character"). */
const LABELLED = /^([^:[\]]+):(.*)$/;

/** What a line still holds of a template: the word as the post writes it, and what goes there (none: a character's name). */
export interface TemplateLine { readonly line: number; readonly word: string; readonly write?: Readonly<Record<Lang, string>> }

/**
 * The first line, inside a block of the post, whose value (or one of its comma-separated items) is
 * one of `placeholders` or of the template words, or whose label is a template word, folded as
 * keywords are (case, accents, spaces): its 1-based number, the word as the post writes it and, for
 * a template word, what goes there. Lines outside blocks are the players' prose and are never looked at.
 */
export function placeholderLine(raw: string, placeholders: readonly string[], template: readonly TemplateWord[] = []): TemplateLine | undefined {
  if (!placeholders.length && !template.length) return undefined;
  const names = new Set(placeholders.map(foldKeyword));
  const written = new Map(template.flatMap((t) => t.words.map((w) => [foldKeyword(w), t.write] as const)));
  let depth = 0;
  const lines = raw.split(/\r\n|\r|\n/);
  for (let i = 0; i < lines.length; i++) {
    const text = lines[i]!;
    if (CLOSE.test(text)) { depth = Math.max(0, depth - 1); continue; }
    if (OPEN.test(text)) { depth++; continue; }
    if (!depth) continue;
    const m = LABELLED.exec(text);
    if (!m) continue;
    const label = m[1]!.trim();
    if (written.has(foldKeyword(label))) return { line: i + 1, word: label, write: written.get(foldKeyword(label))! };
    for (const item of m[2]!.split(",").map((v) => v.trim()).filter(Boolean)) {
      const folded = foldKeyword(item);
      if (names.has(folded)) return { line: i + 1, word: item };
      const write = written.get(folded);
      if (write) return { line: i + 1, word: item, write };
    }
  }
  return undefined;
}

/** What the author is told of a template's word left at a line, in `lang`. */
export function templateWordMessage(found: TemplateLine, lang: Lang): string {
  return found.write ? WORDS("template", lang, { word: found.word, write: found.write[lang] }) : WORDS("placeholder", lang, { word: found.word });
}

/** The refusal of a post whose block still holds a template's word, in the table's language; none when it holds none. */
export function placeholderRefusal(raw: string, placeholders: readonly string[], lang: Lang, template: readonly TemplateWord[] = []): FlowRefusal | undefined {
  const found = placeholderLine(raw, placeholders, template);
  return found ? { line: found.line, message: templateWordMessage(found, lang), code: found.write ? "flow.template-word" : "flow.placeholder" } : undefined;
}
