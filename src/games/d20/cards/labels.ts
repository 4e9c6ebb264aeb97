// Every word a d20 card shows, in Spanish and English: a card speaks its block's language, which for
// the service's table is the table's.
import { wordsOf, type Lang } from "../../../lib/i18n.js";

const LABELS = {
  check: { es: "Prueba d20 · dificultad {dc}", en: "d20 check · difficulty {dc}" },
  who: { es: "Tiran", en: "Rolling" },
  roll: { es: "Tirada d20", en: "d20 roll" },
  sheet: { es: "Ficha · {name}", en: "Sheet · {name}" },
  player: { es: "Jugador", en: "Player" },
  bonus: { es: "Bono", en: "Bonus" },
  table: { es: "Mesa d20 · dificultad {dc}", en: "d20 table · difficulty {dc}" },
  waiting: { es: "esperando su tirada", en: "waiting for their roll" },
  success: { es: "éxito", en: "success" },
  failure: { es: "fallo", en: "failure" },
  over: { es: "Prueba terminada", en: "Check over" },
  rollButton: { es: "Tirar el d20", en: "Roll the d20" },
  notService: { es: "Esta mesa no la escribió el servicio: no ofrece nada.", en: "This table was not written by the service: it offers nothing." },
} as const;

export type Label = keyof typeof LABELS;
export const label = wordsOf(LABELS);
