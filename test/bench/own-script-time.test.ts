// The weight bench's parse + decorate figure (bench/support/main-thread.ts ownScriptTime) counts, from a
// Chromium trace, the main thread's time in the plugin's scripts only: its callbacks and its chunks'
// evaluation with what they call, the microtasks after them, split at the page's mark; never the page's
// own callbacks, nor the browser's frames. The trace below has the shape Chromium's has (RunTask at the
// top, FunctionCall and EvaluateScript with their script's URL, RunMicrotasks beside a callback).
import { describe, expect, it } from "@jest/globals";
import { ownScriptTime } from "../../bench/support/main-thread.js";

const PAGE = "http://localhost/";
const CORE = "http://localhost/gf-client.js";
const CHUNK = "http://localhost/plugins/genrefuzzion/javascripts/gf-pujas.js";
const ours = (url: string) => /\/gf-[\w-]+\.js$/.test(url);

type Event = { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; cat?: string; args?: object };
const main = (name: string, ts: number, dur: number, url?: string, tdur = dur): Event =>
  ({ name, ph: "X", ts, dur, tdur, pid: 1, tid: 1, cat: "devtools.timeline", ...(url ? { args: { data: { url } } } : {}) });
const trace = (events: Event[]) => Buffer.from(JSON.stringify({ traceEvents: [
  // Another renderer's main thread, listed first (a page closed before): never counted.
  { name: "thread_name", ph: "M", ts: 0, pid: 2, tid: 2, args: { name: "CrRendererMain" } },
  { ...main("FunctionCall", 100, 5000, CORE), pid: 2, tid: 2 },
  { name: "thread_name", ph: "M", ts: 0, pid: 1, tid: 1, args: { name: "CrRendererMain" } },
  ...events,
] }));
const mark = (ts: number): Event => ({ name: "gf-first-screen", ph: "I", ts, pid: 1, tid: 1, cat: "blink.user_timing" });

describe("the plugin's own main-thread time in a trace", () => {
  it("counts its callbacks and its chunk's evaluation with what they call, and the microtasks they leave, before and after the mark", () => {
    const t = ownScriptTime(trace([
      // An idle callback of the core's: its call (with a layout it forces inside) and the microtasks after it.
      main("RunTask", 0, 1000),
      main("FunctionCall", 100, 600, CORE, 300),
      main("Layout", 200, 100),
      main("RunMicrotasks", 700, 200),
      // A chunk run, then its load event: the page's handler, and the promise reactions that draw with the chunk.
      main("RunTask", 2000, 1500),
      main("EvaluateScript", 2000, 700, CHUNK),
      main("FunctionCall", 2800, 50, PAGE),
      main("RunMicrotasks", 2850, 400),
      mark(5000),
      // A frame: the page's rAF callback and its microtasks, then style and layout: none of it the plugin's.
      main("RunTask", 6000, 2000),
      main("FunctionCall", 6000, 300, PAGE),
      main("RunMicrotasks", 6300, 100),
      main("Layout", 6500, 1000),
      // After the mark, a callback of the core's.
      main("RunTask", 9000, 500),
      main("FunctionCall", 9000, 250, CORE),
    ]), ours, "gf-first-screen");
    expect(t.marked).toBe(true);
    expect(t.first.wall).toBe(600 + 200 + 700 + 400);
    expect(t.first.cpu).toBe(300 + 200 + 700 + 400);
    expect(t.total.wall).toBe(600 + 200 + 700 + 400 + 250);
  });

  it("counts nothing of a trace where the plugin ran nothing, and says when the mark is missing", () => {
    const t = ownScriptTime(trace([main("RunTask", 0, 1000), main("FunctionCall", 0, 900, PAGE), main("RunMicrotasks", 900, 50)]), ours, "gf-first-screen");
    expect(t.total.wall).toBe(0);
    expect(t.marked).toBe(false);
  });
});
