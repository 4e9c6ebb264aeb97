// Every word a Pujas card shows, in Spanish and English (the table's language), but the
// sentences of the bid composer (its states and its error) and of an edited bid, which are card words under pujas.* in
// src/plugin-client/locales/cards.<lang>.yml (host.t, the same language): out of the chunk's budget.
import { fill, type Lang } from "../../../lib/i18n.js";
import { auctionWords } from "../bids/auction-name.js";

export const cardLabels = {
  turn: { es: "Turno", en: "Turn" },
  seal: { es: "Puja sellada · {auction}", en: "Sealed bid · {auction}" },
  reveal: { es: "Puja revelada · {auction}", en: "Revealed bid · {auction}" },
  ledger: { es: "Libros de la mesa", en: "The table's books" },
  ledgerQuote: { es: "Copia de unos libros", en: "A copy of books" },
  table: { es: "Mesa de Pujas", en: "Pujas table" },
  price: { es: "Precio", en: "Price" },
  total: { es: "Total a precio de lista", en: "Total at list price" },
  free: { es: "gratis", en: "free" },
  coins: { es: "{n} {n|moneda|monedas}", en: "{n} {n|coin|coins}" },
  startingCoins: { es: "Monedas iniciales", en: "Starting coins" },
  eachOther: { es: "1 moneda a cada otro jugador", en: "1 coin to each other player" },
  purseAfter: { es: "Monedero de {user} después: {coins}", en: "{user}'s purse after: {coins}" },
  commitment: { es: "Sello", en: "Seal" },
  bid: { es: "Puja", en: "Bid" },
  opens: { es: "Abre el sello de {user} en este tema", en: "Opens {user}'s seal in this topic" },
  noSeal: { es: "No hay sello de {user} para esta subasta en la página", en: "No seal by {user} for this auction on the page" },
  mismatch: { es: "NO abre el sello de {user}: la puja no es la sellada", en: "Does NOT open {user}'s seal: this is not the sealed bid" },
  scene: { es: "Escena", en: "Scene" },
  narrator: { es: "Narrador", en: "Narrator" },
  turnOf: { es: "Turno de", en: "Turn" },
  purse: { es: "Monedero", en: "Purse" },
  onTable: { es: "En la mesa", en: "On the table" },
  bank: { es: "Banca", en: "Bank" },
  // The books keep the Bank's net takings, which Recovery and prizes take below 0 (it is no purse,
  // PJ-COIN-1, PJ-END-2): said as what it took in and paid out ({out} 1), never as a balance ("Bank -10").
  bankNet: { es: "{out|ha pagado|ha cobrado} {n} más de lo que {out|ha cobrado|ha pagado}", en: "{out|paid out|took in} {n} more than it {out|took in|paid out}" },
  // Between scenes the books are at the auction for the next one (PJ-BID-1).
  sceneBids: { es: "{n}, en subasta", en: "{n}, bids open" },
  tenets: { es: "Normas", en: "Tenets" },
  components: { es: "Componentes", en: "Components" },
  controller: { es: "controla {user}", en: "controlled by {user}" },
  uncontrolled: { es: "sin control", en: "uncontrolled" },
  noTraits: { es: "sin Rasgos", en: "no Traits" },
  importance: { es: "Importancia {n}", en: "Importance {n}" },
  players: { es: "Jugadores", en: "Players" },
  first: { es: "Empieza", en: "First" },
  recovery: { es: "Recuperación", en: "Recovery" },
  revealHours: { es: "Plazo para revelar", en: "Time to reveal" },
  sealHours: { es: "Plazo para sellar", en: "Time to seal" },
  hours: { es: "{n} h", en: "{n} h" },
  settings: { es: "Ajustes", en: "Settings" },
  composer: { es: "Tu puja sellada para {auction}", en: "Your sealed bid for {auction}" },
  deadline: { es: "Plazo", en: "Deadline" },

  sealButton: { es: "Sellar mi puja", en: "Seal my bid" },
  revealButton: { es: "Revelar mi puja ({bid})", en: "Reveal my bid ({bid})" },
} as const;

export type CardLabel = keyof typeof cardLabels;

export const label = (key: CardLabel, lang: Lang, params: Readonly<Record<string, string | number>> = {}): string =>
  fill(cardLabels[key][lang],
    // The auction in the table's words ("la escena 1"), not its id ("scene-1").
    typeof params["auction"] === "string" ? { ...params, auction: auctionWords(params["auction"], lang) } : params);

/** Each action's name on the turn card. */
export const ACTION: Readonly<Record<Lang, Readonly<Record<string, string>>>> = {
  es: {
    tenet: "Norma", pass: "Pasar", place: "Lugar", time: "Tiempo", "end-scene": "Fin de escena", move: "Trasladar", bring: "Introducir",
    "take-out": "Sacar", event: "Evento", "mini-scene": "Mini-escena", create: "Componente", trait: "Rasgo", importance: "Importancia",
    link: "Vincular", eliminate: "Eliminar", "end-turn": "Fin de turno", interrupt: "Interrumpir", "take-over": "Adueñarse", dialogue: "Diálogo",
    complicate: "Complicación", obstacle: "Obstáculo", dice: "Dados", resolve: "Resolver", "buy-prize": "Comprar premio", narrated: "Narrado",
    challenge: "Poner a prueba", "challenge-agreed": "Acuerdo", "challenge-bid": "Puja en la prueba", fine: "Multa", vote: "Voto",
  },
  en: {
    tenet: "Tenet", pass: "Pass", place: "Place", time: "Time", "end-scene": "End scene", move: "Move", bring: "Bring in",
    "take-out": "Take out", event: "Event", "mini-scene": "Mini-scene", create: "Component", trait: "Trait", importance: "Importance",
    link: "Link", eliminate: "Eliminate", "end-turn": "End turn", interrupt: "Interrupt", "take-over": "Take over", dialogue: "Dialogue",
    complicate: "Complication", obstacle: "Obstacle", dice: "Dice", resolve: "Resolve", "buy-prize": "Buy prize", narrated: "Narrated",
    challenge: "Challenge", "challenge-agreed": "Agreed", "challenge-bid": "Challenge bid", fine: "Fine", vote: "Vote",
  },
};
