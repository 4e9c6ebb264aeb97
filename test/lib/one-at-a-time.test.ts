// oneAtATime: tasks for one key never overlap, whatever the earlier one's outcome; other keys run alongside.
import { describe, expect, it } from "@jest/globals";
import { oneAtATime } from "../../src/lib/one-at-a-time.js";

const tick = () => new Promise<void>((r) => setTimeout(r, 5));

describe("oneAtATime", () => {
  it("runs a key's tasks one after the other, even after a failure, and other keys alongside", async () => {
    const serial = oneAtATime<number>();
    const events: string[] = [];
    const task = (name: string, fail = false) => async () => {
      events.push(`${name} start`);
      await tick();
      events.push(`${name} end`);
      if (fail) throw new Error(name);
      return name;
    };
    const a1 = serial(1, task("a1", true));
    const a2 = serial(1, task("a2"));
    const b1 = serial(2, task("b1"));
    await expect(a1).rejects.toThrow("a1");
    await expect(a2).resolves.toBe("a2");
    await expect(b1).resolves.toBe("b1");
    // a2 starts only once a1 (which failed) has ended; b1, another key, started before a1 ended.
    expect(events.indexOf("a2 start")).toBeGreaterThan(events.indexOf("a1 end"));
    expect(events.indexOf("b1 start")).toBeLessThan(events.indexOf("a1 end"));
  });
});
