// `gf outbox retry`: dead replies go back in the queue, all or by id/key, with --dry-run to list them;
// messages in Spanish and English. In-process, on a real SQLite store file.
import { describe, expect, it } from "@jest/globals";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { openStore } from "../../src/service/store/open-store.js";
import { fakeIo } from "./fake-io.js";

async function deadStore(): Promise<{ dir: string; database: string }> {
  const dir = mkdtempSync(join(tmpdir(), "gf-outbox-cli-"));
  const database = join(dir, "gf.sqlite");
  const store = await openStore(database);
  for (const key of ["roll:10:0", "roll:11:0", "roll:12:0"]) {
    await store.enqueue({ key, kind: "reply", topicId: 1, postId: Number(key.split(":")[1]), replyToPostNumber: 2, raw: "x", createdAt: 1 });
  }
  const claimed = await store.claimOutbox(5, 1_000, 10);
  await store.markDead(claimed[0]!, "POST /posts.json: 503 down", "outage");
  await store.markDead(claimed[1]!, "POST /posts.json: 422 Body too long", "refused");
  await store.markSent(claimed[2]!.id, 99, 3, 6);
  await store.close();
  return { dir, database };
}

const counts = async (database: string) => { const s = await openStore(database); try { return await s.outboxCounts(); } finally { await s.close(); } };

describe("gf outbox retry", () => {
  it("lists dead replies with --dry-run (es) and changes nothing", async () => {
    const { database } = await deadStore();
    const io = fakeIo();
    expect(await dispatch(["outbox", "retry", "--dry-run", "--database", database, "--lang", "es"], io, commands)).toBe(0);
    expect(io.stdout).toEqual([
      "#1 roll:10:0 (tema 1, mensaje 10, 1 intentos, el foro no respondía): POST /posts.json: 503 down",
      "#2 roll:11:0 (tema 1, mensaje 11, 1 intentos, el foro lo rechazó): POST /posts.json: 422 Body too long",
    ]);
    expect(await counts(database)).toEqual({ pending: 0, sent: 1, dead: 2 });
  });

  it("puts one dead reply back by key, then the rest (en), the data dir's store by default", async () => {
    const { dir, database } = await deadStore();
    const io = fakeIo({ cwd: "/nonexistent" });
    expect(await dispatch(["outbox", "retry", "--key", "roll:11:0", "--data-dir", dir, "--lang", "en"], io, commands)).toBe(0);
    expect(io.stdout).toEqual(["replies put back in the queue: 1; the service sends them as soon as the forum answers"]);
    expect(await counts(database)).toEqual({ pending: 1, sent: 1, dead: 1 });
    const io2 = fakeIo({ env: { GF_DATABASE: database } });
    expect(await dispatch(["outbox", "retry", "--lang", "en"], io2, commands)).toBe(0);
    expect(await counts(database)).toEqual({ pending: 2, sent: 1, dead: 0 });
    const io3 = fakeIo({ env: { GF_DATABASE: database } });
    expect(await dispatch(["outbox", "retry", "--lang", "es"], io3, commands)).toBe(0);
    expect(io3.stdout).toEqual(["no hay respuestas muertas que reintentar"]);
  });

  it("reads the store from a gf serve config file, and refuses a bad --id in either language", async () => {
    const { dir, database } = await deadStore();
    const file = join(dir, "gf.json");
    writeFileSync(file, JSON.stringify({ database }));
    const io = fakeIo();
    expect(await dispatch(["outbox", "retry", "--config", file, "--id", "1", "--lang", "en"], io, commands)).toBe(0);
    expect(await counts(database)).toEqual({ pending: 1, sent: 1, dead: 1 });
    for (const [lang, message] of [["es", "«x1» no es un número de elemento (--id)"], ["en", "\"x1\" is not an item number (--id)"]] as const) {
      const bad = fakeIo();
      expect(await dispatch(["outbox", "retry", "--database", database, "--id", "x1", "--lang", lang], bad, commands)).toBe(2);
      expect(bad.stderr.join("\n")).toContain(message);
    }
  });

  it("says which store it could not open, in either language", async () => {
    const { dir } = await deadStore();
    const notADir = join(dir, "gf.json");
    writeFileSync(notADir, "{}");
    for (const [lang, start] of [["es", "no he podido abrir el almacén"], ["en", "cannot open the store"]] as const) {
      const io = fakeIo();
      expect(await dispatch(["outbox", "retry", "--database", join(notADir, "gf.sqlite"), "--lang", lang], io, commands)).toBe(1);
      expect(io.stderr.join("\n")).toContain(`${start} ${join(notADir, "gf.sqlite")}`);
    }
  });
});
