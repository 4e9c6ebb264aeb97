// The game's record in the forum: each scene reply the service posts carries, in an HTML comment
// at its end, the lines of the replay log that post added (the setup when a log starts, the rules
// actions it applied, and the players in the game after it). Readers never see it (Discourse drops
// comments when it cooks a post), but the post's raw is public, so anyone who can read the topic
// can rebuild the replay log from the forum's API alone (`gf scene export --forum`) and replay it,
// without the service's store.

/** The comment's first line: what marks a record in a post's raw. */
export const RECORD_MARK = "gf-record";

/**
 * JSON that stays inert in a post's raw: `<` and `>` could end the comment or open another, `[`
 * and `]` could spell a block tag, `@` a mention. Inside JSON strings they are written as \u
 * escapes, which read back as the same strings; `<`, `>` and `@` occur nowhere else.
 */
const ESCAPES: Readonly<Record<string, string>> = { "<": "\\u003c", ">": "\\u003e", "[": "\\u005b", "]": "\\u005d", "@": "\\u0040" };
const inert = (value: unknown) => JSON.stringify(value)
  .replace(/"(?:[^"\\]|\\.)*"/g, (literal) => literal.replace(/[<>[\]@]/g, (c) => ESCAPES[c]!));

/** What one applied post adds to the log: the setup when it starts one, its actions, and the game's players after it. */
export interface PostRecord {
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly players: readonly string[];
}

/** The record of one applied post, or "" when it applied nothing. */
export function postRecord(r: PostRecord): string {
  if (r.actions.length === 0) return "";
  const lines: unknown[] = [...(r.setup !== undefined ? [{ setup: r.setup }] : []), ...r.actions, { players: r.players }];
  return `<!-- ${RECORD_MARK}\n${lines.map(inert).join("\n")}\n-->`;
}

/** The record lines a post's raw carries (the last record comment, as the service writes one per reply), or none. */
export function readRecord(raw: string): unknown[] | undefined {
  const found = [...raw.matchAll(new RegExp(`<!-- ${RECORD_MARK}\\n([\\s\\S]*?)\\n-->`, "g"))].at(-1);
  if (!found) return undefined;
  const lines: unknown[] = [];
  for (const line of found[1]!.split("\n")) {
    if (!line.trim()) continue;
    try { lines.push(JSON.parse(line)); } catch { return undefined; }
  }
  return lines;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The replay log from the records of a topic's service posts, in posting order: the last log
 * started (a scene opening) and every action after it, with everyone who joined the game in its
 * setup (a rater with no sheet), as `gf scene replay` reads it. Undefined when no record starts a log.
 */
export function logFromRecords(records: readonly (readonly unknown[])[]): string | undefined {
  let setup: Record<string, unknown> | undefined;
  let actions: unknown[] = [];
  let players: string[] = [];
  for (const lines of records) {
    for (const line of lines) {
      if (isObject(line) && isObject(line["setup"])) { setup = line["setup"]; actions = []; players = []; }
      else if (isObject(line) && Array.isArray(line["players"]) && !("type" in line)) players = line["players"].filter((p): p is string => typeof p === "string");
      else if (setup && isObject(line) && typeof line["type"] === "string") actions.push(line);
    }
  }
  if (!setup) return undefined;
  const before = Array.isArray(setup["players"]) ? setup["players"].filter((p): p is string => typeof p === "string") : [];
  const all = [...new Set([...before, ...players])];
  return [{ setup: { ...setup, players: all } }, ...actions].map((l) => JSON.stringify(l)).join("\n") + "\n";
}
