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

/**
 * What one applied post adds to the log: the setup when it starts one, its actions, the game's
 * players after it, and how many actions the log holds with them (so a reader can tell a record
 * is missing: a reply deleted, hidden, or posted without its record).
 */
export interface PostRecord {
  readonly setup?: unknown;
  readonly actions: readonly unknown[];
  readonly players: readonly string[];
  readonly count: number;
}

/**
 * Discourse's max_post_length (32,000 characters by default, config/site_settings.yml), less room
 * for the outbox's reply marker: a reply with its record must stay postable.
 */
const RECORD_ROOM = 32_000 - 200;

/** The record of one applied post, or "" when it applied nothing. */
export function postRecord(r: PostRecord): string {
  if (r.actions.length === 0) return "";
  const lines: unknown[] = [...(r.setup !== undefined ? [{ setup: r.setup }] : []), ...r.actions, { players: r.players, count: r.count }];
  return `<!-- ${RECORD_MARK}\n${lines.map(inert).join("\n")}\n-->`;
}

/**
 * The reply with its record at the end, or without it when both would pass the forum's longest
 * post (a game of very many sheets): the reply still goes out, and the export then says the
 * record is incomplete rather than replaying a wrong log.
 */
export function withRecord(reply: string, record: string): string {
  if (!record) return reply;
  const joined = `${reply}\n\n${record}`;
  return [...joined].length <= RECORD_ROOM ? joined : reply;
}

/** The record lines a post's raw carries (the last record comment, as the service writes one per reply), or none. */
export function readRecord(raw: string): unknown[] | undefined {
  // From the last opening on: the service's own record comes after anything a reply quotes.
  const open = `<!-- ${RECORD_MARK}\n`;
  const start = raw.lastIndexOf(open);
  const end = start < 0 ? -1 : raw.indexOf("\n-->", start + open.length - 1);
  if (end < 0) return undefined;
  const lines: unknown[] = [];
  for (const line of raw.slice(start + open.length, end).split("\n")) {
    if (!line.trim()) continue;
    try { lines.push(JSON.parse(line)); } catch { return undefined; }
  }
  return lines;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

export type RecordLog = { readonly ok: true; readonly text: string } | { readonly ok: false; readonly reason: "none" | "gap" };

/**
 * The replay log from the records of a topic's service posts, in posting order: the last log
 * started (a scene opening) and every action after it, with everyone who joined the game in its
 * setup (a rater with no sheet), as `gf scene replay` reads it. "none": no record starts a log;
 * "gap": a record's count says actions are missing (a reply deleted or hidden, or one too long to
 * carry its record), so the forum's record cannot be replayed whole.
 */
export function logFromRecords(records: readonly (readonly unknown[])[]): RecordLog {
  let setup: Record<string, unknown> | undefined;
  let actions: unknown[] = [];
  let players: string[] = [];
  let gap = false;
  for (const lines of records) {
    for (const line of lines) {
      if (isObject(line) && isObject(line["setup"])) { setup = line["setup"]; actions = []; players = []; gap = false; }
      else if (isObject(line) && Array.isArray(line["players"]) && !("type" in line)) {
        players = line["players"].filter((p): p is string => typeof p === "string");
        if (setup && line["count"] !== actions.length) gap = true;
      } else if (setup && isObject(line) && typeof line["type"] === "string") actions.push(line);
    }
  }
  if (!setup) return { ok: false, reason: records.length ? "gap" : "none" };
  if (gap) return { ok: false, reason: "gap" };
  const before = Array.isArray(setup["players"]) ? setup["players"].filter((p): p is string => typeof p === "string") : [];
  const all = [...new Set([...before, ...players])];
  return { ok: true, text: [{ setup: { ...setup, players: all } }, ...actions].map((l) => JSON.stringify(l)).join("\n") + "\n" };
}
