// Facetas' markup nodes: what each block means, as plain data checked by zod on the service's side
// (the block reader itself has no zod, so the forum's bundle could carry it).
import { z } from "zod";
import type { MarkupError } from "../../../markup/markup-error.js";
import { settingsSchema } from "../rules/settings.js";

const name = z.string().min(1).max(120);
const side = z.enum(["protagonist", "adversary"]);
const role = z.enum(["protagonist", "adversary", "ally", "world"]);
const target = z.object({ side, die: z.number().int().min(1).max(60) }).strict();

export const turnStep = z.discriminatedUnion("type", [
  z.object({ type: z.literal("roll"), target, facet: name.optional(), pay: z.enum(["facet", "ph"]) }).strict(),
  z.object({ type: z.literal("inspire"), target, value: z.number().int().min(1).max(6) }).strict(),
  z.object({ type: z.literal("boost"), value: z.number().int().min(1).max(5) }).strict(),
  z.object({ type: z.literal("trait"), trait: name, use: z.enum(["help", "hinder"]), die: z.number().int().min(1).max(60), lower: name.optional() }).strict(),
  z.object({ type: z.literal("support"), side }).strict(),
  z.object({ type: z.literal("break"), target }).strict(),
  z.object({ type: z.enum(["pass", "continue", "surrender", "postpone", "concede"]) }).strict(),
]);
export type TurnStep = z.infer<typeof turnStep>;

export const facetasNode = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("conflict"), players: z.object({ protagonist: name, adversary: name, ally: name.optional(), world: name.optional() }).strict(), settings: settingsSchema.partial(),
    /** The character sheet each role plays from, by the character's name (FA-SHEET-1…3). */
    sheets: z.object({ protagonist: name.optional(), adversary: name.optional(), ally: name.optional(), world: name.optional() }).strict().optional(),
    /** FA-TOOL-1: the table's idle time, in hours, before the service reminds whoever it waits for (`ajuste remindHours: 24`). */
    remindHours: z.number().int().min(1).max(720).optional() }).strict(),
  z.object({
    kind: z.literal("sheet"), role,
    facets: z.array(z.object({ name, level: z.number().int().min(1).max(5) }).strict()).max(5),
    traits: z.array(z.object({ name, exhausted: z.boolean() }).strict()).max(10),
    ph: z.number().int().min(0).max(99), inspirations: z.array(z.number().int().min(1).max(5)).max(20),
    threat: name.optional(), throughMain: z.boolean().optional(), character: name.optional(), player: name.optional(),
  }).strict(),
  z.object({ kind: z.literal("turn"), steps: z.array(z.object({ line: z.number().int(), column: z.number().int(), step: turnStep }).strict()).min(1) }).strict(),
  z.object({
    kind: z.literal("table"), round: z.number().int().min(1).max(999), turn: name.optional(),
    dice: z.object({ protagonist: z.array(z.number().int().min(1).max(6)).max(60), adversary: z.array(z.number().int().min(1).max(6)).max(60) }).strict(),
    changes: z.array(z.object({ rule: z.string().regex(/^FA-[A-Z]+-\d+$/), text: z.string().min(1).max(400) }).strict()).max(200),
    offers: z.array(z.object({ n: z.number().int().min(1).max(99), user: name, kind: z.enum(["turn", "loot"]), lines: z.array(z.string().min(1).max(300)).min(1).max(10) }).strict()).max(60),
    winner: z.enum(["protagonist", "adversary"]).optional(),
  }).strict(),
  z.object({ kind: z.literal("loot"), pairs: z.array(z.number().int().min(1).nullable()).optional(), lower: name.optional(), reduce: z.record(name, z.number().int().min(1).max(60)), throughMain: z.boolean().optional(), renew: name.optional() }).strict(),
]);
export type FacetasNode = z.infer<typeof facetasNode>;

export type { MarkupError };

export interface ParsedFacetasBlock {
  readonly block: "conflict" | "sheet" | "turn" | "loot" | "table";
  readonly node: FacetasNode | null;
  readonly errors: readonly MarkupError[];
  readonly lang: "es" | "en";
  readonly openLine: number;
  readonly closeLine: number | null;
}
