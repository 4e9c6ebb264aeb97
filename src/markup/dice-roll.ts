// The platform's roll card: the block a game's reply carries for each verifiable roll the service
// made for it, whatever the game. The flow runner writes it (src/service/flows/flow-runner.ts hands
// it to the game with the roll, FlowStepContext.roll), the one markdown-it rule cooks it as card data
// and the plugin's core bundle draws it (src/plugin-client/cards/dice-roll.ts): each die as its shape
// with its face, and the verification badge (src/plugin-client/roll-check.ts), which checks the
// proof against the dice, the post and the block the card names.
//
//   [dice-roll post=812 block=0 proof=gf2.Z2Yt…]        [tirada-dados post=812 bloque=0 prueba=gf2.Z2Yt…]
//   dice: d6=3 d6=5 d6=1                                dados: d6=3 d6=5 d6=1
//   [/dice-roll]                                        [/tirada-dados]
//
// written in the table's language (a reply holds no word of the other), read in either.
// Only the service writes one (a player's copy is drawn too, and its badge reads "quote": the card
// proves a roll only in the service's own reply, docs/verifiable-dice.md §V.8). The block holds no
// words, so it reads the same at a table of either language: the card draws its labels in the
// table's. No zod on this path: the Discourse feature bundles it.
import type { Lang } from "../lib/i18n.js";
import { el, LINE_BREAK, type Html } from "./html.js";
import type { GameParsedBlock, LocatedBlock, MarkupGame } from "./markup-game.js";
import { readOpenTag } from "./tag.js";
import { DICE_ROLL_CARD } from "./dice-roll-card.js";

/** The block's words in each language: its tag, its attributes and its dice line. */
const WORDS = {
  en: { tag: "dice-roll", block: "block", proof: "proof", dice: "dice" },
  es: { tag: "tirada-dados", block: "bloque", proof: "prueba", dice: "dados" },
} as const satisfies Record<Lang, Record<string, string>>;

export const DICE_ROLL_TAG = WORDS.en.tag;
/** Its tags, every language's: what the outbox guard and the flow runner's replies know as the roll card. */
export const DICE_ROLL_TAGS: readonly string[] = [WORDS.en.tag, WORDS.es.tag];
export { DICE_ROLL_CARD };

/** A die of a roll card: its size (2–100) and face. */
export interface RollCardDie { readonly size: number; readonly face: number }

export interface DiceRollNode {
  /** The forum's id of the post the roll was made for (the proof's context). */
  readonly post: number;
  /** The roll's number in that post (the proof's context). */
  readonly block: number;
  readonly proof: string;
  readonly dice: readonly RollCardDie[];
}

export interface ParsedDiceRoll extends GameParsedBlock {
  readonly block: "roll";
  readonly node: DiceRollNode | undefined;
  /** What is wrong with the block, in words (English: the service writes these blocks, a reader's mistake is a forgery). */
  readonly errors: readonly { readonly line: number; readonly message: string }[];
}

/** A proof as the dice core writes it: a version word and base64url parts joined by dots. */
const PROOF = /^gf\d\.[A-Za-z0-9._-]{16,2048}$/;
const DIE = /^d(\d{1,3})=(\d{1,3})$/;
const MAX_DICE = 60;
const DICE_LINE = /^\s*(?:dice|dados)\s*:/i;

/** The block's text in the table's language, as the runner places it in a reply. */
export function diceRollBlock(node: DiceRollNode, lang: Lang): string {
  const w = WORDS[lang];
  return [`[${w.tag} post=${node.post} ${w.block}=${node.block} ${w.proof}=${node.proof}]`,
    `${w.dice}: ${node.dice.map((d) => `d${d.size}=${d.face}`).join(" ")}`, `[/${w.tag}]`].join("\n");
}

const whole = (v: string | undefined): number | undefined => (v !== undefined && /^\d{1,12}$/.test(v) ? Number(v) : undefined);

