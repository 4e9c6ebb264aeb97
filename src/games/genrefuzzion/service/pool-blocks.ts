// The [gf-pool] blocks of a post, read with the one markup parser (src/markup parsePost, the same
// rule the renderer uses, so blocks in code fences and quotes are skipped here too). A pool is rolled
// as typed when its dice are all written out and it names no character (the quick form `d8 d8 d6 d4`,
// or trait lines with their sizes), or names one with bare dice only. A pool whose traits belong to a
// named character, or whose sizes are left out, is `fromSheet`: its dice come from the sheet
// (free-pool-plan.ts), never from what was typed.
import { errorMessage } from "../markup/index.js";
import { parsePost } from "../markup/parse-post.js";
import type { PoolNode } from "../markup/index.js";
import { gfError } from "../../../lib/result.js";
import type { GfError } from "../../../lib/result.js";
import type { Lang } from "../../../lib/i18n.js";
import { serviceMessages } from "../../../service/messages.js";
import { localise } from "../../../lib/i18n.js";

export interface PoolBlock {
  /** Which [gf-pool] block of the post, from 0: part of the roll context. */
  readonly index: number;
  /** 1-based line of the opening tag. */
  readonly line: number;
  /** The block's text as typed, for noticing an edit. */
  readonly body: string;
  readonly node: PoolNode;
  /** The sheet supplies the sizes: `pool` then says so (needs-sheet) until the handler plans it. */
  readonly fromSheet: boolean;
  /** The sizes to roll, or why not, with the line to quote and the message in the game's language. */
  readonly pool:
    | { ok: true; sizes: number[]; canonical: string }
    | { ok: false; error: GfError; message: string; lineText: string; lineNo: number };
}

/**
 * `lang` is the game's language (its category's, else the forum's): a block whose keywords do not
 * reveal a language is read in it, and every message is in it, whatever language the player's
 * keywords were in, so the service answers a game in one language.
 */
export function findPoolBlocks(raw: string, lang: Lang): PoolBlock[] {
  const lines = raw.split(/\r\n|\r|\n/);
  const lineAt = (n: number) => (lines[n - 1] ?? "").trim();
  const blocks: PoolBlock[] = [];
  for (const parsed of parsePost(raw, { lang })) {
    if (parsed.block !== "pool" || parsed.node.block !== "pool") continue;
    const node = parsed.node;
    const line = parsed.span.line;
    const body = raw.slice(parsed.span.start, parsed.span.end);
    const untyped = node.entries.find((e) => e.dice.length === 0);
    const named = node.character !== undefined || node.sheet !== undefined;
    const fromSheet = !!untyped || (named && node.entries.some((e) => e.kind !== "free"));
    const base = { index: blocks.length, line, body, node, fromSheet };
    const first = parsed.errors[0];
    if (first) {
      blocks.push({ ...base, pool: { ok: false, error: first, message: errorMessage(first, lang), lineText: lineAt(first.line), lineNo: first.line } });
      continue;
    }
    if (fromSheet) {
      const at = untyped?.span.line ?? node.entries[0]?.span.line ?? line;
      const error = gfError("service.pool.needs-sheet");
      blocks.push({ ...base, pool: { ok: false, error, message: localise(serviceMessages, error, lang), lineText: lineAt(at), lineNo: at } });
      continue;
    }
    const sizes = node.entries.flatMap((e) => e.dice).sort((a, b) => a - b);
    if (sizes.length === 0) {
      const error = gfError("service.pool.empty", "GF-ROLL-1");
      blocks.push({ ...base, pool: { ok: false, error, message: localise(serviceMessages, error, lang), lineText: lineAt(line), lineNo: line } });
      continue;
    }
    blocks.push({ ...base, pool: { ok: true, sizes, canonical: sizes.map((s) => `d${s}`).join(" ") } });
  }
  return blocks;
}

/**
 * `gf audit`'s typed dice (GameTools.typedDice, docs/verifiable-dice.md §V.5): the post's n-th pool
 * block, read as the service reads it, when its dice are all written out (the quick form, no sheet's traits).
 */
export function typedDice(raw: string, block: number): readonly number[] | undefined {
  const found = findPoolBlocks(raw, "en")[block % 1000];
  return found && !found.fromSheet && found.pool.ok ? found.pool.sizes : undefined;
}
