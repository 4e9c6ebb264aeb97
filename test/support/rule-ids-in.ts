// Finds the rule IDs inside an asserted value, for rule coverage (record-asserted-rules.ts).
// GenreFuzzion (GF-…), Tricube Tales (TT-…), Pujas (PJ-…) and Facetas (FA-…) rule IDs.
const RULE_ID = /^(?:GF|TT|PJ|FA)-[A-Z]+-\d+$/;

/** Every string that is a rule ID, anywhere inside a plain value (objects, arrays, Maps, Sets). */
export function ruleIdsIn(value: unknown, into: Set<string>, seen = new Set<unknown>()): Set<string> {
  if (typeof value === "string") {
    if (RULE_ID.test(value)) into.add(value);
    return into;
  }
  if (value === null || typeof value !== "object" || seen.has(value)) return into;
  // expect.not.objectContaining({ rule }) inside an expected value asserts absence.
  if ((value as { inverse?: unknown }).inverse === true) return into;
  seen.add(value);
  const items = value instanceof Map ? [...value.values()] : value instanceof Set ? [...value] : Object.values(value);
  for (const item of items) ruleIdsIn(item, into, seen);
  return into;
}