/** Reads one located block; never throws. */
export function readDiceRoll(located: LocatedBlock): ParsedDiceRoll {
  const errors: { line: number; message: string }[] = [];
  const line = located.open.number;
  const tag = readOpenTag(located.open.text, located.openFrom ?? located.open.text.indexOf("["));
  const attrs = new Map(tag?.ok ? tag.attrs.map((a) => [a.name.toLowerCase(), a.value] as const) : []);
  const post = whole(attrs.get("post"));
  const block = whole(attrs.get("block") ?? attrs.get("bloque"));
  const proof = attrs.get("proof") ?? attrs.get("prueba") ?? "";
  if (!tag?.ok) errors.push({ line, message: "the tag's attributes cannot be read" });
  if (post === undefined) errors.push({ line, message: "post= must be a post id" });
  if (block === undefined) errors.push({ line, message: "block= must be a roll number" });
  if (!PROOF.test(proof)) errors.push({ line, message: "proof= must be a dice proof" });
  const diceLine = located.body.find((l) => DICE_LINE.test(l.text));
  const words = diceLine ? diceLine.text.replace(DICE_LINE, "").trim().split(/\s+/).filter(Boolean) : [];
  const dice: RollCardDie[] = [];
  for (const w of words) {
    const m = DIE.exec(w);
    const size = m ? Number(m[1]) : 0;
    const face = m ? Number(m[2]) : 0;
    if (!m || size < 2 || size > 100 || face < 1 || face > size) { errors.push({ line: diceLine!.number, message: `not a die: ${w.slice(0, 12)}` }); break; }
    dice.push({ size, face });
  }
  if (!diceLine || dice.length === 0) errors.push({ line: diceLine?.number ?? line, message: "dice: must list the rolled dice (d6=3 d6=5)" });
  if (dice.length > MAX_DICE) errors.push({ line: diceLine!.number, message: `at most ${MAX_DICE} dice` });
  if (!located.close) errors.push({ line, message: `[/${DICE_ROLL_TAG}] is missing` });
  const node = errors.length === 0 ? { post: post!, block: block!, proof, dice } : undefined;
  return { block: "roll", node, errors };
}

/** The card's data, as card-data.ts writes values: JSON between single quotes (the proof's alphabet needs no escape). */
function cardValue(node: DiceRollNode): string {
  return `${DICE_ROLL_CARD} {'post':${node.post},'block':${node.block},'proof':'${node.proof}','dice':[${node.dice.map((d) => `{'size':${d.size},'face':${d.face}}`).join(",")}]}`;
}

/** The cooked card: its data in the attribute, the dice as fallback text; a malformed block is an error card with its source. */
export function diceRollHtml(parsed: ParsedDiceRoll, source: string): Html {
  if (!parsed.node) {
    const errors = parsed.errors.map((e) => `{'line':${e.line},'column':1,'code':'dice-roll','message':'${e.message.replace(/[^A-Za-z0-9 =:,.()[\]/-]/g, "")}'}`);
    return el("div", { "data-gf-card": `error {'tag':'${DICE_ROLL_TAG}','errors':[${errors.join(",")}],'more':0}` },
      `[${DICE_ROLL_TAG}]`, LINE_BREAK, el("pre", {}, el("code", {}, source)));
  }
  return el("div", { "data-gf-card": cardValue(parsed.node) }, parsed.node.dice.map((d) => `d${d.size}: ${d.face}`).join(" · "));
}

/** The roll card for the shared markdown rule, which reads it beside whatever games it is handed (markdown-it-plugin.ts). */
export const DICE_ROLL_MARKUP: MarkupGame<ParsedDiceRoll> = {
  game: "dice",
  tags: new Map(DICE_ROLL_TAGS.map((t) => [t, DICE_ROLL_TAG])),
  parse: (_key, located, _lang: Lang) => readDiceRoll(located),
  render: (parsed, source) => diceRollHtml(parsed, source),
  allowList: ["div[data-gf-card]", "br", "pre", "code"],
};
