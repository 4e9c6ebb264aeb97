// Every message the GenreFuzzion rules can produce, in Spanish and English. The service posts them as
// they are, so each one says what is wrong and, where it can, what would be right.
import { localise } from "../../lib/i18n.js";
import type { Catalogue, Lang } from "../../lib/i18n.js";
import type { GfError } from "../../lib/result.js";

export const rulesMessages = {
  // Roll evaluation (§12)
  "roll.empty": { es: "la reserva no tiene dados", en: "the pool has no dice" },
  "roll.bad-size": { es: "el dado {position} es un d{size}: en GenreFuzzion solo hay d4, d6, d8, d10 y d12", en: "die {position} is a d{size}: GenreFuzzion only has d4, d6, d8, d10 and d12" },
  "roll.bad-face": { es: "el dado {position} ({die}) no puede mostrar {face}", en: "die {position} ({die}) cannot show {face}" },
  "roll.no-such-die": { es: "no hay dado {position}: la reserva tiene {count}", en: "there is no die {position}: the pool has {count}" },
  "roll.die-twice": { es: "el dado {position} ({die}) está elegido dos veces", en: "die {position} ({die}) is chosen twice" },
  "roll.result-count": { es: "el resultado debe sumar {wanted} dados y has elegido {chosen}", en: "the result must add {wanted} dice and you chose {chosen}" },
  "roll.result-botch": { es: "el dado {position} ({die}) es una pifia y no puede sumar al resultado", en: "die {position} ({die}) is a botch and cannot count toward the result" },
  "roll.result-discarded": { es: "el dado {position} ({die}) está descartado y no puede sumar al resultado", en: "die {position} ({die}) is discarded and cannot count toward the result" },
  "roll.strict-highest": { es: "con elección estricta el resultado es {best}, no {chosen}", en: "with strict choice the result is {best}, not {chosen}" },
  "roll.boost-no-die": { es: "no queda ningún dado sin usar que no sea pifia para añadir con 1 PV", en: "no unused non-botch die is left to add for 1 PV" },
  "roll.boost-count": { es: "el impulso de 1 PV añade como mucho {allowed} dado(s) y has elegido {chosen}", en: "the 1 PV boost adds at most {allowed} dice and you chose {chosen}" },
  "roll.boost-in-result": { es: "el dado {position} ({die}) ya suma al resultado", en: "die {position} ({die}) already counts toward the result" },
  "roll.boost-without-pv": { es: "para añadir dados al resultado hay que pagar 1 PV", en: "adding dice to the result needs the 1 PV boost" },
} as const satisfies Catalogue;

export type RulesMessageCode = keyof typeof rulesMessages;

/** The error as a sentence the service can post in the thread. */
export function rulesMessage(error: GfError, lang: Lang): string {
  return localise(rulesMessages, error, lang);
}
