// The sheet's own messages (es/en): a post that is not exactly one readable [tt-sheet], and a rewrite
// that would not read back as the character.
import { localise, type Catalogue, type Lang } from "../../../lib/i18n.js";
import type { GfError } from "../../../lib/result.js";

export const tricubeSheetMessages = {
  "tt.sheet.none": { es: "esta publicación no tiene ninguna ficha [tt-ficha]", en: "this post has no [tt-sheet] block" },
  "tt.sheet.many": { es: "una ficha es una publicación con un solo bloque [tt-ficha], no {count}", en: "a sheet is a post with one [tt-sheet] block, not {count}" },
  "tt.sheet.unclosed": { es: "la ficha de la línea {line} no se cierra: añade [/tt-ficha]", en: "the sheet on line {line} is never closed: add [/tt-sheet]" },
  "tt.sheet.unreadable": { es: "la ficha tiene errores: corrígelos antes de que el servicio la actualice", en: "the sheet has errors: fix them before the service can update it" },
  "tt.sheet.rewrite": { es: "no se puede escribir «{field}» en la ficha sin que se lea de otra forma; la ficha no se ha tocado", en: "\"{field}\" cannot be written into the sheet without reading differently; the sheet was left alone" },
} satisfies Catalogue;

export function sheetMessage(error: GfError, lang: Lang): string {
  return localise(tricubeSheetMessages, error, lang);
}
