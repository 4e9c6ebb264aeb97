// The plays of the table-language walk (test/browser/table-language-walk.test.ts): each of the four
// games played through at a table in each language, in that language, by the forum's players, taken
// from the games' own full-play tests (test/games/<id>/service-flow.test.ts, scene-game.test.ts) and
// documented examples. The dice are seeded per game and language (`walk-<game>-<lang>`), so each play
// is one fixed path, and `ends` says what the table's last reply must say for the play to be over.
import { nodeCrypto } from "../../../src/dice/crypto-node.js";
import { commitmentOf } from "../../../src/games/pujas/bids/index.js";
import type { Lang } from "../../../src/lib/i18n.js";

/** A move: who posts it, and its text (given the topic, for what depends on it: a sealed bid's hash). */
export type Move = readonly [user: string, raw: string | ((topicId: number) => string)];

export interface Walk {
  readonly players: readonly string[];
  readonly sheets: readonly (readonly [user: string, raw: string])[];
  readonly moves: readonly Move[];
  /** What the service's reply to the last move says when the play is over. */
  readonly ends: RegExp;
  /** After how many moves the page is read as well as at the end: while the game's controls are open. */
  readonly readAfter?: readonly number[];
  /** Words the page must show (at some read): the game's controls said in the table's language, not its markup. */
  readonly shows?: readonly string[];
}

const TRICUBE: Record<Lang, Walk> = {
  es: {
    players: ["ana", "dj"],
    sheets: [["ana", "[tt-ficha]\nnombre: Maga\njugadora: ana\narquetipo: astuta maga\nventaja: Piromancia\ndefecto: Arrogante\n[/tt-ficha]"]],
    moves: [
      ["dj", "[tt-desafio id=muro]\nquién: Maga\ncualidad: astuta\ndificultad: 4\nesfuerzo: 3\n[/tt-desafio]"],
      ["ana", "[tt-desafio id=otro]\nquién: Maga\ndificultad: 4\n[/tt-desafio]"],
      // Seeded: the first roll leaves 1 of 3 effort tokens, the second overcomes «muro» (TT-EFF-2, TT-OUT-1); a third is refused.
      ["ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"],
      ["ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"],
      ["ana", "[tt-tirada desafio=muro personaje=Maga]\n[/tt-tirada]"],
      ["dj", "[tt-dj]\ncerrar: muro\nfin de escena\n[/tt-dj]"],
    ],
    ends: /\[tt-mesa desafio=muro\]\nesfuerzo: 0\/3\n[\s\S]*\ncerrado\n\[\/tt-mesa\]/,
    readAfter: [1],
  },
  en: {
    players: ["ana", "dj"],
    sheets: [["ana", "[tt-sheet]\nname: Maga\nplayer: ana\narchetype: cunning mage\nperk: Pyromancy\nquirk: Arrogant\n[/tt-sheet]"]],
    moves: [
      ["dj", "[tt-challenge id=wall]\nwho: Maga\nquality: cunning\ndifficulty: 4\neffort: 3\n[/tt-challenge]"],
      ["ana", "[tt-challenge id=other]\nwho: Maga\ndifficulty: 4\n[/tt-challenge]"],
      // Seeded: the first roll overcomes "wall" (TT-EFF-2, TT-OUT-1); a second is refused.
      ["ana", "[tt-roll challenge=wall character=Maga]\n[/tt-roll]"],
      ["ana", "[tt-roll challenge=wall character=Maga]\n[/tt-roll]"],
      ["dj", "[tt-gm]\nclose: wall\nend of scene\n[/tt-gm]"],
    ],
    ends: /\[tt-table challenge=wall\]\neffort: 0\/3\n[\s\S]*\nclosed\n\[\/tt-table\]/,
    readAfter: [1],
  },
};

