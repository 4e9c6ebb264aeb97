// Every mechanical rule of the digest has a test whose title starts with its ID, so coverage cannot
// silently regress. The lists below are the digest's rule IDs split in two; when the digest is at
// hand (../shared/rules/genrefuzzion.md) the test also checks that the split still covers it exactly.
import { describe, expect, it } from "@jest/globals";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";

const range = (prefix: string, from: number, to: number, pad = 1) =>
  Array.from({ length: to - from + 1 }, (_, i) => `${prefix}-${String(from + i).padStart(pad, "0")}`);

/** Rules about people, fiction or forum etiquette: nothing for an engine to enforce. */
const NOT_MECHANICAL: Record<string, string> = {
  "GF-META-1": "player count and medium", "GF-META-3": "consensual setting", "GF-META-4": "death is the player's call",
  "GF-META-5": "overview of the flow", "GF-MOD-1": "choosing and rotating the Moderator", "GF-MOD-2": "the Moderator's duties, each enforced under its own ID",
  "GF-MOD-3": "dispute votes", "GF-MOD-4": "ad hoc rulings", "GF-FORUM-1": "table agreements", "GF-FORUM-2": "thread layout",
  "GF-FORUM-4": "who keeps sheets up to date", "GF-PTS-3": "a pointer to §16", "GF-CHAR-1": "brainstorm", "GF-CHAR-2": "order of creation steps",
  "GF-CHAR-3": "naming", "GF-CHAR-4": "what a sheet holds", "GF-CLI-1": "proposing clichés (the sheet is checked by GF-CLI-4)",
  "GF-CLI-2": "the draft", "GF-CLI-3": "writing one's own clichés (six in all, checked by GF-CLI-4)", "GF-REL-1": "the relationship chain",
  "GF-REL-2": "reverse relationships", "GF-REL-4": "suggesting relationships for others", "GF-REL-5": "routing through an extra",
  "GF-REL-7": "a shared map", "GF-TT-2": "designing new tricks by consent", "GF-OBJ-2": "who writes the second objective",
  "GF-OBJ-3": "the Moderator writes the third", "GF-OBJ-4": "a pointer to §17.4", "GF-OBJ-8": "narrative advice",
  "GF-SCENE-1": "what a scene is", "GF-SCENE-4": "killing in the fiction", "GF-SCENE-5": "continuity between scenes",
  "GF-POOL-6": "narrative sense of an advantage (the bound-opponent check is GF-ADV-2)", "GF-PROB-4": "death as a problem",
  "GF-SUSP-3": "canon of a suspended scene", "GF-RET-6": "dramatic death",
  "GF-AMB-02": "vote ties", "GF-AMB-03": "the draft", "GF-AMB-05": "who sets difficulties",
};

export const MECHANICAL = [
  "GF-META-2", "GF-FORUM-3", "GF-PTS-1", "GF-PTS-2", "GF-CLI-4", "GF-REL-3", "GF-REL-6", "GF-REL-8",
  "GF-TT-1", "GF-TT-3", "GF-TT-4", "GF-TT-5", "GF-TT-6", "GF-TT-7",
  "GF-OBJ-1", ...range("GF-OBJ", 5, 7), "GF-OBJ-9", "GF-OBJ-10",
  "GF-SCENE-2", "GF-SCENE-3", ...range("GF-ALLY", 1, 5), ...range("GF-ANT", 1, 7),
  ...range("GF-POOL", 1, 5), ...range("GF-POOL", 7, 10), ...range("GF-ROLL", 1, 6), ...range("GF-RES", 1, 7),
  ...range("GF-YIELD", 1, 6), ...range("GF-WIN", 1, 4), ...range("GF-ADV", 1, 5), ...range("GF-PROB", 1, 3), "GF-ANNUL-1",
  ...range("GF-TRICK", 1, 34, 2), ...range("GF-FLAW", 1, 13, 2),
  ...range("GF-RATE", 1, 8), "GF-NEXT-1", "GF-NEXT-2", "GF-SUSP-1", "GF-SUSP-2", "GF-INT-1",
  ...range("GF-TRAIN", 1, 6), ...range("GF-RET", 1, 5), "GF-NEW-1", ...range("GF-FIN", 1, 6),
  "GF-EPI-1", "GF-EPI-2", ...range("GF-DIE", 1, 3),
  ...range("GF-AMB", 1, 38, 2).filter((id) => !(id in NOT_MECHANICAL)),
];

function* testFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(path);
    else if (entry.name.endsWith(".test.ts")) yield path;
  }
}

/** IDs at the start of test titles: it("GF-RES-3, GF-RES-7: …"), it("GF-TRAIN-5: GF-TT-7: …"). */
function citedIds(): Set<string> {
  const cited = new Set<string>();
  for (const file of testFiles(resolve("test"))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\b(?:it|test)\(\s*["'`]((?:GF-[A-Z]+-\d+[,:\s]*)+)/g)) {
      for (const id of m[1]!.matchAll(/GF-[A-Z]+-\d+/g)) cited.add(id[0]);
    }
  }
  return cited;
}

describe("rule coverage", () => {
  it("every mechanical rule ID of the digest starts some test title", () => {
    const cited = citedIds();
    expect(MECHANICAL.filter((id) => !cited.has(id))).toEqual([]);
  });

  const digest = resolve("../shared/rules/genrefuzzion.md");
  (existsSync(digest) ? it : it.skip)("the two lists split the digest's rule IDs exactly", () => {
    const text = readFileSync(digest, "utf8");
    const defined = new Set([...text.matchAll(/\*\*(GF-[A-Z]+-\d+)\.\*\*|^\| (GF-[A-Z]+-\d+) \|/gm)].map((m) => m[1] ?? m[2]));
    const listed = new Set([...MECHANICAL, ...Object.keys(NOT_MECHANICAL)]);
    expect([...defined].filter((id) => !listed.has(id!)).sort()).toEqual([]);
    expect([...listed].filter((id) => !defined.has(id)).sort()).toEqual([]);
  });
});
