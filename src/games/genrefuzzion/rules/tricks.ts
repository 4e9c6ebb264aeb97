// The tricks table (Tabla de Trucos, GF-TRICK-*). Spanish texts follow the original;
// English texts follow src/games/genrefuzzion/reference/en.md "Tricks". The mechanics live in scene.ts and pool.ts;
// this file says what each trick costs, when it may be played and whether a tool can check it.
import type { Lang } from "../../../lib/i18n.js";

export type Currency = "pv" | "pk";
type Text = Readonly<Record<Lang, string>>;

/**
 * When a trick is played, which is also where the reducer applies it:
 * - "pool": declared in the post that builds and rolls a pool;
 * - "after-opponent-roll": right after the opponent's roll (Nada mal pero, Genre Savvy, Suerte inmerecida, Siempre alerta);
 * - "lost": right after losing a roll (No tan rápido);
 * - "yield": with a yield (Hacerse humo);
 * - "problem": when receiving or creating a problem (Otro morderá el polvo, Truco mental);
 * - "retry": before a retry (Insistente);
 * - "scene": any time in the scene (Huyan cobardes, Mi tesoro, Secretos y mentiras, Provócame, Regalo del cielo, En las sombras).
 */
export type TrickTiming = "pool" | "after-opponent-roll" | "lost" | "yield" | "problem" | "retry" | "scene";

export interface Trick {
  readonly id: string;
  readonly rule: string;
  readonly name: Text;
  readonly cost: { readonly currency: Currency; readonly amount: number };
  readonly activation: Text;
  readonly effect: Text;
  readonly timing: TrickTiming;
  /** Who may play it: GF-TRICK-05 and -10 name the protagonist, -13, -14 and -29 the antagonist. */
  readonly side: "either" | "protagonist" | "antagonist";
  /** "auto": the reducer checks the activation; "human": the player's word, logged for dispute. */
  readonly check: "auto" | "human";
  /** GF-TT-3: the placeholder the player fills in when taking the trick. */
  readonly placeholder?: string;
}

const t = (
  n: number, id: string, es: string, en: string, currency: Currency, amount: number,
  activation: [string, string], effect: [string, string], timing: TrickTiming,
  check: "auto" | "human", side: Trick["side"] = "either", placeholder?: string,
): Trick => ({
  id, rule: `GF-TRICK-${String(n).padStart(2, "0")}`, name: { es, en }, cost: { currency, amount },
  activation: { es: activation[0], en: activation[1] }, effect: { es: effect[0], en: effect[1] },
  timing, side, check, ...(placeholder ? { placeholder } : {}),
});

