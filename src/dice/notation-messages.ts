// The dice notation's messages, es and en: the mistakes a pool written in a post can hold, which a
// card shows. Apart from the rest of the dice part's messages (messages.ts, which includes these) so
// the cards' code in a reader's browser carries only these, not the verifier's and the store's.
import type { Catalogue } from "../lib/i18n.js";

export const notationMessages: Catalogue = {
  "dice.notation.empty": { es: "el pozo está vacío: escribe dados como «d8 d6 d4»", en: "the pool is empty: write dice such as \"d8 d6 d4\"" },
  "dice.notation.bad-token": {
    es: "«{token}» no es un dado: escribe «d8», «2d6» o, ya tirado, «d8:7»",
    en: "\"{token}\" is not a die: write \"d8\", \"2d6\" or, once rolled, \"d8:7\"",
  },
  "dice.notation.bad-sizes": {
    es: "«{tokens}»: aquí no se admiten dados de esos tamaños; valen {sizes}",
    en: "\"{tokens}\": dice of those sizes are not allowed here; use {sizes}",
  },
  "dice.notation.bad-size": {
    es: "«{token}»: aquí no se admiten dados de {size} caras; valen {sizes}",
    en: "\"{token}\": {size}-sided dice are not allowed here; use {sizes}",
  },
  "dice.notation.bad-count": {
    es: "«{token}»: el número de dados debe ser al menos 1",
    en: "\"{token}\": the number of dice must be at least 1",
  },
  "dice.notation.too-many": {
    es: "demasiados dados: {count}; un pozo tiene como mucho {max}",
    en: "too many dice: {count}; a pool holds at most {max}",
  },
  "dice.notation.missing-face": {
    es: "«{token}»: falta el resultado; escribe el dado tirado como «d{size}:5»",
    en: "\"{token}\": the face is missing; write a rolled die as \"d{size}:5\"",
  },
  "dice.notation.unexpected-face": {
    es: "«{token}»: este pozo aún no se ha tirado; escribe solo el dado, como «d{size}»",
    en: "\"{token}\": this pool is not rolled yet; write just the die, as \"d{size}\"",
  },
  "dice.notation.bad-face": {
    es: "«{token}»: un d{size} muestra de 1 a {size}",
    en: "\"{token}\": a d{size} shows 1 to {size}",
  },
};
