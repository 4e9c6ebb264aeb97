// A forum with one of every card, in Spanish or English, written as players and the service write
// them: a wiki sheet, a scene the antagonist has presented in, a pool and its genuine roll (the
// antagonist to answer next), a tampered roll, an action and a block with a mistake.
import type { RollContext } from "../../../src/dice/context.js";
import type { Operator } from "../../../src/dice/operator.js";
import { FIRST_LINK } from "../../../src/dice/roll.js";
import { evaluateRoll } from "../../../src/games/genrefuzzion/rules/index.js";
import type { Sandbox } from "../../../src/sandbox/sandbox.js";
import { rollBlock } from "../../plugin/support/roll-block.js";

export interface Seeded { sheetTopic: number; sheetPost: number; sceneTopic: number; poolPost: number; result: number }

const TEXT = {
  es: {
    sheetTitle: "Ficha de personaje: Ana", sceneTitle: "Escena 1: La noche del faro",
    sheet: `[gf-sheet]\nnombre: Ana\njugador: @alicia\nconcepto: Detective de lo imposible\ncliché: Intuición sobrenatural d8\ncliché: Puños de acero d8\ncliché: Conoce a todo el mundo d6\ncliché: Sarcasmo afilado d6\ncliché: Miedo a las alturas d4\ncliché: Despistada d4\nrelación Bea: Le debe la vida d6\nventaja: Paraguas blindado d6\ntruco Arma predilecta: su paraguas\ntreta Opsss:\nobjetivo 10 abierto: Resolver el caso del faro\nobjetivo 8 alcanzado: Recuperar la placa\nobjetivo 6 satisfecho: Invitar a Bea a cenar\npv: 3\npk: 2\n[/gf-sheet]`,
    scene: `Llueve a mares.\n\n[gf-scene]\nnúmero: 1\ntítulo: La noche del faro\nescenario: Un faro abandonado en plena tormenta\ntono: tenso\ncliché de escena: Tormenta eléctrica d6\nprotagonista: Ana\nantagonista: Bea\nintención: Ana descubre quién enciende el faro cada noche\n[/gf-scene]`,
    present: `[gf-action personaje="Bea" escena=1]\npresentar: Bea quiere que Ana se vaya del pueblo\n[/gf-action]`,
    pool: `Ana sube las escaleras de dos en dos.\n\n[gf-pool personaje="Ana" rol=protagonista escena=1]\nd8 d8 d6 d4 d6\n[/gf-pool]`,
    broken: `[gf-pool personaje="Ana"]\ncliché: Fuerte d7\n[/gf-pool]`,
  },
  en: {
    sheetTitle: "Character sheet: Ana", sceneTitle: "Scene 1: Night at the lighthouse",
    sheet: `[gf-sheet]\nname: Ana\nplayer: @alicia\nconcept: Detective of the impossible\ncliche: Uncanny intuition d8\ncliche: Fists of steel d8\ncliche: Knows everybody d6\ncliche: Sharp sarcasm d6\ncliche: Afraid of heights d4\ncliche: Absent-minded d4\nrelationship Bea: Owes her life to Bea d6\nadvantage: Armoured umbrella d6\ntrick Favourite weapon: her umbrella\nflaw Oops:\nobjective 10 open: Solve the lighthouse case\nobjective 8 achieved: Get the badge back\nobjective 6 satisfied: Ask Bea out to dinner\npv: 3\npk: 2\n[/gf-sheet]`,
    scene: `It is pouring.\n\n[gf-scene]\nnumber: 1\ntitle: Night at the lighthouse\nsetting: An abandoned lighthouse in a storm\ntone: tense\nscene cliché: Thunderstorm d6\nprotagonist: Ana\nantagonist: Bea\nintention: Ana finds out who lights the lighthouse every night\n[/gf-scene]`,
    present: `[gf-action character="Bea" scene=1]\npresent: Bea wants Ana out of town\n[/gf-action]`,
    pool: `Ana takes the stairs two at a time.\n\n[gf-pool character="Ana" role=protagonist scene=1]\nd8 d8 d6 d4 d6\n[/gf-pool]`,
    broken: `[gf-pool character="Ana"]\ncliche: Strong d7\n[/gf-pool]`,
  },
} as const;

/**
 * Picks the pool's block index so the roll shows everything a card can: two result dice, a botch
 * and an effect die. Faces are a function of the context (docs/verifiable-dice.md §3), so this
 * is a search over contexts, not a choice of faces.
 */
function showcaseContext(operator: Operator, base: Omit<RollContext, "block">, sizes: number[], at: number): RollContext {
  for (let block = 0; block < 500; block++) {
    const rolled = operator.roll({ context: { ...base, block }, sizes, at }, FIRST_LINK);
    if (!rolled.ok) continue;
    const e = evaluateRoll(rolled.value.dice);
    if (e.ok && e.value.botches.length === 1 && e.value.resultDice.length === 2 && e.value.effectCandidates.length > 0) return { ...base, block };
  }
  throw new Error("no showcase roll in 500 contexts");
}

export function seed(sandbox: Sandbox, operator: Operator, lang: "es" | "en"): Seeded {
  const t = TEXT[lang];
  const forum = sandbox.forum;
  const user = (name: string) => forum.userByName(name)!;
  const category = sandbox.category.id;
  const host = new URL(sandbox.url).host;

  const sheet = forum.createTopic(user("alicia"), t.sheetTitle, t.sheet, category);
  forum.setWiki(user("alicia"), sheet, true);
  const scene = forum.createTopic(user("alicia"), t.sceneTitle, t.scene, category);
  forum.createReply(user("bruno"), scene.topicId, t.present, null);
  const pool = forum.createReply(user("alicia"), scene.topicId, t.pool, null)!;
  const sizes = [4, 6, 6, 8, 8];
  // A v3 roll is dated at the forum's own time for the pool's post (docs/verifiable-dice.md §V.1).
  const at = Date.parse(pool.createdAt);
  const context = showcaseContext(operator, { forum: host, topic: scene.topicId, post: pool.id }, sizes, at);
  const rolled = rollBlock(operator, context, sizes, lang, {}, at);
  forum.createReply(user("gf-dice"), scene.topicId, `@alicia:\n\n${rolled.raw}`, pool.postNumber);
  // A copy with one proof character changed: what a forged or edited roll looks like.
  const i = rolled.proof.length - 5;
  const forged = rolled.raw.replace(rolled.proof, rolled.proof.slice(0, i) + (rolled.proof[i] === "A" ? "B" : "A") + rolled.proof.slice(i + 1));
  forum.createReply(user("carla"), scene.topicId, forged, null);
  forum.createReply(user("carla"), scene.topicId, t.broken, null);
  return { sheetTopic: sheet.topicId, sheetPost: sheet.id, sceneTopic: scene.topicId, poolPost: pool.id, result: rolled.result };
}
