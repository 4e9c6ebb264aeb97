// zod at the edge: a conflict's opening (who holds each role, the sheets' facets, Traits, PH and
// Inspirations, which the chapter leaves to the rest of the game) and every action a role can take.
// Dice arrive rolled: a roll carries its face, checked to be a d6's.
import { z } from "zod";
import { settingsSchema } from "./settings.js";

const name = z.string().trim().min(1).max(120);
const user = z.string().trim().min(1).max(60);
/** FA-SHEET-4: facet levels stay between 1 and 5. */
const facet = z.object({ name, level: z.number().int().min(1).max(5) }).strict();
/** FA-INSP-1: Inspirations are worth 1 to 5 (the Ally's boost makes a 6 later). */
const inspiration = z.number().int().min(1).max(5);
const ph = z.number().int().min(0).max(99);
const trait = z.union([name.transform((n) => ({ name: n, exhausted: false })), z.object({ name, exhausted: z.boolean().default(false) }).strict()]);

export const setup = z.object({
  conflict: z.string().trim().min(1).max(80).default("conflict"),
  players: z.object({ protagonist: user, adversary: user, ally: user.optional(), world: user.optional() }).strict(),
  /** FA-SHEET-1: five facets in the book; the chapter does not fix the count, so one to five. */
  protagonist: z.object({ facets: z.array(facet).min(1).max(5), traits: z.array(trait).max(10).default([]), ph: ph.default(0), inspirations: z.array(inspiration).max(20).default([]) }).strict(),
  /** FA-SHEET-2: three conflict facets in the book, and a Threat. */
  adversary: z.object({ facets: z.array(facet).min(1).max(5), threat: name.optional(), ph: ph.default(0), inspirations: z.array(inspiration).max(20).default([]) }).strict(),
  /** FA-SHEET-3. */
  ally: z.object({ ph: ph.default(0), inspirations: z.array(inspiration).max(20).default([]), mainTraits: z.array(trait).max(10).default([]), throughMain: z.boolean().optional() }).strict().optional(),
  world: z.object({ ph: ph.default(0), inspirations: z.array(inspiration).max(20).default([]), facets: z.array(facet).max(5).default([]) }).strict().optional(),
  settings: settingsSchema.default(() => settingsSchema.parse({})),
}).strict().superRefine((s, ctx) => {
  const seen = new Set<string>();
  for (const u of Object.values(s.players)) {
    if (u === undefined) continue;
    if (seen.has(u.toLowerCase())) ctx.addIssue({ code: "custom", path: ["players"], message: `${u} holds two roles` });
    seen.add(u.toLowerCase());
  }
  if (s.ally && !s.players.ally) ctx.addIssue({ code: "custom", path: ["ally"], message: "an Ally's sheet without an Ally player" });
  if (s.world && !s.players.world) ctx.addIssue({ code: "custom", path: ["world"], message: "a World's sheet without a World player" });
});
export type Setup = z.input<typeof setup>;

const side = z.enum(["protagonist", "adversary"]);
/** A die on the table: its side and its place in that side's row, counting from 1. */
const die = z.object({ side, die: z.number().int().min(1).max(60) }).strict();
const face = z.number().int().min(1).max(6);

/**
 * FA-LOOT-1: an unmatched winner's die is written "-" everywhere (a replay, `gf facetas eval --pairs`,
 * the `[fa-botin]` block); the rules hold it as null. A null written by an older export still reads.
 */
export const UNMATCHED = "-";
const unmatchedOr = <T extends z.ZodType>(paired: T) => z.union([paired, z.literal(UNMATCHED).transform(() => null), z.null()]);

export const action = z.discriminatedUnion("type", [
  /** FA-ROLL-1…4, FA-COST-1…2, FA-PH-1. */
  z.object({ type: z.literal("roll"), by: user, target: die, facet: name.optional(), pay: z.enum(["facet", "ph"]).default("facet"), face }).strict(),
  /** FA-INSP-2, FA-INSP-3. */
  z.object({ type: z.literal("inspire"), by: user, target: die, value: z.number().int().min(1).max(6) }).strict(),
  /** FA-ALLY-1. */
  z.object({ type: z.literal("boost"), by: user, value: inspiration }).strict(),
  /** FA-TRAIT-1…3, FA-BREAK-1. */
  z.object({ type: z.literal("trait"), by: user, trait: name, use: z.enum(["help", "hinder"]), die: z.number().int().min(1).max(60), lower: name.optional() }).strict(),
  /** FA-WORLD-4: the side the World supports this turn. */
  z.object({ type: z.literal("support"), by: user, side }).strict(),
  /** FA-WORLD-1. */
  z.object({ type: z.literal("break"), by: user, target: die }).strict(),
  /** FA-ROLL-5: end one's turn. */
  z.object({ type: z.literal("pass"), by: user }).strict(),
  /** FA-END-1: after a tie, play on. */
  z.object({ type: z.literal("continue"), by: user }).strict(),
  /** FA-END-1, FA-END-2: after a tie, give up. */
  z.object({ type: z.literal("surrender"), by: user }).strict(),
  /** FA-END-3: the Protagonist, behind, pays 1 PH for another round. */
  z.object({ type: z.literal("postpone"), by: user }).strict(),
  /** FA-END-3: the Protagonist, behind, lets the conflict end. */
  z.object({ type: z.literal("concede"), by: user }).strict(),
  /**
   * FA-LOOT-1, FA-LOOT-3: the winner's pairing, one entry per winner's die (the loser's die it is
   * paired with, counting from 1, or null); absent, the suggested best pairing is taken. `lower` is
   * the Protagonist's one facet −1 when they win (FA-LOOT-1 step 6).
   */
  z.object({ type: z.literal("pairing"), by: user, pairs: z.array(unmatchedOr(z.number().int().min(1).max(60))).max(60).optional(), lower: name.optional() }).strict(),
  /** FA-LOOT-8: where the World's Risk reductions go, facet name → steps. */
  z.object({ type: z.literal("world-risk"), by: user, facets: z.record(name, z.number().int().min(0).max(60)) }).strict(),
  /** FA-LOOT-6: the Ally says through whom they helped, and which Trait to renew when only one is. */
  z.object({ type: z.literal("ally-renew"), by: user, throughMain: z.boolean().optional(), trait: name.optional() }).strict(),
]);
export type Action = z.output<typeof action>;
export type ActionInput = z.input<typeof action>;
export type ActionType = Action["type"];
