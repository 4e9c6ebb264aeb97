// The parsed Tricube blocks as zod schemas: what a post's [tt-…] blocks mean once read. The
// parser builds these nodes; the schemas check them at the edge (the service, the replay, tests),
// and the types come from z.infer.
import { z } from "zod";
import { ENEMY_QUALITIES, LIMITATIONS, QUALITIES, STYLES } from "../rules/model.js";

const text = z.string().min(1).max(200);
const quality = z.enum(QUALITIES);
const limitation = z.enum(LIMITATIONS);

export const markupError = z.object({
  code: z.string(),
  rule: z.string().optional(),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
  line: z.int().min(1),
  column: z.int().min(1),
});
export type MarkupError = z.infer<typeof markupError>;

export const challengeNode = z.object({
  block: z.literal("challenge"),
  id: text,
  kind: z.enum(["normal", "attack", "defence", "fear", "opposed"]),
  quality: quality.optional(),
  /** The quality line's word as typed ("astuta": the rules give "astuto/a"), what the cards show. */
  qualityWord: text.optional(),
  difficulty: z.union([z.literal(4), z.literal(5), z.literal(6)]).optional(),
  effort: z.int().min(1).max(99).optional(),
  who: z.array(z.object({ character: text, quality: quality.optional(), outsideConcept: z.boolean() })),
  combat: z.enum(STYLES).optional(),
  enemy: z.object({ name: text.optional(), qualities: z.array(z.enum(ENEMY_QUALITIES)), level: z.int().min(1).max(99).optional(), boss: z.boolean() }).optional(),
  deadly: z.boolean(),
  battle: text.optional(),
});

export const rollNode = z.object({
  block: z.literal("roll"),
  challenge: text,
  character: text,
  quality: z.boolean().optional(),
  concept: z.boolean().optional(),
  quirk: text.optional(),
  perk: text.optional(),
  vehicle: text.optional(),
  /** Dice a group rolled itself; the service rolls verifiable ones otherwise. */
  dice: z.array(z.int().min(1).max(6)).min(1).max(3).optional(),
});

export const karmaNode = z.object({
  block: z.literal("karma"),
  challenge: text,
  character: text,
  perk: text,
  spender: text.optional(),
  prepared: z.boolean(),
});

const named = z.object({ name: text, limitations: z.array(limitation) });

export const sheetNode = z.object({
  block: z.literal("sheet"),
  kind: z.enum(["pc", "vehicle"]),
  name: text.optional(),
  player: text.optional(),
  quality: quality.optional(),
  concept: text.optional(),
  /** The archetype as typed (quality word and concept, in the player's gender and order), what the cards show. */
  archetype: text.optional(),
  style: z.enum(STYLES).optional(),
  perks: z.array(named),
  quirks: z.array(text),
  karma: z.object({ current: z.int().min(0).max(99), quota: z.int().min(0).max(99) }).optional(),
  resolve: z.object({ current: z.int().min(0).max(99), quota: z.int().min(0).max(99) }).optional(),
  afflictions: z.array(z.object({ name: text, permanent: z.boolean(), untilSceneEnd: z.boolean(), fatal: z.boolean() })),
  advances: z.int().min(0).max(99),
  level: z.int().min(1).max(99).optional(),
  species: text.optional(),
  spells: z.array(named),
});

const afflictionText = z.object({ name: text, permanent: z.boolean(), untilSceneEnd: z.boolean(), fatal: z.boolean() });

/** A human's answer to what the tool asked: exactly one of cost, reward, affliction, accept or advance. */
export const answerNode = z.object({
  block: z.literal("answer"),
  character: text,
  challenge: text.optional(),
  cost: z.enum(["resolve", "complication", "consequence"]).optional(),
  complication: text.optional(),
  reward: z.enum(["karma", "resolve"]).optional(),
  affliction: afflictionText.optional(),
  accept: z.boolean().optional(),
  advance: z.discriminatedUnion("take", [
    z.object({ take: z.literal("perk"), name: text, limitations: z.array(limitation) }),
    z.object({ take: z.literal("quirk"), name: text }),
    z.object({ take: z.literal("karma-quota") }),
    z.object({ take: z.literal("resolve-quota") }),
  ]).optional(),
});

/** The GM's moves between rolls, in the order written. */
export const gmStep = z.discriminatedUnion("do", [
  z.object({ do: z.literal("close"), challenge: text }),
  z.object({ do: z.literal("scene-end") }),
  z.object({ do: z.literal("session") }),
  z.object({ do: z.literal("grant-advance"), character: text }),
  z.object({ do: z.literal("offer"), character: text }),
]);
export const gmNode = z.object({ block: z.literal("gm"), steps: z.array(gmStep).min(1).max(20) });

const tokens = z.object({ current: z.int().min(0).max(99), quota: z.int().min(0).max(99) });

/**
 * The service's table of one challenge, as it stands after a post: effort left (TT-EFF-2), each
 * challenged character's difficulty in force with its modifiers (TT-KAR-3, TT-QRK-1, TT-HS-1,
 * TT-LVL-3), Karma and Resolve, and whom the table waits for. Drawn by the card, never played.
 */
export const tableNode = z.object({
  block: z.literal("table"),
  challenge: text,
  effort: z.object({ left: z.int().min(0).max(99), total: z.int().min(1).max(99) }).optional(),
  closed: z.boolean(),
  characters: z.array(z.object({
    name: text,
    difficulty: z.object({ value: z.int().min(0).max(20), parts: z.array(z.object({ amount: z.int().min(-9).max(9), rule: z.string().regex(/^TT-[A-Z0-9]+-\d{1,3}$/) })).max(10) }).optional(),
    karma: tokens.optional(),
    resolve: tokens.optional(),
  })).max(20),
  waiting: z.array(text).max(20),
  /** Each failure whose cost the table waits for (TT-OUT-3): the character, who decides it, and whether it was critical (TT-OUT-4). */
  costs: z.array(z.object({ character: text, user: text, critical: z.boolean() })).max(20).optional(),
  /** Each character whose Karma may lower the difficulty now (TT-KAR-3), and the player who may spend it. */
  karmaOffers: z.array(z.object({ character: text, user: text })).max(20).optional(),
});

export const tricubeNode = z.discriminatedUnion("block", [challengeNode, rollNode, karmaNode, sheetNode, answerNode, gmNode, tableNode]);
export type ChallengeNode = z.infer<typeof challengeNode>;
export type RollNode = z.infer<typeof rollNode>;
export type KarmaNode = z.infer<typeof karmaNode>;
export type SheetNode = z.infer<typeof sheetNode>;
export type AnswerNode = z.infer<typeof answerNode>;
export type GmNode = z.infer<typeof gmNode>;
export type GmStep = z.infer<typeof gmStep>;
export type TableNode = z.infer<typeof tableNode>;
export type TricubeNode = z.infer<typeof tricubeNode>;

export interface ParsedTricubeBlock {
  readonly block: TricubeNode["block"];
  /** Null when the block is not readable enough to mean anything (an error card). */
  readonly node: TricubeNode | null;
  readonly errors: readonly MarkupError[];
  readonly lang: "es" | "en";
  /** 1-based lines of the opening and closing tags. */
  readonly openLine: number;
  readonly closeLine: number | null;
  /** UTF-16 offsets of the block in the raw post, open tag to close tag. */
  readonly start: number;
  readonly end: number;
}
