// A GenreFuzzion sheet as a player writes it from the home page's "Create a GenreFuzzion sheet": the
// button opens the composer with the plugin's skeleton (the composer's "Insert a character sheet"), and
// the player writes their character's name, concept, six clichés and three objectives over its examples
// (GF-CHAR-4, GF-CLI-3, GF-CLI-4, GF-OBJ-1; posted unwritten, the service keeps it out of play). Each
// player here writes a character of their own, so no two players of a table share a cliché.
import type { Page } from "playwright-core";
import type { Lang } from "../../../src/lib/i18n.js";
import { SHEET_EXAMPLE_WORDS } from "../../../src/games/genrefuzzion/cards/compose-text.js";

interface Character {
  readonly concept: string;
  /** Six clichés, written over the skeleton's in order (its dice: two d8, two d6, two d4, GF-CLI-4). */
  readonly cliches: readonly string[];
  /** Two relationships (GF-REL-3): whom, and what it is; the die stays the skeleton's d6. */
  readonly relationships: readonly (readonly [string, string])[];
  /** Three objectives, hardest first (GF-OBJ-1: 10, 8 and 6). */
  readonly objectives: readonly string[];
}

/** The players' characters of the browser tests, one each, in each language. */
const CHARACTERS: Readonly<Record<string, Readonly<Record<Lang, Character>>>> = {
  alicia: {
    es: { concept: "Detective de lo imposible", cliches: ["Intuición sobrenatural", "Puños de acero", "Conoce a todo el mundo", "Sarcasmo afilado", "Miedo a las alturas", "Despiste crónico"],
      relationships: [["Tía Marga", "Le debe la vida"], ["El Profesor Gris", "Rivalidad de toda la vida"]], objectives: ["Resolver el caso del faro", "Recuperar la placa", "Aprender a pedir ayuda"] },
    en: { concept: "Detective of the impossible", cliches: ["Uncanny intuition", "Fists of steel", "Knows everybody", "Sharp sarcasm", "Afraid of heights", "Chronically absent-minded"],
      relationships: [["Aunt Marge", "Owes them a life"], ["Professor Grey", "A lifelong rivalry"]], objectives: ["Solve the lighthouse case", "Get the badge back", "Learn to ask for help"] },
  },
  bruno: {
    es: { concept: "Farero retirado con secretos", cliches: ["Fuerza de oso", "Ojo de halcón", "Marinero curtido", "Voz de trueno", "Gruñón", "Supersticioso"],
      relationships: [["La Capitana Ruiz", "Le salvó del naufragio"], ["El Alcalde", "Desconfía de sus métodos"]], objectives: ["Proteger el faro", "Encontrar a su hermano", "Perdonar al mar"] },
    en: { concept: "Retired lighthouse keeper with secrets", cliches: ["Strong as a bear", "Hawk eyes", "Seasoned sailor", "Thunderous voice", "Grumpy", "Superstitious"],
      relationships: [["Captain Ruiz", "Saved them from the wreck"], ["The Mayor", "Distrusts their methods"]], objectives: ["Protect the lighthouse", "Find his brother", "Forgive the sea"] },
  },
  carla: {
    es: { concept: "Inventora a la fuga", cliches: ["Manos de relojera", "Labia infinita", "Sabe de química", "Corre como el viento", "Curiosidad temeraria", "Mala memoria para las caras"],
      relationships: [["Su antiguo socio", "Le robó el invento"], ["La vecina del quinto", "Le guarda las cartas"]], objectives: ["Patentar la máquina", "Limpiar su nombre", "Dormir una noche entera"] },
    en: { concept: "Inventor on the run", cliches: ["Watchmaker's hands", "Endless gift of the gab", "Knows her chemistry", "Runs like the wind", "Reckless curiosity", "Bad memory for faces"],
      relationships: [["Her old partner", "Stole the invention"], ["The neighbour upstairs", "Keeps her letters"]], objectives: ["Patent the machine", "Clear her name", "Sleep a whole night"] },
  },
  ana: {
    es: { concept: "Bibliotecaria que sabe demasiado", cliches: ["Memoria prodigiosa", "Lee en siete idiomas", "Silencio absoluto", "Red de informantes", "Alergia al polvo", "Demasiado educada"],
      relationships: [["El archivero", "Le enseñó el oficio"], ["Un lector misterioso", "Le pide libros prohibidos"]], objectives: ["Encontrar el libro perdido", "Salvar la biblioteca", "Decir que no"] },
    en: { concept: "Librarian who knows too much", cliches: ["Prodigious memory", "Reads seven languages", "Utter silence", "Network of informants", "Allergic to dust", "Too polite"],
      relationships: [["The archivist", "Taught her the trade"], ["A mysterious reader", "Asks for banned books"]], objectives: ["Find the lost book", "Save the library", "Say no"] },
  },
  caro: {
    es: { concept: "Piloto de globos aerostáticos", cliches: ["Nervios de acero", "Lee el viento", "Mapas de memoria", "Risa contagiosa", "Vértigo en tierra", "Apuesta demasiado"],
      relationships: [["Su mecánico", "Le arregla lo imposible"], ["La meteoróloga", "Nunca acierta con ella"]], objectives: ["Cruzar el océano", "Ganar la regata", "Aterrizar sin romper nada"] },
    en: { concept: "Hot-air balloon pilot", cliches: ["Nerves of steel", "Reads the wind", "Maps by heart", "Infectious laugh", "Vertigo on the ground", "Bets too much"],
      relationships: [["Her mechanic", "Fixes the impossible"], ["The forecaster", "Is never right about her"]], objectives: ["Cross the ocean", "Win the race", "Land without breaking anything"] },
  },
};

