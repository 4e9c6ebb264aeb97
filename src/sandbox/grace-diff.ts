// PostRevisor#ninja_edit? (lib/post_revisor.rb at discourse/discourse@00fc07242c8da0bb8c78d7798662874f0aa76210; grace_period_edit? later):
// an edit by the post's last editor inside editing_grace_period folds into the current version only
// if it changes at most editing_grace_period_max_diff characters (100; 400 for staff or trust level
// above 1, editing_grace_period_max_diff_high_trust; config/site_settings.yml at
// discourse/discourse@00011e9cd999c967003ea3f629b3386565dec332): both the change in length and the
// diff's size, ONPDiff's short diff summed over what is not common, measured from the raw the version
// had when the window's first folded edit came (original_raw, cached for the grace period). ONPDiff is
// Wu's O(NP) shortest edit script, so its size is the fewest insertions plus deletions; Ruby counts
// characters (code points), as here.

/** editing_grace_period_max_diff and its high-trust sibling, Discourse's defaults. */
export const GRACE_MAX_DIFF = 100;
export const GRACE_MAX_DIFF_HIGH_TRUST = 400;

/** The most characters an editor's folded edit may change (ninja_edit?'s max_diff). */
export const graceMaxDiff = (editor: { readonly staff: boolean; readonly trustLevel: number }): number =>
  editor.staff || editor.trustLevel > 1 ? GRACE_MAX_DIFF_HIGH_TRUST : GRACE_MAX_DIFF;

/**
 * The fewest insertions plus deletions turning `before` into `after`, by code point, or `limit + 1`
 * once it is known to be more than `limit` (Myers' O((N+M)·D) walk, stopped at D = limit).
 */
export const editDistance = (before: string, after: string, limit: number): number => shortestEdit([...before], [...after], limit);

/** editDistance over texts already split into code points. */
function shortestEdit(a: readonly string[], b: readonly string[], limit: number): number {
  const n = a.length, m = b.length;
  if (Math.abs(n - m) > limit) return limit + 1;
  const offset = limit + 1;
  const v = new Int32Array(2 * limit + 3);
  for (let d = 0; d <= limit; d++) {
    for (let k = -d; k <= d; k += 2) {
      let x = k === -d || (k !== d && v[offset + k - 1]! < v[offset + k + 1]!) ? v[offset + k + 1]! : v[offset + k - 1]! + 1;
      let y = x - k;
      while (x < n && y < m && a[x] === b[y]) { x++; y++; }
      v[offset + k] = x;
      if (x >= n && y >= m) return d;
    }
  }
  return limit + 1;
}

/** Whether an edit from `original` to `raw` is small enough to fold into the current version. */
export function foldsIntoVersion(original: string, raw: string, maxDiff: number): boolean {
  // Both measures count code points: split each text once.
  const a = [...original], b = [...raw];
  return Math.abs(a.length - b.length) <= maxDiff && shortestEdit(a, b, maxDiff) <= maxDiff;
}
