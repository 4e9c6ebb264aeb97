// Finds the rule IDs inside an asserted value, for rule coverage (record-asserted-rules.ts). The
// prefixes are every game's (GF-…, TT-…): read from the games' test folders' rule-ids.json
// (test/games/<id>/), which the coverage reporter reads too, so a new game needs no line here and
// this setup file, run before every test file, loads no game's code.
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const GAMES_DIR = resolve("test/games");
const prefixes = readdirSync(GAMES_DIR, { withFileTypes: true }).filter((e) => e.isDirectory())
  .map((e) => join(GAMES_DIR, e.name, "rule-ids.json")).filter(existsSync)
  .map((file) => (JSON.parse(readFileSync(file, "utf8")) as { mechanical: string[] }).mechanical[0]?.split("-")[0])
  .filter((p): p is string => p !== undefined && /^[A-Z]{2,4}$/.test(p));
const RULE_ID = new RegExp(`^(?:${prefixes.join("|")})-[A-Z]+-\\d+$`);

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
