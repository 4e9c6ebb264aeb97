// The sentence that answers a composer template's example word left where the player writes their own
// ("«usuario» es el ejemplo que deja la plantilla: escribe en su lugar …"), once for every place that
// says it: the service's refusal of a post holding one (src/service/flows/placeholder-line.ts) and a
// card that marks it while it is written (Facetas' conflict roles, its markup/messages.ts), so the
// writer reads the same words before posting and after.
export const TEMPLATE_EXAMPLE = {
  es: "«{word}» es el ejemplo que deja la plantilla: escribe en su lugar {write}",
  en: "“{word}” is the template's example: in its place, write {write}",
} as const;
