// The conflict's visible log in Spanish and English: every entry the reducer posts, as a template
// with its parameters. A parameter is a name or a number as typed, or a word of its own in each
// language (a side, "nothing"). The entry keeps both texts: `what` (English) and `es`.
import { fill, type Lang } from "../../../lib/i18n.js";
import type { Role } from "./model.js";

export type Loc = { readonly es: string; readonly en: string };
export type Param = string | number | Loc;

const ROLE: Readonly<Record<Role, Loc>> = {
  protagonist: { es: "Protagonista", en: "protagonist" },
  adversary: { es: "Adversario", en: "adversary" },
  ally: { es: "Aliado", en: "ally" },
  world: { es: "Mundo", en: "world" },
};
export const roleWord = (r: Role): Loc => ROLE[r];
/** "protagonist die 2" / "dado 2 del Protagonista". */
export const dieWord = (side: "protagonist" | "adversary", i: number): Loc => ({ es: `dado ${i + 1} del ${ROLE[side].es}`, en: `${side} die ${i + 1}` });
export const inspirationList = (xs: readonly number[]): Loc => (xs.length ? { es: xs.map((v) => `I=${v}`).join(", "), en: xs.map((v) => `I=${v}`).join(", ") } : { es: "nada", en: "nothing" });

export const LOG = {
  // Turns.
  "roll.waived": { es: "{facet} ({level}) tira un {value}: esta mesa no comprueba el nivel", en: "{facet} ({level}) rerolls a {value}: the level check is waived by this table's setting" },
  "roll.free": { es: "la primera tirada del Protagonista en el conflicto: gratis", en: "the Protagonist's first roll of the conflict: free" },
  "roll.ph": { es: "1 PH paga la tirada ({left|queda|quedan} {left})", en: "1 PH pays the roll ({left} left)" },
  "roll.ph.facet": { es: "1 PH paga la tirada ({left|queda|quedan} {left}); {facet} no cuesta nada", en: "1 PH pays the roll ({left} left); {facet} costs nothing" },
  "roll.overflow": { es: "{facet} está a 5: su Riesgo no puede subir, se anota un desbordamiento para la mesa", en: "{facet} is at 5: its Risk cannot rise, an overflow is recorded for the table" },
  "risk": { es: "{facet}: Riesgo {from} → {to}", en: "{facet}: Risk {from} → {to}" },
  "exhausted.facet": { es: "{facet} queda agotada el resto del conflicto", en: "{facet} is exhausted for the rest of the conflict" },
  "roll": { es: "tira el {die}: {from} → {to}", en: "rerolls {die}: {from} → {to}" },
  "roll.with": { es: "{facet} ({level}) tira el {die}: {from} → {to}", en: "{facet} ({level}) rerolls {die}: {from} → {to}" },
  "inspire": { es: "I={value} en el {die}: {from} → {to}", en: "I={value} on {die}: {from} → {to}" },
  "boost": { es: "1 PH mejora la I={from} a I={to} ({left|queda|quedan} {left} PH)", en: "1 PH boosts I={from} to I={to} ({left} PH left)" },
  "trait.exhausted": { es: "{trait} queda agotado hasta que se renueve", en: "{trait} is exhausted until renewed" },
  "trait.help": { es: "{trait} ayuda: el {die} ({value}) se rompe en {low} y {high}", en: "{trait} helps: {die} {value} breaks into {low} and {high}" },
  "trait.hinder": { es: "{trait} estorba: el {die} ({value}) se rompe en {low} y {high}", en: "{trait} hinders: {die} {value} breaks into {low} and {high}" },
  "trait.hinder.ph": { es: "un Rasgo que estorba: 1 PH al final del conflicto", en: "a hindering Trait: 1 PH at the end of the conflict" },
  "trait.lower": { es: "{facet}: Riesgo {from} → {to} (el −1 opcional del Rasgo que estorba)", en: "{facet}: Risk {from} → {to} (the hindering Trait's optional −1)" },
  "world.support": { es: "el Mundo apoya al {side} en este turno", en: "the World supports the {side} this turn" },
  "world.break": { es: "1 PH ({left|queda|quedan} {left}) rompe el {die} ({value}) en {low} y {high}", en: "1 PH ({left} left) breaks {die} {value} into {low} and {high}" },
  "turn.ends": { es: "termina el turno del {role}", en: "{role}'s turn ends" },
  // Rounds.
  "round.new": { es: "empieza la ronda {round} con el turno del Protagonista, con los mismos dados ({why})", en: "round {round} starts with the Protagonist's turn, keeping the dice ({why})" },
  "why.tie": { es: "un empate no cuesta nada", en: "a tie costs nothing" },
  "why.postponed": { es: "derrota aplazada", en: "defeat postponed" },
  "end.tie": { es: "{p} contra {a}: empate; cada bando sigue o se rinde", en: "{p} against {a}: a tie; each side plays on or surrenders" },
  "end.behind": { es: "{p} contra {a}: el Protagonista va perdiendo y puede pagar 1 PH por otra ronda", en: "{p} against {a}: the Protagonist is behind and may pay 1 PH to play another round" },
  "end.wins": { es: "{p} contra {a}: gana el {side}", en: "{p} against {a}: the {side} wins" },
  "tie.on": { es: "el {side} sigue", en: "the {side} plays on" },
  "surrender.no-loot": { es: "el {side} se rinde: el conflicto termina sin botín (ajuste de esta mesa)", en: "the {side} surrenders: the conflict ends with no loot (this table's setting)" },
  "surrender": { es: "el {side} se rinde y pierde; el botín se reparte como si hubiera ganado el {other}", en: "the {side} surrenders and loses; the loot follows as if the {other} had won" },
  "postpone": { es: "1 PH aplaza la derrota ({left|queda|quedan} {left}; {count} hasta ahora)", en: "1 PH postpones defeat ({left} left; {count} so far)" },
  "concede": { es: "el Protagonista no aplaza: gana el Adversario", en: "the Protagonist does not postpone: the adversary wins" },
  // Loot.
  "loot.p-lost": { es: "el Protagonista perdió: se renuevan sus Rasgos ({traits})", en: "the Protagonist lost: Traits renewed ({traits})" },
  "loot.p-lost.none": { es: "el Protagonista perdió: se renuevan sus Rasgos (ninguno estaba agotado)", en: "the Protagonist lost: Traits renewed (none was exhausted)" },
  "loot.a-lost.p": { es: "el Adversario perdió: {dice} (dados del Protagonista tras el primero) + {over} (⌊({sum} − 5) / 2⌋) + {postponed} (aplazamientos) = {gain} PH", en: "the Adversary lost: {dice} (the Protagonist's dice beyond the first) + {over} (⌊({sum} − 5) / 2⌋) + {postponed} (postponements) = {gain} PH" },
  "loot.a-lost.own": { es: "el Adversario perdió: {dice} (sus propios dados tras el primero) + {over} (⌊({sum} − 5) / 2⌋) + {postponed} (aplazamientos) = {gain} PH", en: "the Adversary lost: {dice} (its own dice beyond the first) + {over} (⌊({sum} − 5) / 2⌋) + {postponed} (postponements) = {gain} PH" },
  "loot.amb09": { es: "se contaron los dados del propio Adversario, como hace el ejemplo del libro", en: "the Adversary's own dice were counted, as the book's example does" },
  "loot.hinder": { es: "{n} {n|Rasgo que estorbó|Rasgos que estorbaron}: +{n} PH para el Protagonista", en: "{n} hindering {n|Trait|Traits}: +{n} PH to the Protagonist" },
  "loot.world-nowhere": { es: "el personaje principal del Mundo no tiene Facetas anotadas: sus reducciones de Riesgo no tienen dónde ir", en: "the World's main character has no facets listed: its Risk reductions have nowhere to go" },
  "loot.ally-renew": { es: "el Protagonista perdió: el personaje principal del Aliado renueva {traits}", en: "the Protagonist lost: the Ally's main character renews {traits}" },
  "conf.over": { es: "el conflicto ha terminado: las Facetas de conflicto del Adversario vuelven a estar listas", en: "the conflict is over: the Adversary's conflict facets are ready for the next one" },
  "recap": { es: "recapitulación del Protagonista: {changes}", en: "the Protagonist's recap: {changes}" },
  "recap.none": { es: "recapitulación del Protagonista: ningún Riesgo cambió", en: "the Protagonist's recap: no Risk changed" },
  "recap.overflow": { es: "recapitulación del Protagonista: {changes}; desbordamiento en {overflow}", en: "the Protagonist's recap: {changes}; overflow on {overflow}" },
  "recap.none.overflow": { es: "recapitulación del Protagonista: ningún Riesgo cambió; desbordamiento en {overflow}", en: "the Protagonist's recap: no Risk changed; overflow on {overflow}" },
  "pairing": { es: "emparejamiento {shown}: para el {winner}, {won}; para el {loser}, {lost}", en: "pairing {shown}: the {winner} gains {won}; the {loser} gains {lost}" },
  "pairing.cap": { es: "un 6 del botín se convierte en una Inspiración de {cap}, lo más alto que permite esta mesa", en: "a 6 from the loot becomes an Inspiration of {cap}, the highest this table allows" },
  "loot.ally-half": { es: "el Aliado gana la mitad de {sum}: {gain} PH", en: "the Ally gains half of {sum}: {gain} PH" },
  "loot.rounding.down": { es: "la mitad se redondea hacia abajo", en: "the half-sum rounds down" },
  "loot.rounding.up": { es: "la mitad se redondea hacia arriba", en: "the half-sum rounds up" },
  "loot.world-copy": { es: "el Mundo apoyó al final al ganador: recibe una copia, {list}", en: "the World last supported the winner: it gains a copy, {list}" },
  "world.risk": { es: "{facet}: Riesgo {from} → {to}", en: "{facet}: Risk {from} → {to}" },
  "world.risk.floor": { es: "{facet}: Riesgo {from} → {to} (nunca por debajo de 1)", en: "{facet}: Risk {from} → {to} (never below 1)" },
} as const satisfies Readonly<Record<string, Loc>>;

export type LogKey = keyof typeof LOG;

/** The entry's text in one language. */
export function logText(key: LogKey, params: Readonly<Record<string, Param>>, lang: Lang): string {
  const flat = Object.fromEntries(Object.entries(params).map(([k, v]) => [k, typeof v === "object" ? v[lang] : v]));
  return fill(LOG[key][lang], flat);
}
