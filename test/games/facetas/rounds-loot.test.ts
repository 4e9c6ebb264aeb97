// The end of a round (ties, surrender, postponing defeat) and the loot: pairing with a suggested
// best pairing the winner may change, where negative and unmatched values go, the Adversary's PH,
// the Ally's half-sum and renewals, the World's copy and Risk reductions, Traits renewed.
import { describe, expect, test } from "@jest/globals";
import { awaited, bestPairing, checkPairing, split, type FaState } from "../../../src/games/facetas/rules/index.js";
import { A, MARK, P, checksRule, passRound, play, refusal, start } from "./helpers.js";

const roll = (by: string, target: { side: "protagonist" | "adversary"; die: number }, facet: string, face: number, pay: "facet" | "ph" = "facet") => ({ type: "roll" as const, by, target, facet, face, pay });
const lap = (s: FaState) => play(s, ...passRound(s));
const tie = () => lap(start()).state;

describe("the end of a round", () => {
  test("FA-END-1 a tie asks both duelists; both playing on start a new round at no cost", () => {
    const s = tie();
    expect(s.phase).toEqual({ kind: "tie", continuing: [] });
    expect(awaited(s).map((w) => [w.kind, w.user])).toEqual([["tie", "ana"], ["tie", "bruno"]]);
    const { state, entries } = play(s, { type: "continue", by: "ana" }, { type: "continue", by: "bruno" });
    expect({ round: state.round, turn: state.turn, ph: state.protagonist.ph }).toEqual({ round: 2, turn: "protagonist", ph: 3 });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-END-1", what: "round 2 starts with the Protagonist's turn, keeping the dice (a tie costs nothing)" }));
    expect(refusal(s, { type: "continue", by: "carla" })).toEqual({ code: "fa.duelists-only", rule: "FA-END-1", params: { user: "carla" } });
  });

  test("FA-END-2 FA-AMB-07 a duelist who surrenders at a tie loses; the loot follows as if the other had won", () => {
    const { state, entries } = play(tie(), { type: "surrender", by: "bruno" });
    expect(state.phase).toEqual({ kind: "loot", winner: "protagonist", how: "surrender", done: [] });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-AMB-07" }));
    checksRule(["FA-END-2"], () => expect(refusal(start(), { type: "surrender", by: "ana" })).toEqual({ code: "fa.surrender.not-tie", rule: "FA-END-1" }));
    const noLoot = play(lap(start({ settings: { surrender: "no-loot" } })).state, { type: "surrender", by: "ana" }).state;
    expect(noLoot.phase).toEqual({ kind: "over", winner: null, how: "surrender" });
  });

  test("FA-END-1 nothing is settled, looted or postponed before the World's turn is over, whoever leads (the original, lines 3, 59–62)", () => {
    // Line 3: the higher result "al final del turno" wins; line 59: only "cuando ha terminado de realizar su
    // turno el Mundo" is there a winner or a tie; line 62: the Protagonist behind pays PH then, not before.
    const ahead = play(start(), roll("ana", P(1), "Cadáver", 5)).state;
    const behind = play(start(), roll("ana", A(1), "Cadáver", 5)).state;
    for (const s of [ahead, behind]) {
      const turns = passRound(s);
      for (let i = 0; i < turns.length - 1; i++) {
        const { state, entries } = play(s, ...turns.slice(0, i + 1));
        expect(state.phase.kind).toBe("turns");
        expect(entries.filter((e) => /^FA-(END|LOOT)/.test(e.rule))).toEqual([]);
        expect(awaited(state).map((w) => w.kind)).toEqual(["turn"]);
      }
      expect(play(s, ...turns).state.phase.kind).not.toBe("turns");
    }
  });

  test("FA-END-1 the higher sum wins once the World's turn is over", () => {
    const { state, entries } = lap(play(start(), roll("ana", P(1), "Cadáver", 5)).state);
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-END-1", what: "5 against 1: the protagonist wins" }));
    expect(state.phase.kind).toBe("loot");
  });

  test("FA-END-3 FA-PH-2 a Protagonist behind may pay 1 PH for another round, keeping the dice; each postponement is counted", () => {
    const behind = lap(play(start(), roll("ana", A(1), "Cadáver", 5)).state).state;
    expect(awaited(behind)).toEqual([{ kind: "postpone", role: "protagonist", user: "ana", behind: { protagonist: 1, adversary: 5 } }]);
    const { state, entries } = play(behind, { type: "postpone", by: "ana" });
    expect({ ph: state.protagonist.ph, postponed: state.protagonist.postponed, round: state.round, dice: state.dice }).toEqual({ ph: 2, postponed: 1, round: 2, dice: { protagonist: [1], adversary: [5] } });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-PH-2", role: "protagonist", what: "1 PH postpones defeat (2 left; 1 so far)" }));
    expect(refusal(behind, { type: "postpone", by: "bruno" })).toEqual({ code: "fa.postpone.protagonist-only", rule: "FA-END-3", params: { user: "bruno" } });
    // Behind again: the postponement counts for the Adversary's loot when the Protagonist then wins.
    const won = play(state, roll("ana", A(1), "Cadáver", 1), roll("ana", P(1), "Quince años de matarife", 6));
    const end = lap(won.state);
    expect(end.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-4", what: expect.stringContaining("+ 1 (postponements) = 1 PH") }));
  });

  test("FA-END-3 a Protagonist behind with no PH loses at once; one who declines concedes", () => {
    const broke = lap(play(start({ protagonist: { ...MARK.protagonist, ph: 0 } }), roll("ana", A(1), "Cadáver", 5)).state);
    expect(broke.state.phase.kind).toBe("loot");
    const behind = lap(play(start(), roll("ana", A(1), "Cadáver", 5)).state).state;
    const { state } = play(behind, { type: "concede", by: "ana" });
    checksRule(["FA-END-3"], () => expect(state.phase).toEqual({ kind: "loot", winner: "adversary", how: "concession", done: [] }));
  });
});

describe("the loot's arithmetic", () => {
  test("FA-LOOT-1 each winner's die pairs with a different loser's die; positives to the winner, negatives to the loser, unmatched to their side", () => {
    expect(split([6, 6], [2, 2, 2, 2], [1, 2], 5)).toEqual({ winner: [4, 4], loser: [2, 2], capped: false });
    expect(split([5, 1], [3], [null, 1], 5)).toEqual({ winner: [5], loser: [2], capped: false });
    expect(split([4, 3, 2], [4], [1, null, null], 5)).toEqual({ winner: [3, 2], loser: [], capped: false });
    expect(checkPairing([6, 6], [2, 2], [1, 1])).toEqual({ code: "fa.pairing.twice", rule: "FA-LOOT-1", params: { die: 1 } });
    expect(checkPairing([6, 6], [2, 2], [1, null])).toEqual({ code: "fa.pairing.count", rule: "FA-LOOT-1", params: { want: 2, got: 1 } });
    expect(checkPairing([6], [2], [3])).toEqual({ code: "fa.pairing.no-die", rule: "FA-LOOT-1", params: { die: 3, count: 1 } });
    expect(checkPairing([6], [2], [1, 1])).toEqual({ code: "fa.pairing.length", rule: "FA-LOOT-1", params: { want: 1, got: 2 } });
  });

  test("FA-AMB-08 a difference of 0 gives nothing; an unmatched 6 gives 5 unless the table allows 6", () => {
    expect(split([6, 3], [3], [null, 1], 5)).toEqual({ winner: [5], loser: [], capped: true });
    checksRule(["FA-AMB-08"], () => expect(split([6, 3], [3], [null, 1], 6)).toEqual({ winner: [6], loser: [], capped: false }));
  });

  test("FA-LOOT-1 the suggested pairing gives the winner the most, then the loser the least", () => {
    expect(bestPairing([6, 6], [2, 2, 2, 2], 5)).toEqual([1, 2]);
    expect(bestPairing([6, 2], [5, 1], 5)).toEqual([2, 1]); // 6−1 = 5 beats 6−5 + 2−1 = 2
    expect(bestPairing([5, 4, 1], [6], 5)).toEqual([null, null, 1]);
    // Exhaustive check against every pairing for small rows.
    const rows: [number[], number[]][] = [[[3, 5, 2], [4, 1]], [[6, 1, 1, 4], [2, 3, 5]], [[2, 2], [6, 1, 3]]];
    for (const [w, l] of rows) {
      const all = pairings(w.length, l.length);
      const score = (p: (number | null)[]) => { const s = split(w, l, p, 5); return [s.winner.reduce((a, b) => a + b, 0), -s.loser.reduce((a, b) => a + b, 0)] as const; };
      const best = all.map(score).sort((a, b) => b[0] - a[0] || b[1] - a[1])[0]!;
      expect(score(bestPairing(w, l, 5))).toEqual(best);
    }
  });
});

/** Every legal pairing of n winner's dice with m loser's dice. */
function pairings(n: number, m: number): (number | null)[][] {
  const want = Math.min(n, m);
  const out: (number | null)[][] = [];
  const go = (i: number, used: Set<number>, acc: (number | null)[]) => {
    if (i === n) { if (used.size === want) out.push([...acc]); return; }
    go(i + 1, used, [...acc, null]);
    for (let j = 1; j <= m; j++) if (!used.has(j)) go(i + 1, new Set([...used, j]), [...acc, j]);
  };
  go(0, new Set(), []);
  return out;
}

describe("the loot", () => {
  test("FA-LOOT-1 FA-LOOT-5 FA-AMB-10 the winning Protagonist's pairing, the optional facet −1 and the Ally's half-sum rounded down", () => {
    // 3 + 3 against 2 + 3 (the Adversary's 5 broken by the World, which supported the Adversary).
    const won = play(start(), roll("ana", P(1), "Cadáver", 5), { type: "trait", by: "ana", trait: "Vida nocturna", use: "help", die: 1 }, { type: "inspire", by: "ana", target: P(1), value: 3 },
      { type: "pass", by: "ana" }, { type: "inspire", by: "bruno", target: A(1), value: 5 }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" },
      { type: "support", by: "dario", side: "adversary" }, { type: "break", by: "dario", target: A(1) }, { type: "pass", by: "dario" }).state;
    expect(won.dice).toEqual({ protagonist: [3, 3], adversary: [2, 3] });
    expect(awaited(won)[0]).toEqual({ kind: "pairing", role: "protagonist", user: "ana", suggested: [1, 2], mayLower: true });
    const { state, entries } = play(won, { type: "pairing", by: "ana", pairs: [1, 2], lower: "Cadáver" });
    expect(state.protagonist.inspirations).toEqual([2, 1]);
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-1", role: "protagonist", what: "Cadáver: Risk 5 → 4" }));
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-5", role: "ally", what: "the Ally gains half of 1: 0 PH" }));
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-AMB-10", role: "ally", what: "the half-sum rounds down" }));
    // The World supported the loser with 2 dice: one Risk reduction is still to place.
    expect(awaited(state)).toEqual([{ kind: "world-risk", role: "world", user: "dario", reductions: 1 }]);
  });

  test("FA-LOOT-1 the winner may change the suggestion; only the winner pairs", () => {
    const won = lap(play(start(), roll("ana", P(1), "Cadáver", 6), { type: "trait", by: "ana", trait: "Vida nocturna", use: "help", die: 1 }).state).state;
    expect(refusal(won, { type: "pairing", by: "bruno" })).toEqual({ code: "fa.pairing.winner-only", rule: "FA-LOOT-1", params: { user: "bruno", winner: "ana" } });
    const { state } = play(won, { type: "pairing", by: "ana", pairs: [null, 1] });
    expect(state.protagonist.inspirations).toEqual([2, 3, 3, 2]);
  });

  test("FA-LOOT-4 FA-LOOT-7 FA-LOOT-9 the losing Adversary's PH; the World that supported the winner copies its Inspirations; hindering Traits pay PH", () => {
    const s = play(start(), roll("ana", A(1), "Cadáver", 4), { type: "trait", by: "ana", trait: "Vida nocturna", use: "hinder", die: 1 }, roll("ana", P(1), "Quince años de matarife", 6),
      { type: "pass", by: "ana" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" }, { type: "support", by: "dario", side: "protagonist" }, { type: "pass", by: "dario" }).state;
    expect(s.dice).toEqual({ protagonist: [6], adversary: [2, 2] });
    const ended = play(start(), roll("ana", A(1), "Cadáver", 4), { type: "trait", by: "ana", trait: "Vida nocturna", use: "hinder", die: 1 }, roll("ana", P(1), "Quince años de matarife", 6),
      { type: "pass", by: "ana" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" }, { type: "support", by: "dario", side: "protagonist" }, { type: "pass", by: "dario" });
    expect(ended.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-4", role: "adversary", what: "the Adversary lost: 0 (the Protagonist's dice beyond the first) + 0 (⌊(6 − 5) / 2⌋) + 0 (postponements) = 0 PH" }));
    expect(ended.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-9", role: "protagonist", what: "1 hindering Trait: +1 PH to the Protagonist" }));
    const { state, entries } = play(s, { type: "pairing", by: "ana" });
    expect(state.protagonist.inspirations).toEqual([2, 3, 4]);
    expect(state.adversary.inspirations).toEqual([3, 3, 5, 2]);
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-7", role: "world", what: "the World last supported the winner: it gains a copy, I=4" }));
    expect(state.world!.inspirations).toEqual([2, 2, 2, 4]);
    expect(state.phase).toEqual({ kind: "over", winner: "protagonist", how: "score" });
  });

  test("FA-LOOT-2 FA-LOOT-3 FA-LOOT-6 the Adversary wins: its Inspirations as the Protagonist's would be, no facet −1; the Protagonist's Traits renewed; the Ally renews by whom they helped through", () => {
    const s = play(start(), roll("ana", A(1), "Cadáver", 4), { type: "trait", by: "ana", trait: "Vida nocturna", use: "hinder", die: 1 }, roll("ana", A(1), "Cadáver", 5)).state;
    const { state, entries } = play(s, { type: "pass", by: "ana" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" }, { type: "pass", by: "dario" }, { type: "concede", by: "ana" });
    expect(state.dice).toEqual({ protagonist: [1], adversary: [5, 2] });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-2", role: "protagonist", what: "the Protagonist lost: Traits renewed (Vida nocturna)" }));
    expect(state.protagonist.traits.every((t) => !t.exhausted)).toBe(true);
    expect(awaited(state).map((w) => w.kind)).toEqual(["pairing", "ally-renew"]);
    expect(refusal(state, { type: "pairing", by: "bruno", lower: "Sara" })).toEqual({ code: "fa.loot.lower-protagonist", rule: "FA-LOOT-3" });
    const paired = play(state, { type: "pairing", by: "bruno" });
    expect(paired.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-3", role: "adversary", what: "pairing 5 − 1, 2 unmatched: the adversary gains I=4, I=2; the protagonist gains nothing" }));
    expect(refusal(paired.state, { type: "ally-renew", by: "carla" })).toEqual({ code: "fa.loot.ally-through", rule: "FA-LOOT-6" });
    expect(refusal(paired.state, { type: "ally-renew", by: "carla", throughMain: false })).toEqual({ code: "fa.loot.ally-which", rule: "FA-LOOT-6", params: { trait: "" } });
    const one = play(paired.state, { type: "ally-renew", by: "carla", throughMain: false, trait: "Paraguas" });
    expect(one.state.ally!.mainTraits).toEqual([{ name: "Buena vecina", exhausted: true }, { name: "Paraguas", exhausted: false }]);
    expect(one.state.phase.kind).toBe("over");
    const all = play(paired.state, { type: "ally-renew", by: "carla", throughMain: true });
    expect(all.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-6", role: "ally", what: "the Protagonist lost: the Ally's main character renews Buena vecina, Paraguas" }));
  });

  test("FA-LOOT-8 the World that last supported the loser spreads one Risk reduction per loser's die beyond the first, never below 1", () => {
    const s = play(start(), roll("ana", P(1), "Cadáver", 6), { type: "pass", by: "ana" }, { type: "inspire", by: "bruno", target: A(1), value: 5 }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" },
      { type: "support", by: "dario", side: "adversary" }, { type: "break", by: "dario", target: A(1) }, { type: "break", by: "dario", target: A(2) }, { type: "pass", by: "dario" }).state;
    expect(s.dice.adversary).toEqual([2, 1, 2]);
    expect(awaited(s).map((w) => w.kind)).toEqual(["pairing", "world-risk"]);
    expect(refusal(s, { type: "world-risk", by: "dario", facets: { Tormenta: 3 } })).toEqual({ code: "fa.loot.world-too-many", rule: "FA-LOOT-8", params: { want: 3, allowed: 2 } });
    const { state, entries } = play(s, { type: "world-risk", by: "dario", facets: { Vecina: 2 } });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-8", role: "world", what: "Vecina: Risk 2 → 1 (never below 1)" }));
    expect(state.phase.kind).toBe("loot");
    expect(play(state, { type: "pairing", by: "ana" }).state.phase.kind).toBe("over");
    expect(refusal(play(state, { type: "pairing", by: "ana" }).state, { type: "pairing", by: "ana" })).toEqual({ code: "fa.over", rule: "FA-END-1" });
  });

  test("FA-CONF-2 FA-RECAP-1 FA-AMB-01 at the end the Adversary's facets are ready again and the recap lists each facet's Risk change and any overflow", () => {
    const s = play(start(), roll("ana", P(1), "Cadáver", 2), roll("ana", P(1), "Cadáver", 3), { type: "pass", by: "ana" }, roll("bruno", A(1), "Sara", 2), { type: "pass", by: "bruno" }, { type: "pass", by: "carla" }, { type: "pass", by: "dario" }).state;
    const { state, entries } = play(s, { type: "pairing", by: "ana" });
    expect(state.adversary.facets.every((f) => !f.exhausted)).toBe(true);
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-RECAP-1", role: "protagonist", what: "the Protagonist's recap: no Risk changed; overflow on Cadáver" }));
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-CONF-2", what: "the conflict is over: the Adversary's conflict facets are ready for the next one" }));
    expect(refusal(start({ settings: { riskAtFive: "refuse" } }), roll("ana", P(1), "Cadáver", 2), roll("ana", P(1), "Cadáver", 3))).toEqual({ code: "fa.risk.at-five", rule: "FA-AMB-01", params: { facet: "Cadáver" } });
  });

  test("FA-AMB-09 FA-AMB-10 settings: the loser's own dice, and the half-sum rounded up", () => {
    const s = play(start({ settings: { adversaryPhDice: "loser-dice", allyRounding: "up" } }), roll("ana", P(1), "Cadáver", 6), { type: "pass", by: "ana" }, { type: "pass", by: "bruno" }, { type: "pass", by: "carla" },
      { type: "support", by: "dario", side: "protagonist" }, { type: "inspire", by: "dario", target: A(1), value: 2 }, { type: "break", by: "dario", target: A(1) }, { type: "pass", by: "dario" });
    expect(s.entries).toContainEqual(expect.objectContaining({ rule: "FA-AMB-09" }));
    expect(s.entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-4", what: expect.stringContaining("1 (its own dice beyond the first) + 0") }));
    const { entries } = play(s.state, { type: "pairing", by: "ana" });
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-AMB-10", role: "ally", what: "the half-sum rounds up" }));
    expect(entries).toContainEqual(expect.objectContaining({ rule: "FA-LOOT-5", role: "ally", what: "the Ally gains half of 5: 3 PH" }));
  });
});

describe("fewer than four players", () => {
  test("FA-ROLE-2 with no Ally and no World the round ends after the Adversary's turn", () => {
    const s = start({ players: { protagonist: "ana", adversary: "bruno" }, ally: undefined, world: undefined });
    const { state } = play(s, { type: "pass", by: "ana" }, { type: "pass", by: "bruno" });
    checksRule(["FA-ROLE-2"], () => expect(state.phase).toEqual({ kind: "tie", continuing: [] }));
  });
});
