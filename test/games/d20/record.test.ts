// A d20 topic's record as the service stores it: a record written while the d20 flow still kept its own
// reminder (a `remind` field) is still read after the runner took reminders over (DC-TURN-2), and the
// field is dropped, so the table plays on and the runner's own reminder is the only one.
import { describe, expect, it } from "@jest/globals";
import { readRecord } from "../../../src/games/d20/flow/record.js";

const table = { gm: "dj", characters: { Ana: { player: "ana", bonus: 3 } } };
const record = { format: 1, state: table, log: { start: table, actions: [] } };

describe("a stored d20 record", () => {
  it("DC-TURN-2: one that still carries its own reminder is read, without it", () => {
    expect(readRecord({ ...record, remind: { at: 1_000, users: ["ana"] } })).toEqual({ ok: true, value: record });
  });

  it("any other key is still refused, naming where", () => {
    const r = readRecord({ ...record, reminder: 1 });
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.code).toBe("d20.record.unreadable");
  });
});
