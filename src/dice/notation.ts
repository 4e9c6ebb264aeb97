// Free dice notation, shared by `gf roll`/`gf eval` and the quick form of [gf-pool] (src/markup):
//   pool:    "d8 d8 d6 d4", "2d8 d6 d4" (count form), separated by spaces, commas or "+";
//   rolled:  "d8:7 d6:1 d4:4", one die per token, the face after a colon.
// Pure and runtime-neutral (no node:*). Sizes are checked against an explicit allowlist, the
// game's d4–d12 by default (GF-DIE-1), never trusted as typed.
import { err, gfError, ok, type Result } from "../lib/result.js";
import { DIE_SIZES, MAX_POOL_DICE, type Die } from "./die.js";

export interface NotationOptions {
  /** Die sizes accepted; default the game's d4 d6 d8 d10 d12 (GF-DIE-1). */
  readonly sizes?: readonly number[];
  /** The most dice in one pool; default MAX_POOL_DICE. */
  readonly maxDice?: number;
}

const TOKEN = /^(\d*)d(\d+)(?::(\d+))?$/i;

interface Token { readonly text: string; readonly count: number; readonly size: number; readonly face?: number }

function readTokens(text: string, rolled: boolean, options: NotationOptions): Result<Token[]> {
  const sizes = options.sizes ?? DIE_SIZES;
  const max = options.maxDice ?? MAX_POOL_DICE;
  // GF-DIE-1 names the game's sizes; a custom allowlist is the caller's own rule.
  const rule = options.sizes ? undefined : "GF-DIE-1";
  const words = text.split(/[\s,+]+/).filter((w) => w !== "");
  if (words.length === 0) return err(gfError("dice.notation.empty"));

  const tokens: Token[] = [];
  const bad: { word: string; size: string }[] = [];
  let total = 0;
  for (const word of words) {
    const m = TOKEN.exec(word);
    if (!m) return err(gfError("dice.notation.bad-token", undefined, { token: word }));
    const [, countText = "", sizeText = "", faceText] = m;
    const size = Number(sizeText);
    // Every die of a size not allowed is named at once ("d7" and "d20"), not only the first.
    if (!sizes.includes(size)) { bad.push({ word, size: sizeText }); continue; }
    // A count belongs to unrolled pools only: "2d8:7" would give two dice one face.
    if (countText !== "" && (rolled || faceText !== undefined)) {
      return err(gfError("dice.notation.bad-token", undefined, { token: word }));
    }
    const count = countText === "" ? 1 : Number(countText);
    if (count < 1) return err(gfError("dice.notation.bad-count", undefined, { token: word }));
    if (rolled && faceText === undefined) return err(gfError("dice.notation.missing-face", undefined, { token: word, size }));
    if (!rolled && faceText !== undefined) return err(gfError("dice.notation.unexpected-face", undefined, { token: word, size }));
    if (faceText !== undefined) {
      const face = Number(faceText);
      if (face < 1 || face > size) return err(gfError("dice.notation.bad-face", undefined, { token: word, size }));
      tokens.push({ text: word, count, size, face });
    } else {
      tokens.push({ text: word, count, size });
    }
    total += count;
  }
  const allowed = sizes.map((s) => `d${s}`).join(" ");
  if (bad.length === 1) return err(gfError("dice.notation.bad-size", rule, { token: bad[0]!.word, size: bad[0]!.size, sizes: allowed }));
  if (bad.length > 1) return err(gfError("dice.notation.bad-sizes", rule, { tokens: bad.map((b) => b.word).join(" "), sizes: allowed }));
  if (total > max) return err(gfError("dice.notation.too-many", undefined, { count: total, max }));
  return ok(tokens);
}

/** Reads a pool to roll; returns the die sizes in the order written. */
export function parsePool(text: string, options: NotationOptions = {}): Result<number[]> {
  const tokens = readTokens(text, false, options);
  if (!tokens.ok) return tokens;
  const sizes: number[] = [];
  for (const t of tokens.value) for (let i = 0; i < t.count; i++) sizes.push(t.size);
  return ok(sizes);
}

/** Reads dice already rolled ("d8:7 d6:1"), e.g. physical dice a group rolled itself (GF-FORUM-3). */
export function parseRolled(text: string, options: NotationOptions = {}): Result<Die[]> {
  const tokens = readTokens(text, true, options);
  if (!tokens.ok) return tokens;
  return ok(tokens.value.map((t) => ({ size: t.size, face: t.face! })));
}
