// What Facetas' composer entries insert, in the writer's language: the conflict's opening (who holds
// each role, and each role's sheet) and a character's sheet (facets 1 to 5, Traits, PH, Inspirations).
// Both write one word where a character's name goes (SHEET_PLACEHOLDER, the sheet's "personaje: Nombre"
// and the opening's "ficha protagonista: Nombre"), the word the service refuses as a name left unwritten.
import type { Lang } from "../../../lib/i18n.js";
import { EXAMPLE_CONFLICT_FACET, EXAMPLE_FACETS, EXAMPLE_USER, SHEET_PLACEHOLDER } from "../markup/vocabulary.js";

/**
 * The skeletons' other words a player must replace: who holds each role, the example Trait and facet
 * names. A post or sheet still holding one is refused (kept out of play) at that line, its author told
 * what to write (flow/template-words.ts), never "there is no user «usuario»".
 */
export const EXAMPLE = {
  /** Where the forum does not say who is writing, a player line shows what goes there. */
  user: EXAMPLE_USER,
  trait: { es: "Un rasgo", en: "A trait" },
  facets: EXAMPLE_FACETS,
  conflictFacet: EXAMPLE_CONFLICT_FACET,
} as const;

const CONFLICT: Readonly<Record<Lang, (adversary: string) => string>> = {
  es: (adversary) => `[fa-conflicto]\nprotagonista: ${EXAMPLE.user.es}\nadversario: ${adversary}\naliado: ${EXAMPLE.user.es}\nmundo: ${EXAMPLE.user.es}\nficha protagonista: ${SHEET_PLACEHOLDER.es}\n[/fa-conflicto]\n\n[fa-ficha funcion=adversario]\nfaceta Primera faceta de conflicto: 1\nfaceta Segunda faceta de conflicto: 3\nfaceta Tercera faceta de conflicto: 5\nph: 1\ninspiraciones: 3\n[/fa-ficha]`,
  en: (adversary) => `[fa-conflict]\nprotagonist: ${EXAMPLE.user.en}\nadversary: ${adversary}\nally: ${EXAMPLE.user.en}\nworld: ${EXAMPLE.user.en}\nsheet protagonist: ${SHEET_PLACEHOLDER.en}\n[/fa-conflict]\n\n[fa-sheet role=adversary]\nfacet First conflict facet: 1\nfacet Second conflict facet: 3\nfacet Third conflict facet: 5\nph: 1\ninspirations: 3\n[/fa-sheet]`,
};

const SHEET: Readonly<Record<Lang, (player: string) => string>> = {
  es: (player) => `[fa-ficha funcion=protagonista]\npersonaje: ${SHEET_PLACEHOLDER.es}\njugador: ${player}\nfaceta Primera: 1\nfaceta Segunda: 2\nfaceta Tercera: 3\nfaceta Cuarta: 4\nfaceta Quinta: 5\nrasgo: ${EXAMPLE.trait.es}\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]`,
  en: (player) => `[fa-sheet role=protagonist]\ncharacter: ${SHEET_PLACEHOLDER.en}\nplayer: ${player}\nfacet First: 1\nfacet Second: 2\nfacet Third: 3\nfacet Fourth: 4\nfacet Fifth: 5\ntrait: ${EXAMPLE.trait.en}\nph: 3\ninspirations: 2 3\n[/fa-sheet]`,
};

/** The opening, its Adversary the writer when known: the inline conflict sheet is the opener's own (FA-ROLE-2). */
export const conflictSkeleton = (lang: Lang, writer?: string): string => CONFLICT[lang](writer ?? EXAMPLE.user[lang]);
/** A main character's sheet, its player the writer when known. */
export const sheetSkeleton = (lang: Lang, writer?: string): string => SHEET[lang](writer ?? EXAMPLE.user[lang]);
