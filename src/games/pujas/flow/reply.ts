// What the service answers to a Pujas post, in the post's language: what each line bought and the
// author's purse after it, the coins every action moved with its rule, the dice, and whom the game
// waits for now. A refusal quotes the line that could not be played.
import { localise, type Lang, wordsOf } from "../../../lib/i18n.js";
import { sealedBidMessages } from "../bids/index.js";
import { auctionWords } from "../bids/auction-name.js";
import { markupMessage, pujasMarkupMessages } from "../markup/index.js";
import { ledgerText, pujasMessage, type ActionType, type Holder, type LedgerEntry, type PjState } from "../rules/index.js";
import { inertText } from "../../../lib/inert-text.js";
import { flowMessages } from "./messages.js";
import type { FlowRefusal, PlayedPujasPost } from "./play-post.js";
import type { PujasTable } from "./table.js";

const w = wordsOf({
  bought: { es: "Compras", en: "Bought" },
  purse: { es: "monedero de {user} después: {coins}", en: "{user}'s purse after: {coins}" },
  table: { es: " (más {coins} en la mesa)", en: " (plus {coins} on the table)" },
  dice: { es: "Dados de {pool} en {complication}", en: "{pool}'s dice in {complication}" },
  "no-dice": { es: "ninguno: la reserva no tiene dados y no tira", en: "none: the pool has no dice and rolls nothing" },
  free: { es: "gratis", en: "free" },
  coins: { es: "{n} {n|moneda|monedas}", en: "{n} {n|coin|coins}" },
  line: { es: "línea {line}", en: "line {line}" },
  refused: { es: "No se aplica nada de este mensaje", en: "Nothing in this post is applied" },
  // PJ-BID-2: the sealed bid as the books took it; the cards read these two lines from the service's posts (cards/decorate.ts).
  // The auction in the table's words ("la escena 1"), never its id (bids/auction-name.ts).
  sealed: { es: "- Puja sellada de {user} para {auction}: `{seal}` (PJ-BID-2)", en: "- Sealed bid of {user} for {auction}: `{seal}` (PJ-BID-2)" },
  revealed: { es: "- Puja revelada de {user} para {auction}: {bid} · secreto `{nonce}` (PJ-BID-2)", en: "- Revealed bid of {user} for {auction}: {bid} · secret `{nonce}` (PJ-BID-2)" },
});
/** What a line of a post did, in words (the rules' action types: "tenet", "pass", "take-over"…). */
const ACTION: Readonly<Record<ActionType, Readonly<Record<Lang, string>>>> = {
  tenet: { es: "Norma", en: "Tenet" }, pass: { es: "pasa", en: "pass" }, auction: { es: "subasta", en: "auction" },
  place: { es: "lugar", en: "place" }, time: { es: "momento", en: "time" }, "end-scene": { es: "fin de escena", en: "scene end" },
  move: { es: "cambio de lugar", en: "move" }, bring: { es: "traer a escena", en: "bring in" }, "take-out": { es: "sacar de escena", en: "take out" },
  event: { es: "Evento", en: "Event" }, "mini-scene": { es: "Mini-escena", en: "mini-scene" }, create: { es: "crear Componente", en: "new Component" },
  trait: { es: "Rasgo", en: "Trait" }, importance: { es: "Importancia", en: "Importance" }, link: { es: "vínculo a un Maestro", en: "link to a Master" },
  eliminate: { es: "eliminar", en: "eliminate" }, "end-turn": { es: "fin de turno", en: "end of turn" }, interrupt: { es: "interrupción", en: "interrupt" },
  "take-over": { es: "adueñarse", en: "take over" }, dialogue: { es: "Diálogo", en: "Dialogue" }, complicate: { es: "Complicación", en: "Complication" },
  obstacle: { es: "Obstáculo", en: "Obstacle" }, dice: { es: "dados", en: "dice" }, resolve: { es: "listo para tirar", en: "ready to roll" },
  roll: { es: "tirada", en: "roll" }, "buy-prize": { es: "compra de premio", en: "prize bought" }, narrated: { es: "desenlace narrado", en: "outcome narrated" },
  challenge: { es: "puesta a prueba", en: "Challenge" }, "challenge-agreed": { es: "acuerdo", en: "agreement" },
  "challenge-bid": { es: "puja de la puesta a prueba", en: "Challenge bid" }, fine: { es: "multa", en: "Fine" }, vote: { es: "voto", en: "vote" },
};

/** Who holds coins, in words (the books' ids: bank, purse:<player>, table:<player>, prize:<player>). */
const HOLDER: Readonly<Record<Lang, Readonly<Record<"bank" | "purse" | "table" | "prize", string>>>> = {
  es: { bank: "la Banca", purse: "monedero de {user}", table: "mesa de {user}", prize: "premio de {user}" },
  en: { bank: "the Bank", purse: "{user}'s purse", table: "{user}'s table", prize: "{user}'s prize" },
};
const holderText = (h: Holder, lang: Lang) => {
  const [kind, user] = h.split(":") as ["bank" | "purse" | "table" | "prize", string | undefined];
  return (HOLDER[lang][kind] ?? h).replace("{user}", user ?? "");
};

/**
 * One line of the books as the replies list it, in words: "- 1 coin: ana's purse → the Bank · proposes
 * a Tenet (PJ-TENET-1)" (it read "1: purse:ana → bank"); the rules' text is inert.
 */
