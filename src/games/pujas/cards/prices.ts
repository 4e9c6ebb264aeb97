// What a [pj-turn] line costs at the list price of the action tables (PJ-OWN, PJ-ANY), from the line
// alone: the card shows it before the service prices the post against the table (the Narrator's
// table coins, prize coins and the group's settings are the service's to apply; its reply is the
// books). Pure; reads the line's action as the markup reader gives it, trusting none of its fields.
import { int, obj, str, type Data } from "../../../plugin-client/card-data.js";

/** Coins to the Bank, or the future's 1 coin to each other player (PJ-OWN-4). */
export type ListPrice = number | "each-other";

export function listPrice(action: Data): ListPrice {
  const n = (v: unknown) => int(v) ?? 0;
  switch (str(action["type"])) {
    case "tenet": return 1; // PJ-TENET-1, PJ-TENET-3
    case "place": case "move": case "bring": case "take-out": case "event": case "trait": case "link": case "eliminate":
    case "interrupt": case "take-over": return 1; // PJ-OWN-1, 7, 8, 9, 10, 13, 16, PJ-ELIM-2, PJ-ANY-1, PJ-ANY-3
    case "time": { const w = str(action["when"]); return w === "future" ? "each-other" : w === "past" ? 1 : 0; } // PJ-OWN-2…4
    case "end-scene": return action["fade"] === true ? 1 : 0; // PJ-OWN-5, PJ-OWN-6
    case "create": return 1 + (Array.isArray(action["traits"]) ? action["traits"].length : 0); // PJ-OWN-12, 13, 15
    case "importance": return n(action["levels"]); // PJ-OWN-14
    case "obstacle": return n(action["dice"]); // PJ-ANY-2
    case "dice": return obj(action["trait"])["trait"] !== undefined ? 0 : n(action["coins"]); // PJ-OWN-21, PJ-OWN-22
    case "buy-prize": case "challenge-bid": return n(action["coins"]); // PJ-AMB-10, PJ-CHAL-5
    default: return 0; // pass, end turn, mini-scene, dialogue, complication (PJ-AMB-06), resolve, narrated, agreed, fine, vote
  }
}

/** The whole post's list price: coins, and how many "1 to each other player" it carries. */
export function listTotal(prices: readonly ListPrice[]): { readonly coins: number; readonly eachOther: number } {
  return { coins: prices.reduce<number>((a, p) => a + (p === "each-other" ? 0 : p), 0), eachOther: prices.filter((p) => p === "each-other").length };
}
