// The words Tricube's composer sheet writes for a player to replace (cards/compose.ts), and what goes
// in their place: a sheet still holding one is not in play, its author told the line; a post's block
// holding one is refused at that line (TopicFlow.templateWords, src/service/flows/placeholder-line.ts).
import type { TemplateWord } from "../../../lib/topic-flow.js";
import { SHEET_EXAMPLE } from "../cards/compose.js";

const both = (w: { readonly es: string; readonly en: string }): readonly string[] => [w.es, w.en];

export const TRICUBE_TEMPLATE_WORDS: readonly TemplateWord[] = [
  { words: both(SHEET_EXAMPLE.perk), write: { es: "la ventaja de tu personaje: un talento, una habilidad, un objeto o un poder suyo (TT-CHAR-1)", en: "your character's perk: a talent, skill, item or power of theirs (TT-CHAR-1)" } },
  { words: both(SHEET_EXAMPLE.quirk), write: { es: "el defecto de tu personaje: algo que le estorba (TT-CHAR-1)", en: "your character's quirk: something that hinders them (TT-CHAR-1)" } },
  { words: both(SHEET_EXAMPLE.player), write: { es: "tu nombre de usuario, tal como lo muestra el foro: solo el jugador de la ficha tira por su personaje (TT-SETUP-2)", en: "your username, as the forum shows it: only the sheet's player rolls for its character (TT-SETUP-2)" } },
];
