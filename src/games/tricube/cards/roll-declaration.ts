// The picker's pure half: what a character can declare for a challenge, read from its sheet (the
// dice its quality and concept give, TT-DICE-1; its quirks, one of which it may declare now, before
// the roll, TT-QRK-1; its perks), and the [tt-roll] block a choice writes, in the reader's language.
import type { Lang } from "../../../lib/i18n.js";
import { shownName, withoutBidi } from "../../../markup/attr-values.js";
import { diceCount, qualityApplies } from "../rules/dice-count.js";
import { DEFAULT_STYLE } from "../rules/model.js";
import type { ChallengeNode, SheetNode } from "../markup/schemas.js";
import { TAGS } from "../markup/vocabulary.js";

export interface RollOptions {
  readonly challenge: string;
  readonly character: string;
  readonly quirks: readonly string[];
  readonly perks: readonly string[];
  /** TT-DICE-1: whether the character's quality gives the third die here. */
  readonly qualityApplies: boolean;
  /** The GM's own "outside concept" flag for this character: one die fewer already. */
  readonly outsideConcept: boolean;
  /** The dice the service will roll, before the player's own "outside my concept". */
  readonly dice: number;
  /** The difficulty as the GM set it, before a quirk (+1) or Karma (−1); none in an opposed challenge. */
  readonly difficulty: number | undefined;
  /** TT-OPP-1: in an opposed challenge, the opponent whose highest die is the difficulty. */
  readonly opponent?: string;
}

/** What the sheet's character may declare for the challenge; null when the challenge does not name it. */
export function rollOptions(sheet: SheetNode, challenge: ChallengeNode): RollOptions | null {
  const name = sheet.name;
  // Names compare without bidi controls, as the game reads them (a card cooked before it did may carry them).
  const same = (a: string, b: string) => withoutBidi(a).trim().toLowerCase() === withoutBidi(b).trim().toLowerCase();
  const who = challenge.who.find((w) => !!name && same(w.character, name));
  if (!who || !sheet.quality || sheet.kind !== "pc") return null;
  const input = {
    quality: sheet.quality, style: sheet.style ?? DEFAULT_STYLE[sheet.quality],
    challengeQuality: who.quality ?? challenge.quality ?? sheet.quality, combat: challenge.combat ?? null,
    outsideConcept: who.outsideConcept, fear: challenge.kind === "fear",
  };
  return {
    challenge: challenge.id, character: who.character, quirks: sheet.quirks, perks: sheet.perks.map((p) => p.name),
    qualityApplies: qualityApplies(input), outsideConcept: who.outsideConcept, dice: diceCount(input),
    // TT-OPP-1: the GM's base plays no part in an opposed roll; its difficulty is the opponent's top die.
    ...(challenge.kind === "opposed"
      ? { difficulty: undefined, opponent: challenge.who.find((x) => x !== who)?.character ?? "" }
      : { difficulty: challenge.difficulty }),
  };
}

export interface RollChoice {
  readonly quirk?: string;
  readonly perk?: string;
  /** The player owns up to a task outside the concept: one die fewer. */
  readonly outsideConcept?: boolean;
}

const WORDS = {
  es: { challenge: "desafio", character: "personaje", quality: "cualidad", concept: "concepto", quirk: "defecto", perk: "ventaja", yes: "sí", no: "no" },
  en: { challenge: "challenge", character: "character", quality: "quality", concept: "concept", quirk: "quirk", perk: "perk", yes: "yes", no: "no" },
} as const;

/**
 * What the picker writes into the composer: one line, without bidi controls (a name or a trait typed
 * with U+202E would reorder the block the player sees and sends; the game reads values without them).
 */
export const plain = (v: string) => shownName(v).trim();
/** An attribute value, quoted when it has spaces (quotes inside are dropped: the tag reader has no escapes). */
export const attr = (raw: string) => { const v = plain(raw); return /[\s\]]/.test(v) || v === "" ? `"${v.replace(/"/g, "")}"` : v.replace(/"/g, ""); };

/** The [tt-roll] block for a choice: the quality claim the sheet supports, the quirk, the perk, the concept. */
export function rollDeclaration(o: RollOptions, choice: RollChoice, lang: Lang): string {
  const w = WORDS[lang];
  const tag = TAGS.roll[lang === "es" ? 1 : 0];
  return [
    `[${tag} ${w.challenge}=${attr(o.challenge)} ${w.character}=${attr(o.character)}]`,
    `${w.quality}: ${o.qualityApplies ? w.yes : w.no}`,
    ...(choice.outsideConcept ? [`${w.concept}: ${w.no}`] : []),
    ...(choice.quirk ? [`${w.quirk}: ${plain(choice.quirk)}`] : []),
    ...(choice.perk ? [`${w.perk}: ${plain(choice.perk)}`] : []),
    `[/${tag}]`,
  ].join("\n");
}
