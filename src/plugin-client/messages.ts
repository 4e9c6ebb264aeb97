// What the decorations say, in Spanish and English. Cards themselves are labelled by the markup's
// catalogue (src/markup/messages.ts); these are the words the browser adds around them.
import { fill, type Catalogue, type Lang } from "../lib/i18n.js";

export const clientMessages = {
  // Roll card
  dieAria: { es: "d{size}: {face}", en: "d{size}: {face}" },
  dieResult: { es: "cuenta para el resultado", en: "counts for the result" },
  dieBotch: { es: "pifia", en: "botch" },
  dieEffect: { es: "dado de efecto", en: "effect die" },
  rolledDice: { es: "Dados tirados", en: "Rolled dice" },
  verifying: { es: "Comprobando la tirada…", en: "Checking the roll…" },
  verified: { es: "Tirada verificada", en: "Verified roll" },
  verifiedDetail: {
    es: "Firmada por el servicio de dados de este foro para el post {post}.",
    en: "Signed by this forum's dice service for post {post}.",
  },
  pendingFaces: {
    es: "Las caras se podrán recalcular cuando se revele la semilla de la época {epoch}.",
    en: "The faces can be re-derived once the seed of epoch {epoch} is revealed.",
  },
  failed: { es: "Tirada NO verificada", en: "Roll NOT verified" },
  noKey: { es: "Sin clave pública configurada: no se puede verificar", en: "No public key configured: cannot verify" },
  noProof: { es: "Sin prueba: no se puede verificar", en: "No proof: cannot verify" },
  "verify.format": { es: "La prueba está mal formada ({detail}).", en: "The proof is malformed ({detail})." },
  "verify.signature": {
    es: "La firma no corresponde a la clave pública del foro.",
    en: "The signature does not match the forum's public key.",
  },
  "verify.dice": {
    es: "Los dados mostrados ({shown}) no son los de la prueba ({proved}).",
    en: "The dice shown ({shown}) are not the ones in the proof ({proved}).",
  },
  "verify.post": {
    es: "La prueba es de otro post ({proved}), no del {shown}.",
    en: "The proof belongs to another post ({proved}), not {shown}.",
  },
  "verify.topic": {
    es: "La prueba es de otro tema ({proved}), no de este ({shown}).",
    en: "The proof belongs to another topic ({proved}), not this one ({shown}).",
  },
  "verify.forum": {
    es: "La prueba es de otro foro ({proved}), no de {shown}.",
    en: "The proof belongs to another forum ({proved}), not {shown}.",
  },
  "verify.key": { es: "La clave pública configurada no es válida.", en: "The configured public key is not valid." },

  // Sheet card
  buildPool: { es: "Armar un pozo", en: "Build a pool" },
  pickerTitle: { es: "Elige los rasgos para tu pozo", en: "Choose the traits for your pool" },
  pickerRole: { es: "Papel en la escena", en: "Role in the scene" },
  pickerScene: { es: "Número de escena", en: "Scene number" },
  pickerBought: { es: "Comprar un d6 (1 PK)", en: "Buy a d6 (1 PK)" },
  pickerBoostPv: { es: "Impulso: +1 dado al resultado (1 PV)", en: "Boost: +1 die to the result (1 PV)" },
  pickerBoostPk: { es: "Impulso: +3 al resultado (1 PK)", en: "Boost: +3 to the result (1 PK)" },
  pickerCount: { es: "{n} dados elegidos", en: "{n} dice chosen" },
  pickerOpen: { es: "Abrir el editor con este pozo", en: "Open the composer with this pool" },
  pickerEmpty: { es: "Elige al menos un rasgo.", en: "Choose at least one trait." },
  pickerCancel: { es: "Cancelar", en: "Cancel" },
  none: { es: "ninguno", en: "none" },
  protagonist: { es: "Protagonista", en: "Protagonist" },
  antagonist: { es: "Antagonista", en: "Antagonist" },
  narrationHint: {
    es: "Narra aquí lo que hace tu personaje (las reglas piden narrar cada tirada).",
    en: "Narrate what your character does here (the rules ask for a narration with every roll).",
  },

  // Scene card
  turnTitle: { es: "Turno", en: "Turn" },
  turnOf: { es: "Le toca a {who}", en: "{who} to act" },
  turnAnyone: { es: "Puede actuar cualquier jugador que no sea protagonista ni antagonista", en: "Any player other than the protagonist and antagonist may act" },
  turnOver: { es: "La escena ha terminado.", en: "The scene is over." },
  actionsLabel: { es: "Acciones posibles ahora", en: "Actions allowed now" },
  "state.calls-open": { es: "El antagonista debe presentarse", en: "The antagonist must present" },
  "state.p-roll": { es: "El protagonista arma y tira su pozo", en: "The protagonist rolls a pool" },
  "state.a-decide": { es: "El antagonista decide: rendirse u oponerse", en: "The antagonist decides: yield or oppose" },
  "state.p-decide": { es: "El protagonista decide: reintentar o rendirse", en: "The protagonist decides: retry or yield" },
  "state.won": { es: "{who} ganó la escena: elige el dado de efecto", en: "{who} won the scene: choose the effect die" },
  "state.rating": { es: "Falta calificar la escena", en: "The scene awaits a rating" },
  "state.done": { es: "Escena calificada", en: "Scene rated" },
  "action.present": { es: "Presentarse", en: "Present" },
  "action.pool": { es: "Tirar un pozo", en: "Roll a pool" },
  "action.yield": { es: "Rendirse", en: "Yield" },
  "action.oppose": { es: "Oponerse", en: "Oppose" },
  "action.retry": { es: "Reintentar", en: "Retry" },
  "action.effect": { es: "Usar el dado de efecto", en: "Use the effect die" },
  "action.rate": { es: "Calificar", en: "Rate" },
  standing: { es: "Resultado a superar: {result} ({who})", en: "Standing result: {result} ({who})" },

  // Composer skeletons
  toolbarPool: { es: "Insertar un pozo", en: "Insert a pool" },
  toolbarScene: { es: "Insertar una escena", en: "Insert a scene" },
} as const satisfies Catalogue;

export type ClientMessage = keyof typeof clientMessages;

export function t(key: ClientMessage, lang: Lang, params?: Readonly<Record<string, string | number>>): string {
  return fill(clientMessages[key][lang], params);
}
