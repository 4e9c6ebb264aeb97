// What each line of Pujas' books says, in Spanish and English: the rules post a key and its values
// (a Said), never a sentence, so the reply reads the books in the table's language whatever the post
// was written in. The English text is also the entry's `what`, which `gf pujas replay` prints.
// The words are the original's (Norma, Complicación, Rasgo, Importancia, Sub-componente, Fundido
// en negro, Mini-escena, dado de Ventaja, Recuperación, monedas de premio).
import { fill, type Catalogue, type Lang } from "../../../lib/i18n.js";

export const LEDGER_WORDS = {
  "tenet.modify": { es: "modifica la Norma {tenet}", en: "modifies Tenet {tenet}" },
  "tenet.propose.social": { es: "propone una Norma (contrato social)", en: "proposes a Tenet (social contract)" },
  "tenet.propose.story": { es: "propone una Norma (elemento de la historia)", en: "proposes a Tenet (story element)" },
  "tenet.propose.special": { es: "propone una Norma (regla especial)", en: "proposes a Tenet (special rule)" },
  "tenet.pass": { es: "pasa en la Ronda de Normas", en: "passes in the Tenet lap" },
  "tenet.over": { es: "termina la Ronda de Normas: se puja por la primera escena", en: "the Tenet lap is over: bid for the first scene" },
  "bid.tie": { es: "empate a {top} entre {tied}: {winner} es quien se sienta más cerca a la izquierda de {reference}", en: "tie at {top} between {tied}: {winner} sits nearest the left of {reference}" },
  "bid.withdrawn": { es: "la puja de {bid} se retira y vuelve al monedero", en: "bid of {bid} withdrawn, back in the purse" },
  "bid.wins": { es: "gana con {top}: la puja va a la mesa", en: "wins with {top}: the bid goes on the table" },
  "bid.counts": { es: "la puja de {bid} cuenta como {have}, las monedas que quedan en el monedero", en: "bid of {bid} counts as {have}, the coins left in the purse" },
  "bid.next": { es: "se puja por la siguiente escena", en: "bid for the next scene" },
  "scene.frame": { es: "escena {scene}: {user} narra y la enmarca", en: "scene {scene}: {user} narrates and frames it" },
  "scene.place": { es: "sitúa el lugar: {place}", en: "sets the place: {place}" },
  "scene.flashback": { es: "flashback a la escena {scene}", en: "flashback to scene {scene}" },
  "scene.past": { es: "sitúa la escena en el pasado", en: "sets the scene in the past" },
  "scene.future": { es: "sitúa la escena en el futuro: 1 moneda a cada otro jugador", en: "sets the scene in the future: 1 coin to each other player" },
  "scene.present": { es: "sitúa la escena en el presente (gratis)", en: "sets the scene in the present (free)" },
  "scene.fade": { es: "fundido en negro", en: "fade to black" },
  "scene.faded": { es: "la escena {scene} termina con un fundido en negro: nadie puede volver a ella", en: "scene {scene} fades to black: no one may return to it" },
  "scene.ends": { es: "termina la escena {scene}", en: "scene {scene} ends" },
  "scene.move": { es: "lleva la escena a {place}", en: "moves the scene to {place}" },
  "scene.recovery": { es: "Recuperación", en: "Recovery" },
  "scene.control-ends": { es: "todo Control termina con la escena", en: "all Control ends with the scene" },
  "scene.table-lost": { es: "las monedas de la mesa sin usar se pierden", en: "unused table coins are lost" },
  "scene.first-event": { es: "el primer Evento cierra el encuadre: ya se puede interrumpir", en: "the first Event ends the framing: interrupts are open" },
  "scene.mini": { es: "inicia una Mini-escena hasta que termine el turno (gratis)", en: "starts a mini-scene until the turn ends (free)" },
  "component.bring": { es: "trae {component} a la escena", en: "brings {component} into the scene" },
  "component.out": { es: "saca {component} de la escena", en: "takes {component} out of the scene" },
  "component.control": { es: "{user} controla {component}", en: "{user} controls {component}" },
  "component.create": { es: "crea {component}", en: "creates {component}" },
  "component.create-master": { es: "crea el Maestro {component}", en: "creates the Master {component}" },
  "component.traits": { es: "{count} {count|Rasgo|Rasgos} para {component}", en: "{count} {count|Trait|Traits} for {component}" },
  "component.trait.add": { es: "agrega el Rasgo {trait} a {component}", en: "adds the Trait {trait} of {component}" },
  "component.trait.remove": { es: "elimina el Rasgo {trait} de {component}", en: "removes the Trait {trait} of {component}" },
  "component.trait.restore": { es: "restaura el Rasgo {trait} de {component}", en: "restores the Trait {trait} of {component}" },
  "component.importance.reduce": { es: "reduce la Importancia de {component} en {levels}", en: "reduces the Importance of {component} by {levels}" },
  "component.importance.restore": { es: "restaura la Importancia de {component} en {levels}", en: "restores the Importance of {component} by {levels}" },
  "component.link": { es: "vincula {component} al Maestro {master}", en: "links {component} to the Master {master}" },
  "component.eliminate": { es: "elimina {component}", en: "eliminates {component}" },
  "event.pay": { es: "describe un Evento", en: "describes an Event" },
  "event": { es: "Evento {event}", en: "Event {event}" },
  "turn.end": { es: "termina el turno", en: "ends the turn" },
  "turn.broke": { es: "sin monedas: termina el turno", en: "out of coins: the turn ends" },
  "turn.of": { es: "turno de {user}", en: "{user}'s turn" },
  "turn.passes": { es: "{user} no tiene monedas: el turno pasa a {next}", en: "{user} has no coins: the turn passes to {next}" },
  "turn.interrupt": { es: "interrumpe a {user}", en: "interrupts {user}" },
  "turn.interrupted": { es: "termina el turno de {was}: juega {user} y después {next}", en: "{was}'s turn ends: {user} plays, then {next}" },
  "take-over": { es: "se adueña de {component}", en: "takes over {component}" },
  "take-over.from": { es: "se adueña de {component}, que controlaba {user}", en: "takes over {component} from {user}" },
  "dialogue": { es: "Diálogo con {component} (gratis)", en: "Dialogue with {component} (free)" },
  "complication.start": { es: "inicia una Complicación", en: "starts a Complication" },
  "complication.pools": { es: "Complicación {complication} sobre {involves}: reservas de {pools}", en: "Complication {complication} over {involves}: pools for {pools}" },
  "obstacle.buy": { es: "compra {dice} d10 para convertir {event} en un Obstáculo", en: "buys {dice} d10 to turn {event} into an Obstacle" },
  "obstacle.pools": { es: "Obstáculo {complication} a partir de {event}: reservas de {pools}", en: "Obstacle {complication} from {event}: pools for {pools}" },
  "dice.bought-for": { es: "{count} d10 comprados para la reserva de {user}: {why}", en: "{count} d10 bought for {user}'s pool: {why}" },
  "dice.bought-away": { es: "{count} d10 quitados de la reserva de {user}: {why}", en: "{count} d10 bought away from {user}'s pool: {why}" },
  "dice.trait-add": { es: "el Rasgo {trait} agrega 1d10 a la reserva de {user}", en: "Trait {trait} adds 1d10 to {user}'s pool" },
  "dice.trait-remove": { es: "el Rasgo {trait} quita 1d10 de la reserva de {user}", en: "Trait {trait} takes 1d10 from {user}'s pool" },
  "roll.now": { es: "{complication}: a tirar los dados ({pools})", en: "{complication}: roll the dice ({pools})" },
  "roll.ready": { es: "{user} está listo para tirar {complication}", en: "{user} is ready to roll {complication}" },
  "roll.result": { es: "{complication}, tirada {n}: éxitos para la Complicación, {for}; en contra, {against}", en: "{complication} roll {n}: successes for the Complication, {for}; against, {against}" },
  "roll.tie-again": { es: "empate, y las caras de éxito también empatan ({sum}): se vuelve a tirar sin dado de Ventaja", en: "tie, and the successful faces tie too ({sum}): roll again with no Advantage die" },
  "roll.tie-advantage.complication": { es: "empate: las caras de éxito de la Complicación suman más ({sum}); {user} gana un dado de Ventaja; se vuelve a tirar", en: "tie: the complication side's successful faces sum higher ({sum}); {user} gains an Advantage die; roll again" },
  "roll.tie-advantage.opposing": { es: "empate: las caras de éxito de la oposición suman más ({sum}); {user} gana un dado de Ventaja; se vuelve a tirar", en: "tie: the opposing side's successful faces sum higher ({sum}); {user} gains an Advantage die; roll again" },
  "complication.wins": { es: "gana la Complicación; narran en orden: {narrators}", en: "the Complication wins; narrating in order: {narrators}" },
  "opposition.wins": { es: "gana la oposición; narran en orden: {narrators}", en: "the opposition wins; narrating in order: {narrators}" },
  "complication.over": { es: "{complication} ha terminado", en: "{complication} is over" },
  "prize.sum": { es: "premio: la suma de las caras de éxito", en: "prize: the sum of the successful faces" },
  "prize.per-die": { es: "premio: 1 moneda por dado tirado", en: "prize: 1 coin per die rolled" },
  "prize.buy": { es: "compra {coins} de las monedas de premio de {user}", en: "buys away {coins} of {user}'s prize coins" },
  "prize.bought": { es: "monedas de premio compradas por {user}", en: "prize coins bought away by {user}" },
  "prize.kept": { es: "las monedas de premio sin gastar se quedan", en: "unspent prize coins kept" },
  "prize.lost": { es: "las monedas de premio sin gastar se pierden", en: "unspent prize coins are lost" },
  "challenge.start": { es: "{user} pone a prueba a {against}: la partida se detiene para negociar", en: "{user} Challenges {against}: play stops to negotiate" },
  "challenge.agreed": { es: "{challenge}: acuerdo sin pujar; la partida sigue", en: "{challenge}: agreed without bidding; play resumes" },
  "challenge.no-bid": { es: "{challenge}: quien puso a prueba no puja: la puesta a prueba termina y nada cambia", en: "{challenge}: the Challenger does not bid: the Challenge ends and nothing changes" },
  "challenge.bid": { es: "puja {coins} por {option} en {challenge}", en: "bids {coins} on {option} in {challenge}" },
  "challenge.tie": { es: "{challenge}: {tied} empatan a {top}; se queda {option}", en: "{challenge}: {tied} tie at {top}; {option} stands" },
  "challenge.won": { es: "{challenge}: todos pasan; «{text}» gana con {total} y no puede volver a ponerse a prueba", en: "{challenge}: everyone passed; \"{text}\" wins with {total} and cannot be Challenged again" },
  "fine.demand": { es: "{user} exige una multa a {accused} (gratis): la partida se detiene para oír a los dos, y después se vota", en: "{user} demands a Fine of {accused} (free): play stops for both cases, then the vote" },
  "fine.vote": { es: "vota en {fine}", en: "votes in {fine}" },
  "fine.tie": { es: "{fine}: la votación empata {for}–{against}; nadie paga", en: "{fine}: the vote ties {for}–{against}; nobody pays" },
  "fine.short": { es: "{user} solo tenía {charged} de las {margin} monedas debidas", en: "{user} had only {charged} of the {margin} coins owed" },
  "fine.lost": { es: "pierde {fine} por {margin} {margin|voto|votos}", en: "loses {fine} by {margin} {margin|vote|votes}" },
} satisfies Catalogue;

export type LedgerKey = keyof typeof LEDGER_WORDS;

/** A line of the books as the rules post it: the key of its words and their values; `then`, what follows it ("; ana's turn"). */
export interface Said {
  readonly key: LedgerKey;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly then?: Said;
}

export const said = (key: LedgerKey, params?: Readonly<Record<string, string | number>>, then?: Said): Said =>
  ({ key, ...(params ? { params } : {}), ...(then ? { then } : {}) });

/**
 * The line in `lang`. `inert` makes each value that is text (a player's, a Component's, a place) safe
 * for the reply it goes into (the service's replies pass inertText; the replay prints them as they are).
 */
export function ledgerText(s: Said, lang: Lang, inert: (text: string) => string = (t) => t): string {
  const params = Object.fromEntries(Object.entries(s.params ?? {}).map(([k, v]) => [k, typeof v === "string" ? inert(v) : v]));
  const text = fill(LEDGER_WORDS[s.key][lang], params);
  return s.then ? `${text}; ${ledgerText(s.then, lang, inert)}` : text;
}
