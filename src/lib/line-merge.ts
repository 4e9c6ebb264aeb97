// Line-based three-way merge, for taking some of a text's revisions and leaving others out: each
// revision is a change from the text before it to the text after it; a kept revision's change is
// applied to the text built so far, a left-out one is not. Where a kept change and what the text
// built so far differs in overlap (the same lines), the kept change wins: it is the later word.
// Pure; sheets are a few dozen lines, so the quadratic LCS is cheap (inputs are capped by callers).

/** A change of lines [start, end) of the base into `lines`. */
interface Hunk { readonly start: number; readonly end: number; readonly lines: readonly string[] }

/** The hunks that turn `a` into `b`, in order, from a longest common subsequence of lines. */
export function lineHunks(a: readonly string[], b: readonly string[]): Hunk[] {
  const n = a.length;
  const m = b.length;
  // lcs[i][j]: the LCS length of a[i..] and b[j..], as one flat array.
  const w = m + 1;
  const lcs = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
    }
  }
  const hunks: Hunk[] = [];
  let i = 0;
  let j = 0;
  let open: { start: number; lines: string[] } | undefined;
  // A run that replaces n lines by n lines is n one-line changes: two edits of neighbouring lines
  // (a sheet's lines are its fields) stay two changes, not one conflict.
  const close = (end: number) => {
    if (open && end - open.start === open.lines.length) open.lines.forEach((line, k) => hunks.push({ start: open!.start + k, end: open!.start + k + 1, lines: [line] }));
    else if (open) hunks.push({ start: open.start, end, lines: open.lines });
    open = undefined;
  };
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) { close(i); i++; j++; continue; }
    open ??= { start: i, lines: [] };
    if (j < m && (i >= n || lcs[i * w + j + 1]! >= lcs[(i + 1) * w + j]!)) { open.lines.push(b[j]!); j++; } else i++;
  }
  close(i);
  return hunks;
}

/**
 * merge(base, ours, theirs): `theirs`' changes from `base`, applied to `ours`. Where `ours` also
 * changed the same base lines (or inserted at the same place), `theirs` wins.
 */
export function mergeLines(base: string, ours: string, theirs: string): string {
  if (theirs === base) return ours;
  if (ours === base) return theirs;
  const b = base.split("\n");
  const o = ours.split("\n");
  const t = theirs.split("\n");
  const ourHunks = lineHunks(b, o);
  const theirHunks = lineHunks(b, t);
  // Where base line k sits in ours: shifted by our hunks before it.
  const out: string[] = [];
  let k = 0; // base line reached
  let oi = 0;
  let ti = 0;
  while (k <= b.length) {
    const oh = ourHunks[oi];
    const th = theirHunks[ti];
    const oAt = oh && oh.start === k;
    const tAt = th && th.start === k;
    if (!oAt && !tAt) {
      if (k < b.length) out.push(b[k]!);
      k++;
      continue;
    }
    // A change starts here on one side or both: take the widest overlapping run of hunks.
    let end = k;
    let oEnd = oi;
    let tEnd = ti;
    let grew = true;
    while (grew) {
      grew = false;
      while (oEnd < ourHunks.length && (ourHunks[oEnd]!.start < end || ourHunks[oEnd]!.start === k)) { end = Math.max(end, ourHunks[oEnd]!.end); oEnd++; grew = true; }
      while (tEnd < theirHunks.length && (theirHunks[tEnd]!.start < end || theirHunks[tEnd]!.start === k)) { end = Math.max(end, theirHunks[tEnd]!.end); tEnd++; grew = true; }
    }
    const side = tEnd > ti ? { hunks: theirHunks.slice(ti, tEnd) } : { hunks: ourHunks.slice(oi, oEnd) };
    // The chosen side's text for base lines [k, end): its hunks, and base lines between them.
    let at = k;
    for (const h of side.hunks) {
      for (; at < h.start; at++) out.push(b[at]!);
      out.push(...h.lines);
      at = h.end;
    }
    for (; at < end; at++) out.push(b[at]!);
    oi = oEnd;
    ti = tEnd;
    if (end === k) {
      // A pure insertion before line k: line k itself is still to come.
      if (k < b.length) out.push(b[k]!);
      k++;
    } else k = end;
  }
  return out.join("\n");
}

/**
 * Replays revisions on `start`. Each revision is the text it made (`text`) and, when it is kept, the
 * text whose change from the revision before is taken (`keep`: usually `text`, or `text` with a line
 * the editor may not change put back). A kept change is merged into the text so far; a refused
 * one's is left out. So a refused edit disappears and edits made after it stay, except where a
 * later kept edit rewrote the refused edit's lines: the later kept edit's text stays there.
 */
export function replayRevisions(start: string, revisions: readonly { readonly text: string; readonly keep?: string | undefined }[]): string {
  let prev = start;
  let built = start;
  for (const r of revisions) {
    if (r.keep !== undefined) built = mergeLines(prev, built, r.keep);
    prev = r.text;
  }
  return built;
}