export function entryLine(e: LedgerEntry, lang: Lang): string {
  const coins = e.amount && e.from && e.to
    ? `${w("coins", lang, { n: e.amount })}: ${holderText(e.from, lang)} → ${holderText(e.to, lang)} · ` : "";
  // The rules' words in the table's language, every value in them inert (a Component's name, a place, a player's).
  return `- ${coins}${e.say ? ledgerText(e.say, lang, inertText) : inertText(e.what)} (${e.rule})`;
}


/** Whom the game waits for, and for what (the reply's last line, and reminders). */
export function awaited(t: PujasTable): { readonly what: "tenet" | "seal" | "reveal" | "turn" | "narrate" | "challenge-bid" | "vote"; readonly users: readonly string[] } {
  const g = t.game;
  const ch = Object.values(g.challenges).find((c) => c.stage !== "closed");
  if (ch) return { what: "challenge-bid", users: [ch.next] };
  const fine = Object.values(g.fines).find((f) => f.open);
  if (fine) return { what: "vote", users: g.players.filter((p) => !Object.hasOwn(fine.votes, p) && (g.settings.fineVoters === "everyone" || (p !== fine.accuser && p !== fine.accused))) };
  if (g.phase.kind === "tenets") return { what: "tenet", users: [g.phase.turn] };
  if (t.auction) {
    const a = t.auction;
    return a.stage === "committing"
      ? { what: "seal", users: a.players.filter((p) => !Object.hasOwn(a.commitments, p)) }
      // Only a sealed bid is revealed: who missed the sealing deadline bids 0 (PJ-TOOL-09).
      : { what: "reveal", users: a.players.filter((p) => Object.hasOwn(a.commitments, p) && !Object.hasOwn(a.reveals, p)) };
  }
  const n = Object.values(g.complications).find((c) => c.stage === "narrating");
  if (n) return { what: "narrate", users: [n.narrators[0]!] };
  return { what: "turn", users: g.scene ? [g.scene.turn] : [] };
}

/**
 * The turn notice: whom the game waits for now and for what, each named with an "@" so the forum
 * notifies them (the runner lets through the mentions of TopicFlow.waitingFor), in the table's language.
 */
export function awaitingLine(t: PujasTable, lang: Lang): string {
  const next = awaited(t);
  return localise(flowMessages, { code: `pj.flow.awaiting.${next.what}`, params: { users: next.users.map((u) => `@${u}`).join(", ") || "-" } }, lang);
}

function purseLine(g: PjState, user: string, lang: Lang): string {
  const table = g.scene?.narrator === user && g.scene.table > 0 ? w("table", lang, { coins: g.scene.table }) : "";
  return w("purse", lang, { user, coins: g.purses[user] ?? 0 }) + table;
}

export function replyText(p: PlayedPujasPost, author: string): string {
  const lang = p.lang;
  const out: string[] = [];
  if (p.bought.length) {
    out.push(`**${w("bought", lang)}**`);
    for (const b of p.bought) out.push(`- ${w("line", lang, { line: b.line })} · ${ACTION[b.type as ActionType]?.[lang] ?? inertText(b.type)} · ${b.coins ? w("coins", lang, { n: b.coins }) : w("free", lang)}`);
  }
  // Every d10 is a verifiable roll: its faces told, then its card (the platform's, FlowStepContext.roll), with the badge anyone's browser checks.
  for (const r of p.rolls) out.push(`${w("dice", lang, { pool: inertText(r.pool), complication: inertText(r.complication) })}: ${(r.dice.length ? r.dice.map((d) => d.face).join(", ") : w("no-dice", lang))}${r.card ? `\n\n${r.card}\n` : ""}`);
  for (const b of p.bids) {
    out.push(b.kind === "seal" ? w("sealed", lang, { user: b.player, auction: inertText(auctionWords(b.auction, lang)), seal: b.commitment })
      : w("revealed", lang, { user: b.player, auction: inertText(auctionWords(b.auction, lang)), bid: b.bid, nonce: b.nonce }));
  }
  for (const e of p.entries) out.push(entryLine(e, lang));
  // A blank line ends the list above, so the purse and whom the game waits for stand on their own lines.
  out.push("", purseLine(p.table.game, author, lang));
  out.push(awaitingLine(p.table, lang));
  return out.join("\n");
}

/** A refusal's auctions (`auction`, `open`) in the table's words, not their ids. */
const auctionsInWords = (params: Readonly<Record<string, string | number>> | undefined, lang: Lang): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params ?? {}).map(([k, v]) => [k, (k === "auction" || k === "open") && typeof v === "string" ? auctionWords(v, lang) : v]));

/** Why a post was refused, in `lang`, with its rule: the message alone (the caller quotes the line). */
export function refusalReason(r: FlowRefusal, lang: Lang = r.lang): string {
  const e = r.error;
  return "line" in e && "column" in e && Object.hasOwn(pujasMarkupMessages, e.code) ? markupMessage(e, lang)
    : Object.hasOwn(sealedBidMessages, e.code) ? localise(sealedBidMessages, e, lang)
    : Object.hasOwn(flowMessages, e.code) ? localise(flowMessages, { ...e, params: auctionsInWords(e.params, lang) }, lang)
    : pujasMessage(e, lang);
}

export function refusalText(r: FlowRefusal, lang: Lang = r.lang): string {
  const text = refusalReason(r, lang);
  return [`${w("refused", lang)}${r.line ? ` (${w("line", lang, { line: r.line })})` : ""}:`, ...(r.quote ? [`> ${r.quote}`] : []), text].join("\n");
}
