// The words in the repository are about the product: comments, test titles and docs cite rules by
// rule ID or by the players' reference (src/games/<id>/reference/), and sections only of documents the repository
// holds. Nothing points at material outside it (a sibling folder, the original rule books' file
// names), at the tracker that planned the work, or at who worked on it when. Every tracked text file
// is read; each pattern below is first shown to catch a sample and to let a lawful sentence through,
// so a pattern that matches nothing cannot pass for a check.
import { describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";

interface Banned {
  readonly why: string;
  readonly pattern: RegExp;
  /** Text the pattern must catch; built from pieces so that this file does not trip its own scan. */
  readonly catches: readonly string[];
  /** Lawful text it must let through. */
  readonly allows: readonly string[];
}

const j = (...parts: string[]) => parts.join("");

const BANNED: readonly Banned[] = [
  {
    why: "a reference to the tracker's issues (say what the code does instead)",
    pattern: /\bissues?\s*(?:#\s*)?\d+/i,
    catches: [j("(iss", "ue 5 §6)"), j("Iss", "ue #12"), j("iss", "ues 3 and 4")],
    allows: ["parsed.error.issues[0]", "self-esteem issues", "Discourse PR #27173"],
  },
  {
    why: "the planning brief is not part of the product",
    pattern: /\bthe\s+brief\b|\bbrief:/i,
    catches: [j("as ", "the brief", " says"), j("(bri", "ef: never trust it)")],
    allows: ["a brief note", "the briefing room"],
  },
  {
    why: "how work was scheduled is not how the code behaves",
    pattern: /\bland(?:s|ed)?\s+one\s+\w+\s+at\s+a\s+time\b/i,
    catches: [j("Parts land one ", "issue at a time")],
    allows: ["one die at a time", "the service lands each post"],
  },
  {
    why: "a path outside the repository",
    pattern: /\.\.\/shared\b|\/work\/(?:shared|wt|notes|main)\b|\bshared\/(?:rules|seeds|notes)\b/,
    catches: [j("../", "shared/rules/genrefuzzion.md"), j("/work/", "shared"), j("shared/", "seeds")],
    allows: ["src/games/tricube/reference/en.md", "the shared cliché pool", "src/shared.ts"],
  },
  {
    why: "a file name of the original rule books (cite the rule ID or the game's reference/)",
    pattern: /\bseeds\/|\b\d{3}_(?:[0-9a-f]{16}|\*)\.txt\b|\bseed\s+lines?\b/i,
    catches: [j("seeds", "/000_*.txt"), j("000_", "e1b515340ffcd9c8.txt"), j("(se", "ed lines 59–63)")],
    allows: ["the seed chain's seeds", "seeds[i - 1]", "dice-v2.json"],
  },
  {
    why: "the rules digest is outside the repository (cite the rule ID or the game's reference/)",
    pattern: /\b(?:the|rules?)\s+digest(?:'s)?\b(?!\s+of\b)|\bdigest\s+§/i,
    catches: [j("(", "digest §", "12)"), j("follow ", "the digest"), j("the rules ", "digest")],
    allows: ["the digest of the block's text", "createHash(\"sha256\").digest(\"hex\")", "by its text's digest"],
  },
  {
    why: "who worked on what, and when, is the history's business, not the code's",
    pattern: /\b(?:earlier|previous|last|another)\s+(?:work\s+)?session\b|\bs\d+-i\d+\w*|\bi\d+-(?:tests|dice|rules|sheet|markup|plugin|service)\b|\bthe\s+\w+\s+engineer(?:'s)?\b/i,
    catches: [j("an ", "earlier session"), j("s3", "-i17r"), j("i18", "-dice"), j("the rules ", "engineer's evaluateRoll")],
    allows: ["a Discourse session, not an API key", "the start of a session (a night of play)", "GF-OBJ-10", "ed25519"],
  },
];

/** Where a "§" may point: a section of an RFC or of the CommonMark spec, or a numbered heading of a document in the repository. */
const SECTION = /(?:(RFC \d+|CommonMark|docs\/[\w/.-]+\.md)\s+)?§\s*(\d+(?:\.\d+)*)/g;
const headingsCache = new Map<string, Set<string> | null>();

/** The numbers of a markdown file's headings ("## 2. …" → "2", "### 9.3 …" → "9.3"); null when it does not exist. */
function headings(path: string): Set<string> | null {
  if (!headingsCache.has(path)) {
    headingsCache.set(path, existsSync(path)
      ? new Set([...readFileSync(path, "utf8").matchAll(/^#+\s+(\d+(?:\.\d+)*)\.?\s/gm)].map((m) => m[1]!))
      : null);
  }
  return headingsCache.get(path)!;
}

/**
 * The section references of one file that do not resolve: each "§N" must follow "RFC nnnn", or a
 * docs/*.md path whose heading N exists (an RFC's or CommonMark's numbering is theirs); a bare "§N" is allowed only in a docs/*.md file that has
 * heading N, or right after a resolved reference on the same line ("docs/x.md §4–§7").
 */
export function unresolvedSections(file: string, text: string): string[] {
  const bad: string[] = [];
  text.split("\n").forEach((line, i) => {
    let lastDoc: string | null = null;
    for (const m of line.matchAll(SECTION)) {
      const [whole, prefix, number] = m;
      if (prefix !== undefined && !prefix.startsWith("docs/")) { lastDoc = null; continue; }
      const doc: string | null = prefix ?? lastDoc ?? (/^docs\/.*\.md$/.test(file) ? file : null);
      if (doc === null || !headings(doc)?.has(number!)) bad.push(`${file}:${i + 1}: ${whole.trim()}`);
      else lastDoc = doc;
    }
  });
  return bad;
}

const TEXT = /\.(?:ts|mts|mjs|cjs|js|json|md|rb|yml|yaml|hbs|html|css|scss|txt|sh)$|(?:^|\/)(?:run|\.gitignore)$/;
/** Generated: the plugin bundles (rebuilt from src by `npm run build`) and npm's lock file. */
const GENERATED = /^plugin\/assets\/javascripts\/lib\/|^package-lock\.json$/;

const tracked = execFileSync("git", ["ls-files", "-z"], { encoding: "utf8" }).split("\0")
  .filter((f) => f !== "" && TEXT.test(f) && !GENERATED.test(f) && existsSync(f));
/** This file holds the patterns themselves; the sample tests above are what check it. */
const SELF = "test/words.test.ts";

describe("the repository's words are about the product", () => {
  for (const b of BANNED) {
    it(`the pattern for "${b.why}" catches its samples and lets lawful text through`, () => {
      expect(b.catches.filter((s) => !b.pattern.test(s))).toEqual([]);
      expect(b.allows.filter((s) => b.pattern.test(s))).toEqual([]);
    });
  }

  it("a section sign resolves only to an RFC or to a numbered heading of a repository document", () => {
    expect(unresolvedSections("src/x.ts", j("docs/verifiable-dice.md ", "§4–§7; RFC 4648 §5; CommonMark §6.1"))).toEqual([]);
    expect(unresolvedSections("docs/verifiable-dice.md", j("as in ", "§9.3"))).toEqual([]);
    expect(unresolvedSections("src/x.ts", j("(", "§22.1)"))).toEqual(["src/x.ts:1: §22.1"]);
    expect(unresolvedSections("src/x.ts", j("docs/verifiable-dice.md ", "§42"))).toEqual(["src/x.ts:1: docs/verifiable-dice.md §42"]);
    expect(unresolvedSections("docs/markup.md", j("(", "§22.2 of the rules)"))).toEqual(["docs/markup.md:1: §22.2"]);
  });

  it("reads the tracked text files (the scan is not empty)", () => {
    expect(tracked.length).toBeGreaterThan(200);
    expect(tracked).toEqual(expect.arrayContaining(["src/games/genrefuzzion/rules/scene.ts", "docs/markup.md", "test/words.test.ts"]));
  });

  it("no tracked text file refers to issues, the brief, work history or material outside the repository", () => {
    const found: string[] = [];
    for (const file of tracked.filter((f) => f !== SELF)) {
      const lines = readFileSync(file, "utf8").split("\n");
      lines.forEach((line, i) => {
        for (const b of BANNED) {
          const m = b.pattern.exec(line);
          if (m) found.push(`${file}:${i + 1}: "${m[0]}" (${b.why})`);
        }
      });
    }
    expect(found).toEqual([]);
  });

  it("every section sign in a tracked text file resolves", () => {
    expect(tracked.filter((f) => f !== SELF).flatMap((f) => unresolvedSections(f, readFileSync(f, "utf8")))).toEqual([]);
  });
});
