// The thread flow's own messages, in Spanish and English.
import type { Catalogue } from "../../../lib/i18n.js";

export const flowMessages = {
  "pj.flow.no-auction": { es: "ahora no se puja por ninguna escena", en: "no scene is being bid for now" },
  "pj.flow.other-auction": { es: "esta puja es para {auction}, pero se subasta {open}", en: "this bid is for {auction}, but the auction under way is for {open}" },
  "pj.flow.endless-ties": { es: "la Complicación empató demasiadas veces seguidas: que alguien pida tirar de nuevo", en: "the Complication tied too many times in a row: ask to roll again" },
  "pj.flow.awaiting.tenet": { es: "Ronda de Normas: le toca a {users} (una Norma por 1 moneda: `contrato social: …`, `elemento de la historia: …` o `regla especial: …`; o `pasar`, que escribe el botón «Pasar (sin Norma)» de los libros)", en: "Tenet lap: {users} is next (a Tenet for 1 coin: `social contract: …`, `story element: …` or `special rule: …`; or `pass`, which the books' \"Pass (no Tenet)\" button writes)" },
  "pj.flow.awaiting.seal": { es: "Faltan las pujas selladas de: {users}", en: "Sealed bids still to come from: {users}" },
  "pj.flow.awaiting.reveal": { es: "Faltan por revelar las pujas de: {users}", en: "Bids still to be revealed by: {users}" },
  "pj.flow.awaiting.turn": { es: "Turno de {users}", en: "{users}'s turn" },
  "pj.flow.awaiting.narrate": { es: "Narra el desenlace: {users}", en: "Narrating the outcome: {users}" },
  "pj.flow.awaiting.challenge-bid": { es: "Puja en la puesta a prueba: {users}", en: "Next Challenge bid: {users}" },
  "pj.flow.awaiting.vote": { es: "Faltan los votos de: {users}", en: "Votes still to come from: {users}" },
  "pj.topic.unreadable": { es: "el registro de la mesa no se puede leer en «{path}»: {detail}", en: "the table's record cannot be read at \"{path}\": {detail}" },
  "pj.topic.not-open": { es: "este tema aún no tiene mesa: el primer mensaje la abre con [pj-mesa] (jugadores, monedas, recuperación)", en: "this topic has no table yet: a first post opens it with [pj-table] (players, coins, recovery)" },
  "pj.topic.books-restored": { es: "Los libros de la mesa son los del servicio: el cambio hecho a mano en [pj-libro] se ha deshecho y se han vuelto a escribir como están (PJ-TOOL-12).",
    en: "The table's books are the service's: the hand edit of [pj-ledger] was undone and they were written back as they stand (PJ-TOOL-12)." },
  "pj.topic.already-open": { es: "la mesa de este tema ya está puesta: no se cambia con otra [pj-mesa]", en: "this topic's table is already set: another [pj-table] does not change it" },
  "pj.topic.deadline": { es: "Se acabó el plazo para revelar las pujas: {players} {n|puja|pujan} 0 (PJ-TOOL-08).", en: "The time to reveal bids is over: {players} {n|bids|bid} 0 (PJ-TOOL-08)." },
  "pj.topic.seal-deadline": { es: "Se acabó el plazo para sellar las pujas: {players} {n|puja|pujan} 0 (PJ-TOOL-09). Ya se revelan las pujas selladas.", en: "The time to seal bids is over: {players} {n|bids|bid} 0 (PJ-TOOL-09). The sealed bids are revealed now." },
  "pj.topic.no-user": { es: "no hay ningún usuario «{user}» en este foro: [pj-mesa] nombra a cada jugador por su nombre de usuario, tal como lo muestra el foro", en: "there is no user \"{user}\" on this forum: [pj-table] names each player by their username, as the forum shows it" },
  "pj.topic.seal-reminder": { es: "{user}: aún no has sellado tu puja para {auction}; el plazo acaba el {time} y quien no sella puja 0 (PJ-TOOL-10).", en: "{user}: you have not sealed your bid for {auction} yet; the time to seal ends {time}, and whoever has not sealed bids 0 (PJ-TOOL-10)." },
  "pj.topic.seal-by": { es: "Plazo para sellar las pujas de {auction}: hasta {time} (PJ-TOOL-09).", en: "Seal your bids for {auction} by {time} (PJ-TOOL-09)." },
  "pj.topic.confirm-not-player": { es: "solo confirman la mesa sus jugadores: {players} (PJ-SETUP-1)", en: "only the table's players confirm it: {players} (PJ-SETUP-1)" },
  "pj.topic.ledger-edit": { es: "Libros de Pujas al día", en: "Pujas books brought up to date" },
} satisfies Catalogue;
