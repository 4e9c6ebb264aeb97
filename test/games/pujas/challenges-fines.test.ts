// Challenges (public coin bids over a disputed matter) and Fines (a vote, the margin, the loser pays).
import { describe, expect, it } from "@jest/globals";
import { biddingOrder, decidedVersion, initialState, type PjState } from "../../../src/games/pujas/rules/index.js";
import { parsePujasPost } from "../../../src/games/pujas/markup/index.js";
import { checksRule, entry, framed, play, refused, step } from "./helpers.js";

/** bruno Challenges ana's storm during her turn. */
const challenged = (settings = {}): PjState => step(framed(settings), { type: "challenge", by: "bruno", id: "ch1", against: "ana", matter: "the storm" }).state;
const bid = (by: string, coins: number, extra: Record<string, string> = {}) => ({ type: "challenge-bid", by, challenge: "ch1", coins, ...extra }) as const;

describe("Pujas Challenges", () => {
  it("PJ-ANY-4, PJ-CHAL-1: any player Challenges at any time; play stops while they negotiate; an agreement ends it", () => {
    const s = challenged();
    checksRule(["PJ-ANY-4"], () => expect(s.challenges["ch1"]).toMatchObject({ challenger: "bruno", challenged: "ana", stage: "negotiating" }));
    refused(s, { type: "event", by: "ana", text: "x" }, "pj.play-stopped.challenge", "PJ-CHAL-1");
    refused(s, { type: "challenge-agreed", by: "carla", challenge: "ch1" }, "pj.challenge.not-party", "PJ-CHAL-1");
    const agreed = step(s, { type: "challenge-agreed", by: "ana", challenge: "ch1" });
    expect(agreed.entries).toContainEqual(entry("PJ-CHAL-1", { player: "ana" }));
    expect(step(agreed.state, { type: "event", by: "ana", text: "x" }).entries).toContainEqual(entry("PJ-OWN-10"));
    refused(framed(), { type: "challenge", by: "ana", id: "c", against: "ana", matter: "m" }, "pj.challenge.self", "PJ-CHAL-1");
  });

  it("PJ-CHAL-2: the Challenger bids first, then to the left, skipping the challenged player, who bids last", () => {
    checksRule(["PJ-CHAL-2"], () => {
      expect(biddingOrder({ players: ["ana", "bruno", "carla"] }, { challenger: "bruno", challenged: "carla" })).toEqual(["bruno", "ana", "carla"]);
      expect(biddingOrder({ players: ["ana", "bruno", "carla", "dani"] }, { challenger: "bruno", challenged: "carla" })).toEqual(["bruno", "dani", "ana", "carla"]);
    });
    const s = step(challenged(), bid("bruno", 1, { option: "challenger" })).state;
    refused(s, bid("ana", 1, { option: "challenged" }), "pj.challenge.not-your-bid", "PJ-CHAL-2");
    expect(s.challenges["ch1"]!.next).toBe("carla");
  });

  it("PJ-CHAL-3: a Challenger who does not open with at least 1 coin ends the Challenge and nothing changes", () => {
    const { state, entries } = step(challenged(), bid("bruno", 0));
    expect(entries).toContainEqual(entry("PJ-CHAL-3", { player: "bruno" }));
    expect(state.challenges["ch1"]).toMatchObject({ stage: "closed", result: "dropped" });
    expect(decidedVersion(state.challenges["ch1"]!)).toBeUndefined();
    // Nothing was decided, so the same matter may be Challenged again (PJ-CHAL-6 binds only a decision).
    expect(step(state, { type: "challenge", by: "carla", id: "ch2", against: "ana", matter: "the storm", of: "ch1" }).state.challenges["ch2"]).toMatchObject({ of: "ch1", stage: "negotiating" });
  });

  it("PJ-CHAL-4, PJ-CHAL-5, PJ-CHAL-6: public bids back an option or a new alternative; every coin goes to the Bank; all passing in a row ends it; the winner cannot be Challenged again", () => {
    const before = challenged();
    const { state, entries } = play(before,
      bid("bruno", 2, { option: "challenger" }), bid("carla", 1, { alternative: "a flood instead" }), bid("ana", 3, { option: "challenged" }),
      bid("bruno", 2, { option: "challenger" }), bid("carla", 0), bid("ana", 0), bid("bruno", 0));
    expect(entries).toContainEqual(entry("PJ-CHAL-5", { player: "bruno", amount: 2, to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-CHAL-5", { player: "carla", amount: 1, to: "bank" }));
    expect(entries).toContainEqual(entry("PJ-CHAL-6"));
    const ch = state.challenges["ch1"]!;
    expect(ch.options.map((o) => [o.id, o.total])).toEqual([["challenger", 4], ["challenged", 3], ["alt1", 1]]);
    checksRule(["PJ-CHAL-4"], () => expect(ch).toMatchObject({ stage: "closed", result: "challenger" }));
    expect(state.bank - before.bank).toBe(8);
    refused(state, { type: "challenge", by: "carla", id: "ch2", against: "bruno", matter: "the storm" }, "pj.challenge.settled", "PJ-CHAL-6");
    refused(before, bid("bruno", 2), "pj.challenge.option", "PJ-CHAL-4");
    refused(before, bid("bruno", 2, { option: "nope" }), "pj.challenge.no-option", "PJ-CHAL-4");
    refused(before, bid("bruno", 99, { option: "challenger" }), "pj.coins.short", "PJ-COIN-2");
  });

  // Seed 003 l. 29: "Los jugadores que hubieran pasado pueden pujar más adelante. La puja prosigue hasta
  // que todos los jugadores pasen": until everyone has passed in a row nothing is decided, whoever leads.
  it("PJ-CHAL-5: no version wins while anyone may still bid; a player who passed bids again (l. 29)", () => {
    const open = play(challenged(), bid("bruno", 2, { option: "challenger" }), bid("carla", 0), bid("ana", 0)).state;
    expect(open.challenges["ch1"]).toMatchObject({ stage: "bidding" });
    expect(decidedVersion(open.challenges["ch1"]!)).toBeUndefined();
    // Carla passed, Ana bids, Bruno passes, and Carla, who had passed, bids again: still nobody has won.
    const again = play(challenged(), bid("bruno", 2, { option: "challenger" }), bid("carla", 0), bid("ana", 3, { option: "challenged" }),
      bid("bruno", 0), bid("carla", 1, { option: "challenged" })).state;
    expect(again.challenges["ch1"]).toMatchObject({ stage: "bidding" });
    expect(decidedVersion(again.challenges["ch1"]!)).toBeUndefined();
  });

  // Seed 003 l. 28: "La solución que obtenga mayor número de monedas gana y no podrá volver
  // a ser puesta a prueba": the decided solution, whatever words a later Challenge uses, not only "that matter" as worded.
  it("PJ-CHAL-6: a version the bids decided cannot be Challenged again: bound to the Challenge, not to its words (l. 28)", () => {
    const decided = play(challenged(), bid("bruno", 2, { option: "challenger" }), bid("carla", 0), bid("ana", 0), bid("bruno", 0)).state;
    expect(decidedVersion(decided.challenges["ch1"]!)).toMatchObject({ id: "challenger", text: "the storm" });
    // Naming the decided Challenge, in any words.
    const e = refused(decided, { type: "challenge", by: "ana", id: "ch2", against: "bruno", matter: "there was never any rain", of: "ch1" }, "pj.challenge.settled", "PJ-CHAL-6");
    expect(e.params).toMatchObject({ challenge: "ch1", version: "challenger" });
    // Not naming it, but its matter or winning version again, spelt or spaced otherwise.
    refused(decided, { type: "challenge", by: "ana", id: "ch2", against: "bruno", matter: "  The Storm! " }, "pj.challenge.settled", "PJ-CHAL-6");
    // The status quo's win protects the challenged version the same way.
    const kept = play(challenged(), bid("bruno", 1, { option: "challenger" }), bid("carla", 0), bid("ana", 2, { option: "challenged" }), bid("bruno", 0), bid("carla", 0), bid("ana", 0)).state;
    refused(kept, { type: "challenge", by: "carla", id: "ch2", against: "ana", matter: "a storm after all", of: "ch1" }, "pj.challenge.settled", "PJ-CHAL-6");
    // Another matter is free; a Challenge named that does not exist is refused.
    expect(step(decided, { type: "challenge", by: "ana", id: "ch2", against: "bruno", matter: "the bridge" }).state.challenges["ch2"]!.of).toBeNull();
    refused(decided, { type: "challenge", by: "ana", id: "ch2", against: "bruno", matter: "x", of: "nope" }, "pj.no-such-challenge");
    // A post names it as a third word before the colon.
    expect(parsePujasPost("[pj-turno]\nponer a prueba ch2 bruno ch1: nunca llovió\n[/pj-turno]")[0]).toMatchObject({ errors: [], node: { steps: [{ action: { type: "challenge", id: "ch2", against: "bruno", of: "ch1", matter: "nunca llovió" } }] } });
  });

  it("PJ-AMB-05: bidding goes on while tied; stopped tied, the challenged version stands (or the tied option proposed first)", () => {
    const moves = [bid("bruno", 2, { option: "challenger" }), bid("carla", 0), bid("ana", 2, { option: "challenged" }), bid("bruno", 0), bid("carla", 0), bid("ana", 0)];
    const quo = play(challenged(), ...moves);
    expect(quo.entries).toContainEqual(entry("PJ-AMB-05"));
    expect(quo.state.challenges["ch1"]!.result).toBe("challenged");
    expect(play(challenged({ challengeTie: "first-proposed" }), ...moves).state.challenges["ch1"]!.result).toBe("challenger");
  });
});

describe("Pujas Fines", () => {
  it("PJ-ANY-5, PJ-FINE-1: any player demands a Fine, free, at any time; play stops", () => {
    const { state, entries } = step(framed(), { type: "fine", by: "carla", id: "f1", accused: "bruno" });
    expect(entries).toContainEqual(entry("PJ-FINE-1", { player: "carla", amount: 0 }));
    checksRule(["PJ-ANY-5"], () => expect(state.purses.carla).toBe(25));
    refused(state, { type: "event", by: "ana", text: "x" }, "pj.play-stopped.fine", "PJ-FINE-1");
    refused(framed(), { type: "fine", by: "carla", id: "f1", accused: "carla" }, "pj.fine.self", "PJ-FINE-1");
  });

  it("PJ-FINE-2: the majority wins; the loser, accused or accuser, pays the Bank one coin per vote of margin", () => {
    const s = step(framed(), { type: "fine", by: "carla", id: "f1", accused: "bruno" }).state;
    const { state, entries } = play(s, { type: "vote", by: "ana", fine: "f1", for: "accuser" }, { type: "vote", by: "carla", fine: "f1", for: "accuser" },
      { type: "vote", by: "bruno", fine: "f1", for: "accused" });
    expect(entries).toContainEqual(entry("PJ-FINE-2", { player: "bruno", amount: 1, to: "bank" }));
    expect(state.fines["f1"]).toMatchObject({ open: false, loser: "bruno", charged: 1 });
    refused(step(s, { type: "vote", by: "ana", fine: "f1", for: "accuser" }).state, { type: "vote", by: "ana", fine: "f1", for: "accused" }, "pj.fine.voted", "PJ-FINE-2");
    const backfire = play(s, { type: "vote", by: "ana", fine: "f1", for: "accused" }, { type: "vote", by: "carla", fine: "f1", for: "accuser" },
      { type: "vote", by: "bruno", fine: "f1", for: "accused" }).state;
    expect(backfire.fines["f1"]).toMatchObject({ loser: "carla", charged: 1 });
  });

  it("PJ-AMB-12: everyone votes by default; a tie charges nobody; the loser pays what they have; the table may leave the two parties out", () => {
    const four = initialState({ players: ["ana", "bruno", "carla", "dani"] });
    if (!four.ok) throw new Error("setup");
    const s = play(four.value, { type: "fine", by: "carla", id: "f1", accused: "bruno" },
      { type: "vote", by: "ana", fine: "f1", for: "accuser" }, { type: "vote", by: "bruno", fine: "f1", for: "accused" },
      { type: "vote", by: "carla", fine: "f1", for: "accuser" });
    const tie = step(s.state, { type: "vote", by: "dani", fine: "f1", for: "accused" });
    expect(tie.entries).toContainEqual(entry("PJ-AMB-12"));
    expect(tie.state.fines["f1"]).toMatchObject({ open: false, loser: null, charged: 0 });
    const others = step(framed({ fineVoters: "others" }), { type: "fine", by: "carla", id: "f1", accused: "bruno" }).state;
    refused(others, { type: "vote", by: "bruno", fine: "f1", for: "accused" }, "pj.fine.not-a-voter", "PJ-AMB-12");
    const broke = play(initialState({ players: ["ana", "bruno", "carla"], settings: { startingCoins: 0 } }).ok
      ? (initialState({ players: ["ana", "bruno", "carla"], settings: { startingCoins: 0 } }) as { value: PjState }).value : framed(),
      { type: "fine", by: "carla", id: "f1", accused: "bruno" }, { type: "vote", by: "ana", fine: "f1", for: "accuser" },
      { type: "vote", by: "bruno", fine: "f1", for: "accuser" }, { type: "vote", by: "carla", fine: "f1", for: "accuser" });
    expect(broke.entries).toContainEqual(entry("PJ-AMB-12", { player: "bruno" }));
    expect(broke.state.fines["f1"]).toMatchObject({ loser: "bruno", charged: 0 });
  });
});
