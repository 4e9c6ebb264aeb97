// The roll log's last tip (docs/verifiable-dice.md §V.4): a service that stops (SIGTERM, close) after
// rolling posts its log's tip in the commitment topic, naming the last seq, so the rolls since the last
// hourly tip are anchored too; with nothing rolled since, it posts none; and a forum that never answers
// never holds the stop. The tip at start names the log as it was then and never holds the start: a
// restarted service answers webhooks while its tip is still on its way. The real service and its
// sandbox forum over real HTTP.
import { afterEach, describe, expect, it } from "@jest/globals";
import { DatabaseSync } from "../../src/service/store/sqlite-db.js";
import { join } from "node:path";
import { until } from "../support/until.js";
import { harness, serviceConfig, startService, type Harness } from "./harness.js";

let h: Harness | undefined;
afterEach(async () => { await h?.sandbox.close(); h = undefined; });

const tips = (hh: Harness) => [...hh.sandbox.forum.posts.values()].filter((p) => p.raw.includes('"format":"gf-dice-tip-v3"'))
  .map((p) => /"seq":(\d+),"hash":"([0-9a-f]{64})"/.exec(p.raw)!.slice(1, 3));
const lastRecord = (hh: Harness) => {
  const db = new DatabaseSync(join(hh.dataDir, "gf.sqlite"), { readOnly: true });
  try { return db.prepare("SELECT seq, record_hash FROM rolls ORDER BY seq DESC LIMIT 1").get() as { seq: number; record_hash: string }; } finally { db.close(); }
};

describe("the roll log's tip when the service stops", () => {
  it("a stop after new rolls leaves a tip naming the last seq and its record hash", async () => {
    h = await harness();
    const first = await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.post("alicia", "Otra vez.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]", first.topic_id);
    await h.settle();
    await h.service.stop();
    const last = lastRecord(h);
    expect(last.seq).toBe(2);
    // One at start (an empty log), one at the stop.
    expect(tips(h)).toEqual([["0", "0".repeat(64)], ["2", last.record_hash]]);
  }, 30_000);

  it("a stop with nothing rolled since the last tip posts none", async () => {
    h = await harness();
    await h.service.stop();
    expect(tips(h)).toEqual([["0", "0".repeat(64)]]);
  }, 30_000);

  it("a forum that never answers the last tip does not hold the stop: it gives up after its timeout and says so", async () => {
    h = await harness();
    await h.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await h.settle();
    h.sandbox.server.faults.push({ action: "hang", status: 0, count: 1, path: /^POST \/posts\.json$/ });
    await h.service.stop();
    expect(tips(h)).toEqual([["0", "0".repeat(64)]]);
    expect(h.log.lines.filter((l) => l["msg"] === "dice: the roll log's last tip was not posted in time; stopping without it")).toHaveLength(1);
  }, 30_000);
});

describe("the roll log's tip when the service starts", () => {
  it("a restart whose tip the forum holds answers rolls meanwhile; the tip, once through, names the log as it was at start", async () => {
    h = await harness();
    const hh = h;
    await hh.post("alicia", "Ataco.\n\n[gf-pool]\nd12 d12 d12\n[/gf-pool]");
    await hh.settle();
    await hh.service.stop();
    const atStart = lastRecord(hh);
    // The forum holds the next start's tip (as a hung request or a long 429 would) until the test lets it go.
    let release = () => {};
    const held = new Promise<void>((resolve) => { release = resolve; });
    let holding = false;
    const forumFetch: typeof fetch = async (input, init) => {
      if (init?.method === "POST" && String(init.body ?? "").includes("gf-dice-tip-v3")) { holding = true; await held; }
      return fetch(input, init);
    };
    const port = Number(new URL(hh.hook).port);
    let up = false;
    const starting = startService(serviceConfig(hh.sandbox, hh.dataDir, { listen: { host: "127.0.0.1", port } }), { log: hh.log, forumFetch })
      .then((s) => { up = true; return s; });
    try {
      await until("the restarted service listening while its tip is held", () => up && holding);
      hh.service = await starting;
      const roll = await hh.post("bruno", "Me defiendo.\n\n[gf-pool]\nd10 d8\n[/gf-pool]");
      await hh.settle();
      expect(hh.replies(roll.topic_id).filter((r) => r.replyTo === roll.post_number)).toHaveLength(1);
      expect(tips(hh)).toEqual([["0", "0".repeat(64)], ["1", atStart.record_hash]]);
    } finally {
      release();
      // Without the fix the start waited for its tip: let it finish and stop, so the failure does not hang the run.
      if (hh.service !== await starting) await (await starting).stop();
    }
    await until("the start's tip posted", () => tips(hh).length === 3);
    expect(tips(hh)[2]).toEqual(["1", atStart.record_hash]);
    // The stop after the new roll names it.
    await hh.service.stop();
    expect(tips(hh).at(-1)).toEqual(["2", lastRecord(hh).record_hash]);
  }, 60_000);
});
