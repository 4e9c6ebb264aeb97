// The sandbox forum kept in a file between runs (`gf serve --sandbox --sandbox-data DIR`), so a game
// played on it survives a restart like the service's store does. The file is the forum's snapshot as
// JSON, checked by zod when read (a hand-edited or truncated file is refused with its first problem,
// never half-loaded), and written whole to a temporary file then renamed over the old one, so a crash
// mid-write leaves the previous state.
import { existsSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { z } from "zod";
import type { ForumSnapshot, SandboxForum } from "./forum.js";

const iso = z.string().min(1);
const id = z.number().int();

const snapshotSchema = z.object({
  format: z.literal(1),
  // A user written without a level was written when the sandbox gave every account trust level 1.
  users: z.array(z.object({ id: id.positive(), username: z.string().min(1), staff: z.boolean(), trustLevel: z.number().int().min(0).max(4).default(1) })),
  categories: z.array(z.object({ id: id.positive(), name: z.string(), slug: z.string() })),
  topics: z.array(z.object({ id: id.positive(), title: z.string(), categoryId: id.nullable(), userId: id, createdAt: iso,
    postCount: z.number().int().min(0) })),
  posts: z.array(z.object({
    id: id.positive(), topicId: id.positive(), postNumber: id.positive(), userId: id, replyToPostNumber: id.nullable(),
    raw: z.string(), cooked: z.string(), version: id.positive(), wiki: z.boolean(), createdAt: iso, updatedAt: iso,
    lastEditorId: id, lastVersionAt: z.number(), editReason: z.string().nullable(),
    revisions: z.array(z.object({ number: id.positive(), userId: id, createdAt: iso, hidden: z.boolean().optional(), modifications: z.object({
      raw: z.tuple([z.string(), z.string()]).optional(),
      edit_reason: z.tuple([z.string().nullable(), z.string().nullable()]).optional(),
      wiki: z.tuple([z.boolean(), z.boolean()]).optional(),
    }) })),
  })),
});

export type ForumFileResult = { ok: true; snapshot: ForumSnapshot | null } | { ok: false; detail: string };

/** The snapshot in `file`; null when there is no file yet (a first run). */
export function readForumFile(file: string): ForumFileResult {
  if (!existsSync(file)) return { ok: true, snapshot: null };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    return { ok: false, detail: (e as Error).message.split("\n")[0] ?? "" };
  }
  const parsed = snapshotSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, detail: `${issue?.path.join(".") || "(top)"}: ${issue?.message ?? ""}` };
  }
  const { format: _format, ...snapshot } = parsed.data;
  return { ok: true, snapshot: snapshot as ForumSnapshot };
}

export function writeForumFile(file: string, forum: SandboxForum): void {
  const tmp = `${file}.tmp`;
  writeFileSync(tmp, JSON.stringify({ format: 1, ...forum.snapshot() }));
  renameSync(tmp, file);
}

/**
 * Saves the forum after every change, batched: the events of one tick (a post and the replies it
 * triggers) make one write. `flush` writes now, for a clean stop.
 */
export function keepForumInFile(forum: SandboxForum, file: string): { flush(): void } {
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = undefined;
    writeForumFile(file, forum);
  };
  forum.onEvent(() => { timer ??= setTimeout(flush, 0); });
  return { flush };
}
