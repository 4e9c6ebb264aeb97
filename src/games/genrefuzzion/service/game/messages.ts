// The scene game's own messages, es and en: why the service refuses a post before the rules see it,
// what happened, and whose turn it is. The rules' refusals come from rulesMessages as they are.
import type { Catalogue } from "../../../../lib/i18n.js";

export const gameMessages: Catalogue = {
  // ---- the topic's stored game ----
  "game.stored.unreadable": {
    es: "lo guardado no es una partida válida: {detail}",
    en: "what is stored is not a valid game: {detail}",
  },
  "game.stored.newer": {
    es: "la guardó una versión más nueva del servicio (formato {format}; esta versión conoce hasta el {known})",
    en: "a newer version of the service stored it (format {format}; this version knows up to {known})",
  },
  // ---- refusals before the rules ----
  "game.no-scene": {
    es: "en este tema no hay ninguna escena abierta: abre una en un tema nuevo («Insertar una escena» en el editor)",
    en: "no scene is open in this topic: open one in a new topic (\"Insert a scene\" in the composer)",
  },
  "game.sheet-incomplete": {
    es: "la ficha de {character} aún no se puede jugar: le falta algo en «{name}» (el aviso de su tarjeta dice qué)",
    en: "{character}'s sheet cannot be played yet: something is missing at \"{name}\" (the warning on its card says what)",
  },
  "game.no-character": {
    es: "no sé qué personaje actúa: nómbralo con personaje=\"…\" o juega con una ficha a tu nombre",
    en: "I can't tell which character acts: name it with character=\"…\" or play with a sheet in your name",
  },
  "game.not-your-character": {
    es: "{player} no lleva a {character}: su ficha es de {owner}",
    en: "{player} does not play {character}: the sheet is {owner}'s",
  },
  "game.bare-dice": {
    es: "dentro de una escena los dados salen de la ficha: arma el pozo con el botón «Tirar un pozo» de la tarjeta de la escena (o «Armar un pozo» en tu ficha) en vez de dados sueltos",
    en: "inside a scene the dice come from the sheet: build the pool with the scene card's \"Roll a pool\" button (or \"Build a pool\" on your sheet) instead of bare dice",
  },
  "game.needs-pool": {
    es: "para «{action}» hace falta el pozo en el mismo mensaje: usa el botón de la tarjeta de la escena, que lo añade",
    en: "to \"{action}\" the pool goes in the same post: use the scene card's button, which adds it",
  },
  "game.rater-too-early": {
    es: "todavía no: el Moderador nombra quién califica solo cuando nadie ha calificado en el tiempo máximo de espera del grupo",
    en: "not yet: the Moderator names a rater only once nobody has rated within the group's maximum wait",
  },
  "game.wrong-scene": {
    es: "este bloque es de la escena {named}, pero la escena en juego es la {scene}",
    en: "this block is for scene {named}, but scene {scene} is in play",
  },
  "game.unknown-trick": { es: "no hay ningún truco llamado «{name}»", en: "there is no trick called \"{name}\"" },
  "game.unknown-flaw": { es: "no hay ninguna treta llamada «{name}»", en: "there is no flaw called \"{name}\"" },
  "game.no-effect-die": {
    es: "tu última tirada no deja dado de efecto: elige su tamaño en el formulario «Usar el dado de efecto»",
    en: "your last roll leaves no effect die: choose its size in the \"Use the effect die\" form",
  },
  "game.scene-sheets": {
    es: "no encuentro la ficha de {character}: publícala en la categoría de fichas («Insertar una ficha de personaje» en el editor; el servicio la convierte en wiki)",
    en: "I can't find {character}'s sheet: post it in the sheets category (\"Insert a character sheet\" in the composer; the service makes it a wiki)",
  },
  // ---- what happened ----
  "game.did.open": { es: "Escena {scene} abierta: {protagonist} contra {antagonist}.", en: "Scene {scene} is open: {protagonist} against {antagonist}." },
  "game.did.present": { es: "{antagonist} se presenta.", en: "{antagonist} presents." },
  "game.did.roll": { es: "Tirada de {character}: {result}.", en: "{character} rolls {result}." },
  "game.did.holds": { es: "{character} iguala o supera {standing}: la tirada aguanta.", en: "{character} matches or beats {standing}: the roll holds." },
  "game.did.win": { es: "{winner} gana la escena.", en: "{winner} wins the scene." },
  "game.did.yield": { es: "{loser} se rinde: {winner} gana la escena.", en: "{loser} yields: {winner} wins the scene." },
  "game.did.concede": {
    es: "{loser} no puede armar un pozo válido y pierde la tirada (en el Gran Final nadie se rinde): {winner} gana la escena, sin puntos de rendición.",
    en: "{loser} cannot build a legal pool and loses the roll (nobody yields in the Grand Finale): {winner} wins the scene, with no yield points.",
  },
  "game.did.no-effect": {
    es: "La última tirada de {character} no deja dado de efecto: se pasa a la calificación.",
    en: "{character}'s last roll leaves no effect die: on to the rating.",
  },
  "game.did.effect": { es: "Dado de efecto de {character} usado.", en: "{character} used the effect die." },
  "game.did.rate": { es: "Escena calificada: {protagonist} / {antagonist}.", en: "Scene rated: {protagonist} / {antagonist}." },
  "game.did.suspend": { es: "Escena suspendida.", en: "Scene suspended." },
  "game.did.resume": { es: "La escena {scene} se reanuda.", en: "Scene {scene} resumes." },
  "game.did.withdraw": { es: "La escena suspendida se retira: sus puntos se devuelven.", en: "The suspended scene is withdrawn: its points go back." },
  "game.did.finale-rating": {
    es: "Calificación del Gran Final anotada; el Moderador promediará cuando califiquen también: {missing}.",
    en: "Grand Finale rating noted; the Moderator averages once these have rated too: {missing}.",
  },
  "game.did.rate-finale": {
    es: "Han calificado el Gran Final todos los jugadores ({count}): la media es {protagonist} / {antagonist}.",
    en: "Every player has rated the Grand Finale ({count}): the average is {protagonist} / {antagonist}.",
  },
  "game.did.other": { es: "Hecho: {action}.", en: "Done: {action}." },
  "game.did.interval": { es: "Se abre un intervalo entre escenas.", en: "An interval between scenes begins." },
  "game.points": { es: "{player} {amount} {currency} ({rule})", en: "{player} {amount} {currency} ({rule})" },
  // ---- whose turn ----
  "game.turn.calls": { es: "Turno de {who}: presentar a {character} (botón «Presentarse» de la escena).", en: "{who}'s turn: present {character} (the scene's \"Present\" button)." },
  "game.turn.calls-extra": {
    es: "Turno del antagonista: quien no esté en la escena presenta a {character} (botón «Presentarse» de la escena).",
    en: "The antagonist's turn: a player not in the scene presents {character} (the scene's \"Present\" button).",
  },
  "game.turn.p_roll": { es: "Turno de {who}: arma y tira el pozo de {character}.", en: "{who}'s turn: build and roll {character}'s pool." },
  "game.turn.a_decide": { es: "Turno de {who}: {character} se opone (con un pozo que iguale {standing}) o se rinde.", en: "{who}'s turn: {character} opposes (with a pool to match {standing}) or yields." },
  "game.turn.p_decide": { es: "Turno de {who}: {character} reintenta (con un pozo que iguale {standing}) o se rinde.", en: "{who}'s turn: {character} retries (with a pool to match {standing}) or yields." },
  "game.turn.a_decide-finale": {
    es: "Turno de {who}: {character} se opone (con un pozo que iguale {standing}) o, si no puede armarlo, pierde la tirada (botón «Perder la tirada» de la escena); en el Gran Final nadie se rinde.",
    en: "{who}'s turn: {character} opposes (with a pool to match {standing}) or, if no such pool can be built, concedes the roll (the scene's \"Concede the roll\" button); nobody yields in the Grand Finale.",
  },
  "game.turn.p_decide-finale": {
    es: "Turno de {who}: {character} reintenta (con un pozo que iguale {standing}) o, si no puede armarlo, pierde la tirada (botón «Perder la tirada» de la escena); en el Gran Final nadie se rinde.",
    en: "{who}'s turn: {character} retries (with a pool to match {standing}) or, if no such pool can be built, concedes the roll (the scene's \"Concede the roll\" button); nobody yields in the Grand Finale.",
  },
  "game.turn.won": { es: "Turno de {who}: usa el dado de efecto de {character} (botón «Usar el dado de efecto» de la escena).", en: "{who}'s turn: use {character}'s effect die (the scene's \"Use the effect die\" button)." },
  "game.turn.rating": { es: "Falta la calificación: la da un jugador que no sea {protagonist} ni {antagonist} (botón «Calificar» de la escena).", en: "Waiting for the rating, by a player other than {protagonist} and {antagonist} (the scene's \"Rate\" button)." },
  "game.turn.rating-finale": { es: "Falta la calificación del Gran Final: la dan todos los jugadores, {protagonist} y {antagonist} incluidos (botón «Calificar» de la escena).", en: "Waiting for the Grand Finale's ratings: every player rates, {protagonist} and {antagonist} included (the scene's \"Rate\" button)." },
  "game.turn.rating-named": { es: "Turno de {who}: el Moderador le ha pedido calificar la escena (botón «Calificar» de la escena).", en: "{who}'s turn: the Moderator has asked them to rate the scene (the scene's \"Rate\" button)." },
  "game.turn.idle": { es: "La escena ha terminado. {who} abre la siguiente en un tema nuevo o un intervalo aquí (botón «Abrir un intervalo» de la escena).", en: "The scene is over. {who} opens the next one in a new topic, or an interval here (the scene's \"Call an interval\" button)." },
  "game.turn.idle-suspended": { es: "La escena {scene} queda suspendida. La siguiente la abre {who}.", en: "Scene {scene} is suspended. {who} opens the next one." },
  "game.turn.idle-anyone": { es: "No hay escena en juego: cualquiera con personaje puede abrir la siguiente.", en: "No scene in play: anyone with a character may open the next one." },
  "game.turn.epilogue": { es: "El Gran Final ha terminado: empieza el epílogo.", en: "The Grand Finale is over: the epilogue begins." },
  "game.turn.interval": { es: "Intervalo en curso.", en: "An interval is in progress." },
};