export interface SheetOptions {
  /** The character's name; the player's name capitalised unless given (the tests' characters are named so). */
  readonly name?: string;
  /** Whom its relationships name, in order, instead of the character's own extras (GF-REL-1: other players' characters). */
  readonly with?: readonly string[];
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The skeleton's language, by its example concept. */
function skeletonLang(text: string): Lang {
  const found = (["es", "en"] as const).find((l) => text.includes(SHEET_EXAMPLE_WORDS[l].concept));
  if (!found) throw new Error(`not GenreFuzzion's sheet skeleton:\n${text}`);
  return found;
}

/** The skeleton `text` with `player`'s character written over its examples (each must be there, once). */
export function writeCharacter(text: string, player: string, options: SheetOptions = {}): string {
  const lang = skeletonLang(text);
  const v = SHEET_EXAMPLE_WORDS[lang];
  const c = CHARACTERS[player]?.[lang];
  if (!c) throw new Error(`no character for ${player} in test/browser/support/gf-sheet.ts`);
  const name = options.name ?? player.charAt(0).toUpperCase() + player.slice(1);
  const pairs: [string, string][] = [[`: ${v.name}\n`, `: ${name}\n`], [`: ${v.concept}\n`, `: ${c.concept}\n`],
    ...v.cliches.map((w, i): [string, string] => [`: ${w} d`, `: ${c.cliches[i]!} d`]),
    ...v.relationships.map(([who, what], i): [string, string] => [` ${who}: ${what} d`, ` ${options.with?.[i] ?? c.relationships[i]![0]}: ${c.relationships[i]![1]} d`]),
    ...v.objectives.map((w, i): [string, string] => [`: ${w}\n`, `: ${c.objectives[i]!}\n`])];
  return pairs.reduce((t, [from, to]) => {
    const at = t.match(new RegExp(escape(from), "g"))?.length ?? 0;
    if (at !== 1) throw new Error(`the skeleton holds "${from.trim()}" ${at} times:\n${t}`);
    return t.replace(from, to);
  }, text);
}

/**
 * Clicks the home page's "Create a GenreFuzzion sheet" and waits for the plugin's skeleton in the
 * composer (the entry writes it once GenreFuzzion's chunk is loaded); gives it and the suggested title.
 */
export async function openSheetSkeleton(page: Page): Promise<{ text: string; title: string }> {
  await page.locator("#gf-new-sheet").click();
  const done = await page.waitForFunction(() => {
    const area = document.getElementById("gf-composer-text") as HTMLTextAreaElement | null;
    return area && /^\[\/gf-sheet\]$/m.test(area.value) ? area.value : undefined;
  });
  return { text: String(await done.jsonValue()), title: await page.inputValue("#gf-composer-title") };
}

/** The home page's sheet button, then `player`'s character written into the composer; gives the text (not posted). */
export async function newSheet(page: Page, player: string, options: SheetOptions = {}): Promise<string> {
  const { text } = await openSheetSkeleton(page);
  const written = writeCharacter(text, player, options);
  await page.fill("#gf-composer-text", written);
  return written;
}
