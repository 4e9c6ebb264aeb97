// The sentence that answers a composer template's example word left where the player writes their own
// ("«usuario» es el ejemplo que deja la plantilla: escribe en su lugar …"), once for every place that
// says it: the service's refusal of a post holding one (src/service/flows/placeholder-line.ts) and a
// card that marks it while it is written (Facetas' conflict roles, its markup/messages.ts), so the
// writer reads the same words before posting and after.
export const TEMPLATE_EXAMPLE = {
  es: "«{word}» es el ejemplo que deja la plantilla: escribe en su lugar {write}",
  en: "“{word}” is the template's example: in its place, write {write}",
} as const;

/** The same for the word a template leaves where a character's name goes (a game's sheetPlaceholders). */
export const TEMPLATE_NAME = {
  es: "«{word}» es la palabra que deja la plantilla donde va el nombre de un personaje: escribe en su lugar el nombre del personaje, tal como figura en su ficha",
  en: "“{word}” is the word the template leaves where a character's name goes: write the character's name in its place, as its sheet says it",
} as const;
