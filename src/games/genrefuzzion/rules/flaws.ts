// The flaws table (tretas, GF-FLAW-*; src/games/genrefuzzion/reference/en.md "Flaws"). Any player may trigger a flaw (GF-TT-5); its owner gains
// the points (GF-AMB-04) and takes the penalty. GF-AMB-01: the 13 entries are the official list;
// groups may add their own under GF-TT-2, so the table is plain data.
import type { Lang } from "../../../lib/i18n.js";
import type { Currency } from "./tricks.js";

type Text = Readonly<Record<Lang, string>>;

/**
 * What triggers it, which is where the reducer checks it:
 * - "pool": the owner's own pool or roll (botch counts, pool size, cliché sizes);
 * - "problem": the owner receives a problem of d8 or smaller;
 * - "opponent-roll": the opponent has just rolled (20+);
 * - "scene": any time, on a narrative condition or the ally line-up.
 */
export type FlawTrigger = "pool" | "problem" | "opponent-roll" | "scene";

export interface Flaw {
  readonly id: string;
  readonly rule: string;
  readonly name: Text;
  /** What the owner gains when it is triggered. */
  readonly gain: { readonly currency: Currency; readonly amount: number };
  readonly activation: Text;
  readonly effect: Text;
  readonly trigger: FlawTrigger;
  readonly check: "auto" | "human";
  readonly placeholder?: string;
}

const f = (
  n: number, id: string, es: string, en: string, currency: Currency, amount: number,
  activation: [string, string], effect: [string, string], trigger: FlawTrigger, check: "auto" | "human", placeholder?: string,
): Flaw => ({
  id, rule: `GF-FLAW-${String(n).padStart(2, "0")}`, name: { es, en }, gain: { currency, amount },
  activation: { es: activation[0], en: activation[1] }, effect: { es: effect[0], en: effect[1] },
  trigger, check, ...(placeholder ? { placeholder } : {}),
});

export const FLAWS: readonly Flaw[] = [
  f(1, "dilema-del-erizo", "Dilema del Erizo", "Hedgehog's dilemma", "pv", 1,
    ["Recibes un problema de d8 o menos", "You receive a problem of d8 or smaller"],
    ["Uno de tus aliados recibe el mismo problema", "One of your allies receives the same problem"], "problem", "auto"),
  f(2, "duda-inapropiada", "Duda inapropiada", "Untimely doubt", "pv", 2,
    ["Tienes una relación de d8 o más con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Solo puedes usar un dado de cliché en esta escena", "You may use only one cliché die for the rest of this scene"], "scene", "auto"),
  f(3, "el-alcohol-mata", "El Alcohol mata", "Alcohol kills", "pv", 1,
    ["Estás en una situación de fiesta o celebración", "You are at a party or celebration"],
    ["Añade el problema «borracho» d6 hasta el final de la escena", "You get the problem \"drunk\" d6 until the end of the scene"], "scene", "human"),
  f(4, "error-de-principiante", "Error de principiante", "Rookie mistake", "pk", 1,
    ["Obtienes al menos una pifia en un pozo de tres o menos dados", "You roll at least one botch in a pool of three or fewer dice"],
    ["Desactiva uno de tus clichés hasta el final de la escena", "One of your clichés is switched off until the end of the scene"], "pool", "auto"),
  f(5, "fobia", "Fobia", "Phobia", "pk", 2,
    ["Eres atacado con <COSA A LA QUE TEMES>", "You are attacked with <THE THING YOU FEAR>"],
    ["Desactiva dos de tus clichés a elección hasta el final de la escena", "Two of your clichés, of your choice, are switched off until the end of the scene"], "scene", "human", "COSA A LA QUE TEMES"),
  f(6, "inocencia", "Inocencia", "Innocence", "pk", 2,
    ["Tu oponente es al menos 20 años más viejo que tú", "Your opponent is at least 20 years older than you"],
    ["Los 2s en tus tiradas son pifias durante esta escena", "For the rest of this scene, 2s in your rolls are botches"], "scene", "human"),
  f(7, "lapsus-freudiano", "Lapsus freudiano", "Freudian slip", "pk", 2,
    ["En una escena de discusión dices al menos una mentira", "In an argument scene you tell at least one lie"],
    ["Descarta uno de tus dados de tu pozo al azar", "Discard one die of your pool at random"], "pool", "human"),
  f(8, "mala-junta", "Mala junta", "Bad company", "pv", 2,
    ["Tienes dos o más aliados que son todos extras", "You have two or more allies and all of them are extras"],
    ["Solo puedes usar un único dado de aliados en un pozo dado", "You may use only one ally die in any single pool"], "scene", "auto"),
  f(9, "opsss", "Opsss", "Oops", "pk", 1,
    ["Consigues dos o más pifias en un mismo pozo", "You roll two or more botches in one pool"],
    ["Aumenta en +2 el próximo resultado de tu oponente", "Your opponent's next result gets +2"], "pool", "auto"),
  f(10, "orgullo-y-caida", "Orgullo y Caída", "Pride and fall", "pv", 2,
    ["Tienes un único cliché que tiene d10 o más, y lo usas en un pozo", "Exactly one of your clichés is d10 or higher, and you use it in a pool"],
    ["Tu oponente puede usar ese cliché en tu contra sin pagarte PK", "Your opponent may use that cliché against you without giving you PK"], "pool", "auto"),
  f(11, "solo-un-accidente", "Solo un accidente", "Just an accident", "pv", 1,
    ["Obtienes una pifia en un pozo que tiene al menos una ventaja", "You roll a botch in a pool that contains at least one advantage die"],
    ["Descarta una ventaja a tu elección", "Discard one of your advantages, of your choice"], "pool", "auto"),
  f(12, "torpeza-cronica", "Torpeza crónica", "Chronic clumsiness", "pk", 2,
    ["Estás en una situación donde tu torpeza física puede causarte problemas", "Your physical clumsiness can cause trouble here"],
    ["Escala uno de los problemas que tienes", "Step up one of your problems"], "scene", "human"),
  f(13, "yo-no-queria-venir", "Yo no quería venir", "I didn't want to come", "pk", 2,
    ["Tu oponente acaba de obtener un resultado de 20+", "Your opponent has just rolled a result of 20 or more"],
    ["Solo puedes reintentar si añades tres dados nuevos", "You may only retry with three more dice"], "opponent-roll", "auto"),
];

const BY_ID = new Map(FLAWS.map((flaw) => [flaw.id, flaw]));

export function flawById(id: string): Flaw | undefined {
  return BY_ID.get(id);
}
