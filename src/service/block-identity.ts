// The stable number of each dice block of a post (docs/verifiable-dice.md §3): the "block" of
// its roll context. Numbering blocks by their position would give a rolled pool a fresh roll as soon
// as a block is inserted above it; so a block keeps the number it was rolled under:
//   1. a block whose text is exactly a rolled block's keeps that block's number, wherever it moved;
//   2. the other rolled blocks (their text changed) are matched, in order, with the remaining blocks
//      in document order: a rolled block whose pool was edited keeps its number, and so its roll;
//   3. blocks left over are new: they take the smallest numbers no rolled block holds.
// Pure: the handler passes the post's blocks and the store's rolled blocks.

export interface RolledBlockRef {
  /** The block's stable number. */
  readonly number: number;
  /** SHA-256 (hex) of the block's text when it was rolled; null for rolls made before it was kept. */
  readonly digest: string | null;
}

/** For each block (document order, by its text's digest), its stable number and the rolled block it is, if any. */
export function identifyBlocks(digests: readonly string[], rolled: readonly RolledBlockRef[]):
  { number: number; rolled: RolledBlockRef | undefined }[] {
  const out = new Array<{ number: number; rolled: RolledBlockRef | undefined }>(digests.length);
  const unused = [...rolled].sort((a, b) => a.number - b.number);
  // 1. Unchanged text.
  digests.forEach((digest, i) => {
    const at = unused.findIndex((r) => r.digest === digest);
    if (at >= 0) { out[i] = { number: unused[at]!.number, rolled: unused[at] }; unused.splice(at, 1); }
  });
  // 2. Changed text, in order. Rolls kept without a digest (older stores) only match here, by order.
  digests.forEach((_d, i) => {
    if (out[i] || unused.length === 0) return;
    const r = unused.shift()!;
    out[i] = { number: r.number, rolled: r };
  });
  // 3. New blocks.
  const taken = new Set(rolled.map((r) => r.number));
  let next = 0;
  digests.forEach((_d, i) => {
    if (out[i]) return;
    while (taken.has(next)) next++;
    taken.add(next);
    out[i] = { number: next, rolled: undefined };
  });
  return out;
}
