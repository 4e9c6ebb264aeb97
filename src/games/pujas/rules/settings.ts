// Pujas' settings: the group's numbers (PJ-SETUP-1) and one setting for every point the one-page
// order of play leaves open (PJ-AMB-nn), each with its recommended default (docs/games/pujas.md §6). A group changes
// them in its setup; the reducer reads them, never a constant.

export interface PjSettings {
  /** PJ-SETUP-1: coins each player starts with. */
  readonly startingCoins: number;
  /** PJ-SETUP-1: coins each player gets from the Bank at the end of every scene. */
  readonly recovery: number;
  /** PJ-BID-2: a scene bid of 0 is legal (the recommended reading). */
  readonly zeroBids: boolean;
  /** PJ-AMB-02: where the previous Narrator ranks among tied bidders. */
  readonly previousNarratorInTies: "last" | "first";
  /** PJ-AMB-03: the Narrator spends the table budget before the purse (it is lost at scene end anyway). */
  readonly tableFirst: boolean;
  /** PJ-AMB-05: a Challenge that stops with its top options tied: the challenged version stands, or the tied option proposed first. */
  readonly challengeTie: "status-quo" | "first-proposed";
  /** PJ-AMB-06: the price of starting a Complication on your own turn (the dice are paid apart). */
  readonly complicationPrice: number;
  /** PJ-AMB-08: a Trait or a coin may also take a die out of a pool. */
  readonly removeDice: boolean;
  /** PJ-AMB-08: each Trait gives its die at most once per Complication. */
  readonly traitOncePerComplication: boolean;
  /** PJ-AMB-09: a full lap of turns with no change to the pools lets the dice be rolled without everyone's word. */
  readonly idleLapRolls: boolean;
  /** PJ-AMB-10: prize coins the winner pays for each prize coin of another player bought away. */
  readonly prizeBuyPrice: number;
  /** PJ-AMB-11: prize coins left unspent: lost (the explicit sentence), kept, or kept by the winners only. */
  readonly unspentPrize: "lost" | "kept" | "winners-keep";
  /** PJ-AMB-12: who votes on a Fine: everyone, or everyone but the accuser and the accused. */
  readonly fineVoters: "everyone" | "others";
  /** PJ-AMB-13: a Sub-component's Importance: its own Traits only (l. 37), or every coin spent creating and linking it. */
  readonly subImportance: "own-traits" | "coins";
  /** PJ-AMB-14: the losers' prize counts the dice of the deciding roll only, or of every roll. */
  readonly loserPrizeDice: "deciding-roll" | "every-roll";
}

export const DEFAULT_SETTINGS: PjSettings = {
  startingCoins: 25,
  recovery: 5,
  zeroBids: true,
  previousNarratorInTies: "last",
  tableFirst: true,
  challengeTie: "status-quo",
  complicationPrice: 0,
  removeDice: true,
  traitOncePerComplication: true,
  idleLapRolls: true,
  prizeBuyPrice: 1,
  unspentPrize: "lost",
  fineVoters: "everyone",
  subImportance: "own-traits",
  loserPrizeDice: "deciding-roll",
};
