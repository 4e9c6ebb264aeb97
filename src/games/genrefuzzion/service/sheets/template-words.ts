// The words GenreFuzzion's composer sheet writes for a player to replace (cards/compose-text.ts,
// SHEET_EXAMPLE_WORDS), and what goes in their place: a sheet still holding one is not in play, its
// author told the line (SheetModel.templateWords, src/service/flows/placeholder-line.ts), so two players
// who post the skeleton as inserted never both play "First cliche". Its relationships are real (with
// extras, GF-RET-2) and its tricks are the game's own, so neither is listed.
import type { TemplateWord } from "../../../../lib/topic-flow.js";
import { SHEET_EXAMPLE_WORDS } from "../../cards/compose-text.js";

const both = <T>(pick: (lang: "es" | "en") => readonly T[]): T[] => [...pick("es"), ...pick("en")];

export const GENREFUZZION_TEMPLATE_WORDS: readonly TemplateWord[] = [
  { words: both((l) => [SHEET_EXAMPLE_WORDS[l].concept]),
    write: { es: "el concepto de tu personaje: una frase que lo resuma (GF-CHAR-4)", en: "your character's concept: a phrase that sums them up (GF-CHAR-4)" } },
  { words: both((l) => SHEET_EXAMPLE_WORDS[l].cliches.map((c, i) => `${c} d${[8, 8, 6, 6, 4, 4][i]}`)),
    write: { es: "un cliché de tu personaje con su dado: dos d8, dos d6 y dos d4 (GF-CLI-3, GF-CLI-4)", en: "one of your character's clichés with its die: two d8, two d6 and two d4 (GF-CLI-3, GF-CLI-4)" } },
  { words: both((l) => SHEET_EXAMPLE_WORDS[l].objectives),
    write: { es: "un objetivo de tu personaje (GF-OBJ-1)", en: "one of your character's objectives (GF-OBJ-1)" } },
];