export const TRICKS: readonly Trick[] = [
  t(1, "arma-predilecta", "Arma predilecta", "Favourite weapon", "pv", 1,
    ["Usas tu <ARMA PREDILECTA> para atacar a un enemigo", "You attack an enemy with your <FAVOURITE WEAPON>"],
    ["Añade d8 al pozo", "Add 1d8 to your pool"], "pool", "human", "either", "ARMA PREDILECTA"),
  t(2, "as-bajo-la-manga", "As bajo la manga", "Ace up the sleeve", "pv", 1,
    ["Sacrificas una <VENTAJA DE UN TIPO DETERMINADO>", "You sacrifice an advantage of a <SPECIFIED KIND>"],
    ["Pon cuatro veces el dado de la ventaja en vez de tres", "The sacrificed advantage gives four dice instead of three"], "pool", "human", "either", "VENTAJA DE UN TIPO DETERMINADO"),
  t(3, "camara-lenta", "Cámara lenta", "Slow motion", "pk", 1,
    ["Tu oponente te supera en número de aliados", "Your opponent has more allies than you"],
    ["Tira dos veces el pozo y quédate con el mejor valor", "Roll your pool twice and keep the better result"], "pool", "auto"),
  t(4, "defensa-impasable", "Defensa impasable", "Impassable defence", "pk", 1,
    ["Usas tu <DEFENSA PREDILECTA>", "You use your <FAVOURITE DEFENCE>"],
    ["Escala un dado de <CLICHÉ> en el pozo", "Step up the die of the named <CLICHÉ> in this pool"], "pool", "human", "either", "DEFENSA PREDILECTA"),
  t(5, "en-las-sombras", "En las sombras", "In the shadows", "pv", 1,
    ["Atacas al antagonista usando sorpresa", "You attack the antagonist by surprise"],
    ["El antagonista solo puede usar uno de sus clichés", "The antagonist may use only one of their clichés"], "scene", "human", "protagonist"),
  t(6, "excelencia", "Excelencia", "Excellence", "pv", 1,
    ["Tienes un único cliché que tiene d10 o más, y lo usas en un pozo", "Exactly one of your clichés is d10 or higher, and you put it in a pool"],
    ["Duplica el dado de cliché y descarta el dado más bajo de tu pozo", "Add a second die of that cliché's size, then discard the lowest die of the pool"], "pool", "auto"),
  t(7, "fuera-de-control", "Fuera de control", "Out of control", "pk", 1,
    ["Tienes 3 dados en tu pozo y no puedes agregar más", "Your pool has 3 dice and you cannot add any more"],
    ["Añade 1d12 al pozo. Cualquier dado que sea pifia se convierte en un problema al final de la escena", "Add 1d12 to the pool. Every die of that pool that botched becomes a problem on you at the end of the scene"], "pool", "auto"),
  t(8, "gajes-de-oficio", "Gajes de oficio", "Tricks of the trade", "pv", 1,
    ["Usas un <CLICHÉ QUE REPRESENTA PROFESIÓN O ENTRENAMIENTO>", "You use a <CLICHÉ REPRESENTING A PROFESSION OR TRAINING>"],
    ["Tu oponente no puede usar ninguno de tus problemas en su próxima tirada", "Your opponent may not use any of your problems in their next roll"], "pool", "human", "either", "CLICHÉ QUE REPRESENTA PROFESIÓN O ENTRENAMIENTO"),
  t(9, "genre-savvy", "Genre Savvy", "Genre Savvy", "pk", 1,
    ["Tu oponente usó un cliché de d10 o mayor", "Your opponent used a cliché of d10 or higher"],
    ["El oponente no puede usar ese cliché en su próximo pozo", "The opponent may not use that cliché in their next pool"], "after-opponent-roll", "auto"),
  t(10, "grandes-expectativas", "Grandes expectativas", "Great expectations", "pv", 2,
    ["Tu intención de protagonista implica prácticamente completar un objetivo", "Your protagonist's intention practically completes one of your objectives"],
    ["Puedes añadir hasta cinco de tus clichés en un pozo", "You may put up to five of your clichés in one pool"], "pool", "human", "protagonist"),
  t(11, "hacerse-humo", "Hacerse humo", "Vanish in a puff of smoke", "pk", 1,
    ["Puedes renunciar", "You are in a position to yield"],
    ["Al renunciar, ni tu oponente ni sus aliados ganan puntos de Victoria", "When you yield, neither your opponent nor their allies gain PV"], "yield", "auto"),
  t(12, "huyan-cobardes", "Huyan cobardes", "Run, cowards!", "pv", 1,
    ["Tu oponente tiene dos o más aliados", "Your opponent has two or more allies"],
    ["Uno de los aliados de tu oponente sale de la escena", "One of your opponent's allies leaves the scene"], "scene", "auto"),
  t(13, "imitacion", "Imitación", "Imitation", "pk", 2,
    ["Eres el antagonista y el protagonista sacó 15 o más en un pozo", "You are the antagonist and the protagonist got 15 or more in a pool"],
    ["Puedes tirar exactamente el mismo pozo que el protagonista en vez de armar el tuyo", "Roll exactly the protagonist's pool instead of building your own"], "pool", "auto", "antagonist"),
  t(14, "improvisador-serial", "Improvisador serial", "Serial improviser", "pv", 1,
    ["Usas un cliché de escena como antagonista", "As antagonist, you use a scene cliché"],
    ["Duplica el dado de cliché de escena", "Double the scene-cliché die"], "pool", "auto", "antagonist"),
  t(15, "insistente", "Insistente", "Insistent", "pk", 1,
    ["Puedes reintentar", "You are allowed to retry"],
    ["No hace falta agregar nuevos dados para reintentar", "Your retry needs no extra dice"], "retry", "auto"),
  t(16, "mi-tesoro", "Mi tesoro", "My treasure", "pv", 1,
    ["Usas un <OBJETO PREDILECTO> para darte ánimos en una escena", "You draw courage from your <TREASURED OBJECT>"],
    ["Tu oponente no puede gastar puntos de Victoria hasta el final de la escena", "Your opponent may not spend PV until the end of the scene"], "scene", "human", "either", "OBJETO PREDILECTO"),
  t(17, "movido-por-la-pasion", "Movido por la pasión", "Driven by passion", "pv", 1,
    ["Usas un cliché o ventaja que representa <EMOCIÓN EN PARTICULAR>", "You use a cliché or advantage that represents <A PARTICULAR EMOTION>"],
    ["Puedes escoger como dado de efecto dados que usaste para tu resultado", "You may pick your effect die among the dice used for your result"], "pool", "human", "either", "EMOCIÓN EN PARTICULAR"),
  t(18, "naciste-listo", "Naciste listo", "Born clever", "pk", 1,
    ["Tienes al menos dos ventajas", "You have at least two advantages"],
    ["Añade dos dados adicionales al resultado en vez de uno", "The PV boost adds two dice to the result instead of one"], "pool", "auto"),
  t(19, "nada-mal-pero", "Nada mal pero", "Not bad, but…", "pk", 1,
    ["Tu oponente acaba de obtener un resultado que te supera por 5 o más puntos", "Your opponent has just rolled a result that beats yours by 5 or more"],
    ["Escala el dado más alto de tu pozo", "Step up the highest die of your pool"], "after-opponent-roll", "auto"),
  t(20, "no-me-esperaba-esto-de-ti", "No me esperaba esto de ti", "I didn't expect this from you", "pk", 1,
    ["Tienes una relación de d8 o más con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Duplica el dado de la relación con el oponente", "Double your relationship die with that opponent"], "pool", "auto"),
  t(21, "no-tan-rapido", "No tan rápido", "Not so fast", "pk", 1,
    ["Acabas de perder en una tirada", "You have just lost a roll"],
    ["Descarta uno de los dados del pozo y vuelve a tirar", "Discard one die from that pool and roll again"], "lost", "auto"),
  t(22, "otro-mordera-el-polvo", "Otro morderá el polvo", "Another one bites the dust", "pv", 2,
    ["Recibes un problema de d8 o menos", "You are receiving a problem of d8 or smaller"],
    ["Degrada el problema y transfiérelo a uno de tus aliados", "Step down that problem and pass it to one of your allies"], "problem", "auto"),
  t(23, "plan-b", "Plan B", "Plan B", "pv", 1,
    ["Al reintentar, usas dos clichés que no usaste antes", "On a retry, you use two clichés you had not used before"],
    ["Escala ambos dados de clichés", "Step up both of those cliché dice"], "pool", "auto"),
  t(24, "provocame", "Provócame", "Provoke me", "pk", 1,
    ["Tienes un problema que representa una ira o enojo", "You have a problem that represents anger or rage"],
    ["Convierte el problema en una ventaja hasta el final de la escena", "That problem becomes your advantage until the end of the scene"], "scene", "human"),
  t(25, "regalo-del-cielo", "Regalo del cielo", "Godsend", "pv", 1,
    ["No tienes ninguna ventaja", "You have no advantages"],
    ["Agrega una ventaja temporal de 1d8 hasta el final de la escena", "Gain a temporary d8 advantage until the end of the scene"], "scene", "auto"),
  t(26, "rompecorazones", "Rompecorazones", "Heartbreaker", "pk", 1,
    ["Tienes una relación de d8 o más con tu oponente", "You have a relationship of d8 or higher with your opponent"],
    ["Sacrifica la relación para agregarla tres veces", "Sacrifice that relationship to add its die three times"], "pool", "auto"),
  t(27, "savoir-faire", "Savoir Faire", "Savoir Faire", "pv", 1,
    ["La escena transcurre en una situación de alta sociedad o elegancia extrema", "The scene takes place in high society or extremely elegant surroundings"],
    ["Los 1 en tu tirada no se consideran pifias", "1s in your roll are not botches"], "pool", "human"),
  t(28, "secretos-y-mentiras", "Secretos y mentiras", "Secrets and lies", "pv", 1,
    ["Usas una mentira muy elaborada para convencer a alguien", "You use a very elaborate lie to convince someone"],
    ["Los 2s en los dados de la próxima tirada de tu oponente son pifias", "In your opponent's next roll, 2s are also botches"], "scene", "human"),
  t(29, "siempre-alerta", "Siempre alerta", "Always alert", "pk", 1,
    ["El protagonista te ataca usando sorpresa", "The protagonist attacks you by surprise"],
    ["El protagonista debe volver a tirar su pozo, descartando cualquier dado asociado a la sorpresa", "The protagonist must reroll their pool without any dice connected to the surprise"], "after-opponent-roll", "human", "antagonist"),
  t(30, "suerte-inmerecida", "Suerte inmerecida", "Undeserved luck", "pv", 1,
    ["Tu antagonista obtiene más de dos pifias en su pozo", "Your opponent gets more than two botches in a pool"],
    ["El antagonista debe volver a tirar su pozo sin los dados que pifiaron", "The opponent must reroll that pool without the dice that botched"], "after-opponent-roll", "auto"),
  t(31, "trabajo-en-equipo", "Trabajo en equipo", "Teamwork", "pv", 2,
    ["Tienes más de tres aliados en una escena", "You have more than three allies in the scene"],
    ["Cada aliado puede aportar un dado adicional", "Each ally may contribute one extra die"], "pool", "auto"),
  t(32, "truco-mental", "Truco mental", "Mind trick", "pv", 1,
    ["Creas un problema basado en <EMOCIÓN>", "You create a problem based on <AN EMOTION>"],
    ["Escala el dado del problema", "Step up that problem's die"], "problem", "human", "either", "EMOCIÓN"),
  t(33, "truco-sucio", "Truco sucio", "Dirty trick", "pk", 1,
    ["Haces algo inesperado, deshonroso y peligroso", "You do something unexpected, dishonourable and dangerous"],
    ["Usa un atributo de tu enemigo a tu favor sin que él gane 1 PK", "Use one of your enemy's attributes for yourself without giving them 1 PK"], "pool", "human"),
  t(34, "ver-cada-detalle", "Ver cada detalle", "See every detail", "pv", 1,
    ["Usas un <CLICHÉ QUE REPRESENTA INTELIGENCIA O SENTIDOS>", "You use a <CLICHÉ REPRESENTING INTELLIGENCE OR THE SENSES>"],
    ["Puedes usar hasta dos clichés de escena en tu tirada", "You may use up to two scene clichés in this roll"], "pool", "human", "either", "CLICHÉ QUE REPRESENTA INTELIGENCIA O SENTIDOS"),
];

const BY_ID = new Map(TRICKS.map((trick) => [trick.id, trick]));

export function trickById(id: string): Trick | undefined {
  return BY_ID.get(id);
}
