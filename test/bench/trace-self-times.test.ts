// What the benches' GF_BENCH_TRACE split reads of a trace (bench/support/main-thread.ts traceSelfTimes,
// traceCounts): the traced page's renderer main thread, each event's time less its children's. A trace
// holds every renderer's threads; one of a page closed before can be listed first, and read instead it
// left the page's own tasks out, a long task and all. The traces below have the shape Chromium's have
// (thread_name metadata per renderer, TracingStartedInBrowser naming the traced frame's process).
import { describe, expect, it } from "@jest/globals";
import { traceCounts, traceSelfTimes } from "../../bench/support/main-thread.js";

type Event = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; cat?: string; args?: object };
const PAGE = 20, OTHER = 10;
const on = (pid: number) => (name: string, ts: number, dur: number, url?: string): Event =>
  ({ name, ph: "X", ts, dur, pid, tid: pid, cat: "devtools.timeline", ...(url ? { args: { data: { url } } } : {}) });
const page = on(PAGE), other = on(OTHER);
const threadName = (pid: number): Event => ({ name: "thread_name", ph: "M", ts: 0, pid, tid: pid, args: { name: "CrRendererMain" } });
const started: Event = { name: "TracingStartedInBrowser", ph: "I", ts: 0, pid: 1, tid: 1, cat: "disabled-by-default-devtools.timeline",
  args: { data: { frames: [{ frame: "F", isOutermostMainFrame: true, processId: PAGE, url: "http://localhost/" }] } } };
const trace = (events: Event[]) => Buffer.from(JSON.stringify({ traceEvents: events }));
/** The page's renderer: a 300 ms task (a timer's callback, a layout it forces inside), then a short frame. */
const pageEvents = [
  threadName(PAGE),
  page("RunTask", 1000, 317_000),
  page("FunctionCall", 1500, 300_000, "http://localhost/gf-client.js"),
  page("Blink.ForcedStyleAndLayout.UpdateTime", 100_000, 20_000),
  page("RunTask", 400_000, 5000),
  page("LocalFrameView::performLayout", 400_500, 4000),
];
/** A renderer of a page closed before the trace's page was opened: one short task. */
const otherEvents = [threadName(OTHER), other("RunTask", 500, 1800), other("FunctionCall", 600, 1000, "http://localhost/")];

describe("the traced page's main thread, by self time", () => {
  it("reads the page the trace was started for, not a renderer listed before it", () => {
    const self = traceSelfTimes(trace([...otherEvents, started, ...pageEvents]));
    // The long task: the task less its callback, the callback less the layout it forced, the layout.
    expect(self.get("RunTask")).toBe(17_000 + 1000);
    expect(self.get("FunctionCall gf-client.js")).toBe(280_000);
    expect(self.get("Blink.ForcedStyleAndLayout.UpdateTime")).toBe(20_000);
    expect(self.get("LocalFrameView::performLayout")).toBe(4000);
    expect(self.has("FunctionCall ")).toBe(false);
    expect([...self.values()].reduce((a, b) => a + b, 0)).toBe(317_000 + 5000);
    expect(traceCounts(trace([...otherEvents, started, ...pageEvents]))).toMatchObject({ layouts: 1, "forced layouts": 1 });
  });

  it("without the browser's tracing-started event, reads the busiest renderer", () => {
    const self = traceSelfTimes(trace([...otherEvents, ...pageEvents]));
    expect(self.get("FunctionCall gf-client.js")).toBe(280_000);
    expect([...self.values()].reduce((a, b) => a + b, 0)).toBe(317_000 + 5000);
  });

  it("reads nothing of a trace with no renderer", () => {
    expect(traceSelfTimes(trace([started])).size).toBe(0);
  });
});