const FACETAS: Record<Lang, Walk> = {
  es: {
    players: ["ana", "bruno"],
    sheets: [["ana", "[fa-ficha funcion=protagonista]\npersonaje: Mark\njugador: ana\nfaceta Velocidad: 4\nfaceta Memoria: 2\nfaceta Un cadáver en el maletero: 5\nph: 3\ninspiraciones: 2 3\n[/fa-ficha]"]],
    moves: [
      ["bruno", "[fa-conflicto]\nprotagonista: ana\nadversario: bruno\nficha protagonista: Mark\n[/fa-conflicto]\n\n[fa-ficha funcion=adversario]\nfaceta Tormenta: 3\nph: 1\ninspiraciones: 3\n[/fa-ficha]"],
      ["bruno", "[fa-turno]\ntirar P1: Velocidad\n[/fa-turno]"],
      ["ana", "[fa-turno]\ntirar P1: Memoria\npaso\n[/fa-turno]"],
      ["bruno", "[fa-turno]\npaso\n[/fa-turno]"],
      // Seeded: ana's roll (5) beats the Adversary's 1 (FA-END-1); the winner takes her loot (FA-LOOT-1).
      ["ana", "[fa-botin]\nbajar: Un cadáver en el maletero\n[/fa-botin]"],
    ],
    ends: /El conflicto ha terminado: gana el Protagonista\./,
    readAfter: [3],
    shows: ["Tirar el A1 con tu faceta Tormenta", "Pasar el turno"],
  },
  en: {
    players: ["ana", "bruno"],
    sheets: [["ana", "[fa-sheet role=protagonist]\ncharacter: Mark\nplayer: ana\nfacet Speed: 4\nfacet Memory: 2\nfacet A body in the boot: 5\nph: 3\ninspirations: 2 3\n[/fa-sheet]"]],
    moves: [
      ["bruno", "[fa-conflict]\nprotagonist: ana\nadversary: bruno\nsheet protagonist: Mark\n[/fa-conflict]\n\n[fa-sheet role=adversary]\nfacet Storm: 3\nph: 1\ninspirations: 3\n[/fa-sheet]"],
      ["bruno", "[fa-turn]\nroll P1: Speed\n[/fa-turn]"],
      ["ana", "[fa-turn]\nroll P1: Memory\npass\n[/fa-turn]"],
      ["bruno", "[fa-turn]\npass\n[/fa-turn]"],
      // Seeded: ana's roll (6) beats the Adversary's 1 (FA-END-1); the winner takes her loot (FA-LOOT-1).
      ["ana", "[fa-loot]\nlower: A body in the boot\n[/fa-loot]"],
    ],
    ends: /The conflict is over: the Protagonist wins\./,
    readAfter: [3],
    shows: ["Roll A1 with your facet Storm", "Pass the turn"],
  },
};

/** The secrets the players seal their bids with (PJ-BID-2), as the Pujas flow test keeps them. */
const NONCE: Record<string, string> = { ana: "a1".repeat(32), bruno: "b2".repeat(32), carla: "c3".repeat(32) };
const sealed = (player: string, bid: number, auction: string) => (topicId: number) =>
  commitmentOf({ table: `topic-${topicId}`, auction, player, bid, nonce: NONCE[player]! }, nodeCrypto);

