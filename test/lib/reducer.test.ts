// The rules skeleton Tricube's, Facetas' and Pujas' reducers share (src/lib/reducer.ts): a handler edits
// a copy, so a refused action leaves the state the caller holds untouched, entries are the handler's,
// in order; an action from outside is read with the game's schema and refused in words; a post's
// actions played in turn keep what applied and stop nothing on a refusal.
import { describe, expect, it } from "@jest/globals";
import { z } from "zod";
import { ActionRun, actionReader, reducer } from "../../src/lib/reducer.js";
import { gfError } from "../../src/lib/result.js";

interface Counter { readonly n: number; readonly log: readonly string[] }
const action = z.discriminatedUnion("type", [z.object({ type: z.literal("add"), by: z.int().min(1).default(1) }), z.object({ type: z.literal("reset") })]);
type Action = z.infer<typeof action>;
const apply = reducer<Counter, Action, string>({
  add: (ctx, a) => { ctx.d.n += a.by; ctx.d.log.push(`+${a.by}`); ctx.entries.push(`added ${a.by}`); return ctx.d.n > 5 ? gfError("too.many", "X-MAX-1", { n: ctx.d.n }) : null; },
  reset: (ctx) => { ctx.d.n = 0; ctx.entries.push("reset"); return null; },
});
const parse = actionReader(action, "x.action.invalid");

describe("reducer", () => {
  it("applies the action's handler to a copy and returns it with the entries it posted", () => {
    const start: Counter = { n: 1, log: [] };
    const r = apply(start, { type: "add", by: 2 });
    expect(r).toEqual({ ok: true, value: { state: { n: 3, log: ["+2"] }, entries: ["added 2"] } });
    expect(start).toEqual({ n: 1, log: [] });
  });
  it("X-MAX-1: a refusal leaves the caller's state as it was, even what the handler edited before refusing", () => {
    const start: Counter = { n: 5, log: ["+5"] };
    expect(apply(start, { type: "add", by: 1 })).toEqual({ ok: false, error: { code: "too.many", rule: "X-MAX-1", params: { n: 6 } } });
    expect(start).toEqual({ n: 5, log: ["+5"] });
  });
});

describe("actionReader", () => {
  it("reads an action with its defaults, and refuses another with the game's code and the reason in words", () => {
    expect(parse({ type: "add" })).toEqual({ ok: true, value: { type: "add", by: 1 } });
    const bad = parse({ type: "add", by: 0 });
    expect(bad.ok).toBe(false);
    expect(!bad.ok && bad.error.code).toBe("x.action.invalid");
    expect(!bad.ok && Object.keys(bad.error.params ?? {}).length).toBeGreaterThan(0);
  });
});

describe("ActionRun", () => {
  it("plays actions in turn, keeps what applied, and returns a refusal without changing anything", () => {
    const play = new ActionRun<Counter, Action, string>({ n: 0, log: [] }, parse, apply);
    expect(play.run({ type: "add", by: 3 })).toBeNull();
    expect(play.run({ type: "add", by: 9 })).toMatchObject({ code: "too.many" });
    expect(play.run({ type: "nope" })).toMatchObject({ code: "x.action.invalid" });
    expect(play.run({ type: "add" })).toBeNull();
    expect(play.state).toEqual({ n: 4, log: ["+3", "+1"] });
    expect(play.actions).toEqual([{ type: "add", by: 3 }, { type: "add", by: 1 }]);
    expect(play.entries).toEqual(["added 3", "added 1"]);
  });
});
