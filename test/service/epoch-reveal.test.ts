// The service reveals each epoch's seed once the epoch has closed, on its own clock
// (docs/verifiable-dice.md §5), so /.well-known/gf-dice.json lists it and `gf verify` re-derives the faces of older rolls.
import { afterEach, describe, expect, it } from "@jest/globals";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { commands } from "../../src/cli/commands/index.js";
import { dispatch } from "../../src/cli/dispatch.js";
import { fakeIo } from "../cli/fake-io.js";
import { harness } from "./harness.js";
import { epochAt } from "../../src/dice/epoch.js";
import { scheduleOf } from "../../src/dice/well-known.js";
import type { Harness } from "./harness.js";
import { until } from "../support/until.js";

let h: Harness | undefined;
afterEach(async () => { await h?.close(); h = undefined; });

const DAY = 86_400_000;
const wellKnown = async (url: string) =>
  (await (await fetch(`${url}/.well-known/gf-dice.json`)).json()) as { revealed: { epoch: number; seed: string } | null; chain: { head: string; genesis: string; periodSeconds: number; epochs: number } };

describe("automatic epoch reveal", () => {
  it("a pool edited into a post after its epoch's seed was revealed rolls at the edit's forum time, in an epoch still secret", async () => {
    // The forum and the service share one clock, moved by hand: a v3 roll is dated by the forum's time for the
    // block (the revision that added it, docs/verifiable-dice.md §V.1), and the service reveals on its own.
    let offset = 0;
    const now = () => Date.now() + offset;
    const clock = { now, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
    h = await harness({ clock, sandbox: { now }, config: { game: { reminderSweepMs: 20 } } });
    const p = await h.post("alicia", "Pienso qué hacer ahora mismo.");
    await h.settle();
    // The player waits for the seed of the post's epoch, then edits in the pool that would roll best.
    offset = DAY + 3 * 3_600_000;
    const revealed = await until("the reveal", async () => (await wellKnown(h!.service.url)).revealed ?? undefined);
    expect(revealed.epoch).toBe(1);
    await h.edit("alicia", p.id, "Pienso qué hacer ahora mismo.\n\n[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    const proof = /(?:proof|prueba)=(gf\d\.[A-Za-z0-9_-]+)/.exec(reply!.raw)![1]!;
    const { decodeProof } = await import("../../src/dice/proof.js");
    const record = decodeProof(proof);
    if (!record.ok || record.value.version !== 3) throw new Error("proof");
    // Not the post's epoch 1, whose seed anyone can read, but the epoch of the revision that added the block:
    // epoch 2, or 3 when the edit (27 h after the post) falls past the next UTC midnight, the epochs here
    // being UTC days. Either way its seed is still secret. The record's time is the revision's, to the millisecond.
    const edited = h.sandbox.forum.posts.get(p.id)!;
    const revision = await (await fetch(`${h.sandbox.url}/posts/${p.id}/revisions/${edited.version}.json`,
      { headers: { "Api-Key": h.sandbox.apiKey, "Api-Username": "system" } })).json() as { created_at: string };
    expect(record.value.record.postVersion).toBe(edited.version);
    expect(record.value.record.time).toBe(Date.parse(revision.created_at));
    const schedule = scheduleOf(await wellKnown(h.service.url));
    expect(record.value.record.epoch).toBe(epochAt(schedule, record.value.record.time));
    expect([2, 3]).toContain(record.value.record.epoch);
    expect((await wellKnown(h.service.url)).revealed?.epoch).toBeLessThan(record.value.record.epoch);
  });


  it("reveals the epoch's seed once it has closed, and gf verify then checks seed chain and faces", async () => {
    // The harness's operator: one-day epochs starting at today's UTC midnight. The service's clock is moved by hand.
    let offset = 0;
    const clock = { now: () => Date.now() + offset, sleep: (ms: number) => new Promise<void>((r) => setTimeout(r, ms)) };
    h = await harness({ clock, config: { game: { reminderSweepMs: 20 } } });
    const p = await h.post("alicia", "[gf-pool]\nd8 d6 d4\n[/gf-pool]");
    await h.settle();
    const [reply] = h.replies(p.topic_id);
    const proof = /(?:proof|prueba)=(gf\d\.[A-Za-z0-9_-]+)/.exec(reply!.raw)![1]!;
    const postedAt = h.sandbox.forum.posts.get(p.id)!.createdAt;

    // Epoch 1 is still open: nothing is revealed, however many sweeps pass.
    await h.service.sweep();
    await h.service.sweep();
    expect((await wellKnown(h.service.url)).revealed).toBeNull();

    // Epochs are revealed a reveal delay (three hours here) after they close.
    offset = DAY + 3 * 3_600_000;
    const revealed = await until("the reveal", async () => (await wellKnown(h!.service.url)).revealed ?? undefined);
    expect(revealed.epoch).toBe(1);
    expect(h.log.lines.some((l) => l.msg === "dice: epoch seed revealed" && l.epoch === 1)).toBe(true);

    // gf verify, in-process, against the document the service publishes.
    const dir = mkdtempSync(join(tmpdir(), "gf-reveal-"));
    try {
      const doc = join(dir, "gf-dice.json");
      writeFileSync(doc, JSON.stringify(await wellKnown(h.service.url)));
      const io = fakeIo({ env: { GF_LANG: "en" } });
      const code = await dispatch(["verify", proof, "--well-known", doc, "--at", postedAt, "--json"], io, commands);
      expect([code, io.stderr.join("\n")]).toEqual([0, ""]);
      const out = JSON.parse(io.stdout.join("\n")) as { passed: string[]; pending: string[] };
      expect(out.passed).toEqual(expect.arrayContaining(["signature", "epoch-time", "seed-chain", "faces"]));
      // The context and pool checks need what the forum shows (gf verify --context, --pool).
      expect(out.pending).toEqual(["context", "pool"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