// The Tenet lap, a sealed auction (each seal the hash of bid and secret, PJ-BID-2; revealed, ana wins
// with 3, PJ-BID-5), ana frames scene 1, bruno raises a Complication against her Harbour (PJ-CPX-1),
// all agree to roll it (PJ-CPX-4), bruno's dice win and the narrators tell the outcome (PJ-CPX-8,
// PJ-CPX-9), and ana, the Narrator, ends the scene (Recovery, PJ-END-2; the next auction opens).
const PUJAS: Record<Lang, Walk> = {
  es: {
    players: ["ana", "bruno", "carla"],
    sheets: [],
    moves: [
      ["ana", "[pj-mesa]\njugadores: ana, bruno, carla\nprimero: ana\nmonedas: 20\n[/pj-mesa]"],
      ["bruno", "[pj-turno]\npasar\n[/pj-turno]"],
      ["ana", "[pj-turno]\nregla especial: nadie vuela\n[/pj-turno]"],
      ["bruno", "[pj-turno]\npasar\n[/pj-turno]"],
      ["carla", "[pj-turno]\npasar\n[/pj-turno]"],
      ...([["ana", 3], ["bruno", 1], ["carla", 2]] as const).map(([p, bid]): Move => [p, (t) => `[pj-puja subasta=escena-1]\nsello: ${sealed(p, bid, "scene-1")(t)}\n[/pj-puja]`]),
      ...([["ana", 3], ["bruno", 1], ["carla", 2]] as const).map(([p, bid]): Move => [p, `[pj-puja subasta=escena-1]\npuja: ${bid}\nsecreto: ${NONCE[p]}\n[/pj-puja]`]),
      ["ana", "[pj-turno]\nlugar: el muelle\ncomponente: Puerto (Concurrido, Brumoso)\nevento: arde un barco\nfin de turno\n[/pj-turno]"],
      ["bruno", "[pj-turno]\ncomponente: Contrabandista (Astuto)\ncomplicación c1: Puerto, Contrabandista\ndados c1 bruno: 2 (una tormenta)\nfin de turno\n[/pj-turno]"],
      ["carla", "[pj-turno]\nresolver: c1\n[/pj-turno]"],
      ["ana", "[pj-turno]\nresolver: c1\n[/pj-turno]"],
      ["bruno", "[pj-turno]\nresolver: c1\n[/pj-turno]"],
      ["bruno", "[pj-turno]\nnarrado: c1\n[/pj-turno]"],
      ["ana", "[pj-turno]\nnarrado: c1\n[/pj-turno]"],
      ["carla", "[pj-turno]\nfin de turno\n[/pj-turno]"],
      ["ana", "[pj-turno]\nfin de escena\n[/pj-turno]"],
    ],
    ends: /termina la escena 1 \(\[PJ-END-1\][\s\S]*Recuperación[\s\S]*se puja por la siguiente escena/,
    readAfter: [6, 13],
  },
  en: {
    players: ["ana", "bruno", "carla"],
    sheets: [],
    moves: [
      ["ana", "[pj-table]\nplayers: ana, bruno, carla\nfirst: ana\ncoins: 20\n[/pj-table]"],
      ["bruno", "[pj-turn]\npass\n[/pj-turn]"],
      ["ana", "[pj-turn]\nspecial rule: nobody flies\n[/pj-turn]"],
      ["bruno", "[pj-turn]\npass\n[/pj-turn]"],
      ["carla", "[pj-turn]\npass\n[/pj-turn]"],
      ...([["ana", 3], ["bruno", 1], ["carla", 2]] as const).map(([p, bid]): Move => [p, (t) => `[pj-bid auction=scene-1]\nseal: ${sealed(p, bid, "scene-1")(t)}\n[/pj-bid]`]),
      ...([["ana", 3], ["bruno", 1], ["carla", 2]] as const).map(([p, bid]): Move => [p, `[pj-bid auction=scene-1]\nbid: ${bid}\nsecret: ${NONCE[p]}\n[/pj-bid]`]),
      ["ana", "[pj-turn]\nplace: the docks\ncomponent: Harbour (Busy, Foggy)\nevent: a ship burns\nend turn\n[/pj-turn]"],
      ["bruno", "[pj-turn]\ncomponent: Smuggler (Sly)\ncomplication c1: Harbour, Smuggler\ndice c1 bruno: 2 (a storm)\nend turn\n[/pj-turn]"],
      ["carla", "[pj-turn]\nresolve: c1\n[/pj-turn]"],
      ["ana", "[pj-turn]\nresolve: c1\n[/pj-turn]"],
      ["bruno", "[pj-turn]\nresolve: c1\n[/pj-turn]"],
      ["bruno", "[pj-turn]\nnarrated: c1\n[/pj-turn]"],
      ["ana", "[pj-turn]\nnarrated: c1\n[/pj-turn]"],
      ["carla", "[pj-turn]\nend turn\n[/pj-turn]"],
      ["ana", "[pj-turn]\nend scene\n[/pj-turn]"],
    ],
    ends: /scene 1 ends \(\[PJ-END-1\][\s\S]*Recovery[\s\S]*bid for the next scene/,
    readAfter: [6, 13],
  },
};

const LIA: Record<Lang, string> = {
  es: ["[gf-ficha]", "nombre: Lía", "jugadora: @ana", "concepto: Bruja novata con prisa",
    "cliché: Bruja novata d8", "cliché: Heredera d8", "cliché: Curiosa d6", "cliché: Deportista d6", "cliché: Tímida d4", "cliché: Miope d4",
    "relación Bruno: Rival de Bruno d8", "objetivo 5: Lía 1", "objetivo 8: Lía 2", "objetivo 12: Lía 3", "pv: 3", "pk: 3", "[/gf-ficha]"].join("\n"),
  en: ["[gf-sheet]", "name: Lia", "player: @ana", "concept: A rookie witch in a hurry",
    "cliche: Rookie witch d8", "cliche: Heiress d8", "cliche: Curious d6", "cliche: Sporty d6", "cliche: Shy d4", "cliche: Short-sighted d4",
    "relationship Bruno: Bruno's rival d8", "objective 5: Lia 1", "objective 8: Lia 2", "objective 12: Lia 3", "pv: 3", "pk: 3", "[/gf-sheet]"].join("\n"),
};
const BRUNO: Record<Lang, string> = {
  es: ["[gf-ficha]", "nombre: Bruno", "jugador: @beto",
    "cliché: Vampiro pacifista d8", "cliché: Niño prodigio d8", "cliché: Perezoso d6", "cliché: Mutante d6", "cliché: Enamoradizo d4", "cliché: Huérfano d4",
    "relación Lía: Desdeña a Lía d8", "objetivo 5: Bruno 1", "objetivo 8: Bruno 2", "objetivo 12: Bruno 3", "pv: 3", "pk: 3", "[/gf-ficha]"].join("\n"),
  en: ["[gf-sheet]", "name: Bruno", "player: @beto",
    "cliche: Pacifist vampire d8", "cliche: Child prodigy d8", "cliche: Lazy d6", "cliche: Mutant d6", "cliche: Lovestruck d4", "cliche: Orphan d4",
    "relationship Lia: Looks down on Lia d8", "objective 5: Bruno 1", "objective 8: Bruno 2", "objective 12: Bruno 3", "pv: 3", "pk: 3", "[/gf-sheet]"].join("\n"),
};

// A whole scene (test/games/genrefuzzion/service/scene-game.test.ts, the antagonist who yields): free
// pools, the scene opened, the antagonist presented, the protagonist's pool from her sheet, the
// antagonist yields (GF-YIELD-1, points to the sheets), a third player rates it and the scene is over.
const GENREFUZZION: Record<Lang, Walk> = {
  es: {
    players: ["ana", "beto", "caro", "dani"],
    sheets: [["ana", LIA.es], ["beto", BRUNO.es]],
    moves: [
      ["ana", "[gf-pozo]\nd8 d6 d6\n[/gf-pozo]"],
      ["ana", "[gf-pozo]\ncliché: Superfuerte d7\n[/gf-pozo]"],
      ["ana", "Lía entra en el patio.\n\n[gf-escena]\ntítulo: Duelo en el patio\nescenario: El patio del instituto, a la salida\ntono: tenso\ncliché: Lluvia de otoño d6\nantagonista: Bruno\nintención: Bruno me pide perdón delante de todos\n[/gf-escena]"],
      ["beto", "[gf-accion]\npresentar: Lía queda en ridículo\n[/gf-accion]"],
      ["ana", "Lía se planta.\n\n[gf-pozo personaje=\"Lía\"]\ncliché: Bruja novata\ncliché: Heredera\n[/gf-pozo]"],
      ["beto", "[gf-accion]\nme rindo\n[/gf-accion]"],
      ["caro", "[gf-accion]\ncalificación: 4 / 3 — qué tensión en el patio\n[/gf-accion]"],
    ],
    ends: /Escena calificada: 4 \/ 3\.[\s\S]*La escena ha terminado\./,
    readAfter: [3, 6],
  },
  en: {
    players: ["ana", "beto", "caro", "dani"],
    sheets: [["ana", LIA.en], ["beto", BRUNO.en]],
    moves: [
      ["ana", "[gf-pool]\nd8 d6 d6\n[/gf-pool]"],
      ["ana", "[gf-pool]\ncliche: Superstrong d7\n[/gf-pool]"],
      ["ana", "Lia walks into the yard.\n\n[gf-scene]\ntitle: Duel in the yard\nsetting: The school yard, after class\ntone: tense\ncliche: Autumn rain d6\nantagonist: Bruno\nintention: Bruno says sorry in front of everyone\n[/gf-scene]"],
      ["beto", "[gf-action]\npresent: Lia makes a fool of herself\n[/gf-action]"],
      ["ana", "Lia stands her ground.\n\n[gf-pool character=\"Lia\"]\ncliche: Rookie witch\ncliche: Heiress\n[/gf-pool]"],
      ["beto", "[gf-action]\nyield\n[/gf-action]"],
      ["caro", "[gf-action]\nrating: 4 / 3 — what tension in the yard\n[/gf-action]"],
    ],
    ends: /Scene rated: 4 \/ 3\.[\s\S]*The scene is over\./,
    readAfter: [3, 6],
  },
};

export const WALKS: Readonly<Record<string, Record<Lang, Walk>>> = { tricube: TRICUBE, facetas: FACETAS, pujas: PUJAS, genrefuzzion: GENREFUZZION };
