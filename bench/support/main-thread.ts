// What a page's main-thread time is made of, from the DevTools protocol: a trace's renderer
// main-thread events by self time (style, layout, paint, compile, script…), and a CPU profile's
// functions by self time. Used by the benches' GF_BENCH_TRACE=1 mode.

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string; data?: { url?: string; frames?: { processId?: number; isOutermostMainFrame?: boolean }[] } } }

/**
 * The traced page's renderer main thread's complete events, in order. A trace holds every renderer's
 * threads, and a page closed before (another context's, the bench's previous visit) can list its main
 * thread first: read, it left out the page's own tasks, long ones and all. The page is the one the
 * browser says it started tracing (TracingStartedInBrowser, its outermost main frame's process), else
 * the renderer whose main thread was busiest.
 */
function mainThreadEvents(buffer: Buffer): TraceEvent[] {
  const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = events.filter((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain");
  const complete = (main: TraceEvent) => events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined);
  const frames = events.find((e) => e.name === "TracingStartedInBrowser")?.args?.data?.frames ?? [];
  const traced = (frames.find((f) => f.isOutermostMainFrame) ?? frames[0])?.processId;
  const main = mains.find((m) => m.pid === traced) ?? mains.map((m) => ({ m, busy: busyTime(complete(m)) })).sort((a, b) => b.busy - a.busy)[0]?.m;
  return main ? complete(main).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!) : [];
}

/** The time a thread's complete events cover (the top-level ones' durations), µs. */
function busyTime(own: readonly TraceEvent[]): number {
  let busy = 0, end = -Infinity;
  for (const e of [...own].sort((a, b) => a.ts - b.ts)) {
    if (e.ts >= end) { busy += e.dur!; end = e.ts + e.dur!; } else if (e.ts + e.dur! > end) { busy += e.ts + e.dur! - end; end = e.ts + e.dur!; }
  }
  return busy;
}

/**
 * How many times the main thread did each of these in a trace: frames committed, layouts, style
 * recalculations, layouts forced by a script, and so on. Counts barely move with the machine's load
 * where times do.
 */
export function traceCounts(buffer: Buffer): Record<string, number> {
  const own = mainThreadEvents(buffer);
  const count = (name: string) => own.filter((e) => e.name === name).length;
  return { frames: count("Commit"), layouts: count("LocalFrameView::performLayout"), "style recalcs": count("Document::recalcStyle"),
    "forced layouts": count("Blink.ForcedStyleAndLayout.UpdateTime"), "intersection checks": count("IntersectionObserverController::computeIntersections") };
}

/** The renderer main thread's events of a trace (Tracing categories below), self time by name, µs. */
export function traceSelfTimes(buffer: Buffer): Map<string, number> {
  const self = new Map<string, number>();
  const own = mainThreadEvents(buffer);
  const stack: { end: number; name: string }[] = [];
  for (const e of own) {
    while (stack.length && stack[stack.length - 1]!.end <= e.ts) stack.pop();
    const parent = stack[stack.length - 1];
    const label = e.name + (e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, "")}` : "");
    self.set(label, (self.get(label) ?? 0) + e.dur!);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    stack.push({ end: e.ts + e.dur!, name: label });
  }
  return self;
}

/** What kind of main-thread work a trace event is, by its name (the first pattern that matches). */
const KINDS: readonly [string, RegExp][] = [
  ["compile", /^V8\.(Parse|PreParse|Compile|CollectSourcePositions|OffThread|Maglev|Turbofan)|^v8\.(compile|produceCache)|^FlushInstructionCache/],
  ["script", /^(v8\.(run|callFunction|newInstance)|FunctionCall|RunMicrotasks|EvaluateScript|V8\.BytecodeBudget|FireIdleCallback|FireAnimationFrame|AsyncTask|EventDispatch|FrameRequestCallback|BlinkScheduler_PerformMicrotask|V8\.GC|MajorGC|MinorGC|TimerFire)/],
  ["style", /recalcStyle|rebuildLayoutTree|updateStyle|UpdateLayoutTree|StyleEngine/],
  ["layout", /performLayout|^Layout$|InlineNode|ForcedStyleAndLayout|UpdateStyleAndLayout/],
  ["paint", /Paint|CullRect|Commit|Compositing|Accessibility|UpdateLifecycle|Raster/],
  ["intersection observers", /Intersection/],
  ["fetching scripts", /requestResource|Receive mojo message|ResourceLoad|ResourceReceive|ResourceFinish/],
  ["parsing HTML", /ParseHTML|HTMLDocumentParser/],
];
/** A trace's self times (traceSelfTimes) summed by kind of work (compile, script, style, layout, paint…), µs. */
export function traceKinds(self: Map<string, number>): Map<string, number> {
  const kinds = new Map<string, number>();
  for (const [name, us] of self) {
    const kind = KINDS.find(([, pattern]) => pattern.test(name))?.[0] ?? "other";
    kinds.set(kind, (kinds.get(kind) ?? 0) + us);
  }
  return kinds;
}

/** The categories a trace needs for traceSelfTimes to name style, layout, paint, compile and script. */
export const TRACE_CATEGORIES = ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8", "v8.execute",
  "disabled-by-default-v8.compile", "blink", "toplevel"];

interface ProfileNode { id: number; callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number }; children?: number[] }
/** A CPU profile (Profiler.stop's) by function, self time in µs. */
export function profileSelfTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const label = `${f.functionName || "(anonymous)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}:${f.columnNumber + 1}`;
    self.set(label, (self.get(label) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return self;
}

/**
 * A CPU profile by function, total (inclusive) time in µs: each sample counts once for every distinct
 * function on its stack whose script `keep` accepts, so a card's drawing is the sum of what it calls.
 */
export function profileTotalTimes(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }, keep: (url: string) => boolean): Map<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const total = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const f = byId.get(at)!.callFrame;
      if (!keep(f.url)) continue;
      seen.add(`${f.functionName || "(top level)"} ${f.url.replace(/^.*\//, "")}:${f.lineNumber + 1}:${f.columnNumber + 1}`);
    }
    for (const label of seen) total.set(label, (total.get(label) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return total;
}

/** The largest entries of a self-time map, one line each, in ms. */
export function largest(self: Map<string, number>, top = 14, indent = "    "): string {
  return [...self].filter(([, us]) => us > 300).sort((a, b) => b[1] - a[1]).slice(0, top)
    .map(([n, us]) => `${indent}${(us / 1000).toFixed(1).padStart(7)} ms  ${n}`).join("\n");
}

/**
 * What kind of main-thread work a trace event's self time is: compile (V8's parse and compile), script
 * (running JavaScript, microtasks, events, timers, GC), style, layout, paint (pre-paint, paint,
 * layerize, commit to the compositor), or the rest (task plumbing, IPC, intersection and
 * accessibility steps, and the CPU throttle's own spin inside a task).
 */
export function traceKind(name: string): "compile" | "script" | "style" | "layout" | "paint" | "other" {
  if (/^V8\.(Parse|Compile|ScriptCompiler|Deserialize)|^v8\.(compile|parse)|CompileScript|CompileCode|PreParse|StreamingCompile/i.test(name)) return "compile";
  if (/recalcStyle|UpdateLayoutTree|StyleEngine|ParseAuthorStyleSheet|Style::|StyleRecalc|UpdateStyle/i.test(name)) return "style";
  if (/Layout|InlineNode|ShapeText|LayoutBlock|LayoutNG/i.test(name)) return "layout";
  if (/Paint|Commit|Layerize|Raster|Composit|PrePaint|UpdateLayer|cc::/i.test(name)) return "paint";
  if (/FunctionCall|RunMicrotasks|EvaluateScript|V8\.|v8\.|EventDispatch|TimerFire|FireAnimationFrame|GC|MinorGC|MajorGC|HandlePostMessage|DoVerify|BlinkGC/i.test(name)) return "script";
  return "other";
}

/** traceSelfTimes grouped by traceKind, µs. */
export function traceSplit(self: Map<string, number>): Map<string, number> {
  const out = new Map<string, number>();
  for (const [name, us] of self) out.set(traceKind(name), (out.get(traceKind(name)) ?? 0) + us);
  return out;
}

/**
 * A CPU profile's samples by phase: each sample goes to the first phase (in `phases`' order) one of
 * whose function names is on its stack, else to "other script" (JavaScript) or its V8 label
 * ("(program)", "(garbage collector)", "(idle)"). Inclusive time per phase, µs.
 */
export function profilePhases(profile: { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] },
  phases: readonly (readonly [string, readonly string[]])[]): Map<string, number> {
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const phaseOf = new Map<number, string>();
  const classify = (id: number): string => {
    const known = phaseOf.get(id);
    if (known) return known;
    const names = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) names.add(byId.get(at)!.callFrame.functionName);
    const own = byId.get(id)!.callFrame.functionName;
    const phase = phases.find(([, fns]) => fns.some((f) => names.has(f)))?.[0]
      ?? (/^\((program|garbage collector|idle|root)\)$/.test(own) ? own : "other script");
    phaseOf.set(id, phase);
    return phase;
  };
  const out = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const phase = classify(id);
    out.set(phase, (out.get(phase) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  });
  return out;
}

/** The categories ownScriptTime needs: script entries (FunctionCall, EvaluateScript), microtask checkpoints, user timing marks. */
export const OWN_SCRIPT_CATEGORIES = ["toplevel", "devtools.timeline", "v8.execute", "blink.user_timing"];

/**
 * The main thread's time in the scripts `ours` names (by URL), µs of a trace, before a user timing mark
 * (`performance.mark(split)`) and in all: each entry into one of them (FunctionCall: a callback of theirs
 * the browser calls, an idle, frame, timer or observer callback; EvaluateScript: a script of theirs
 * compiled and run), with what it calls (lazy compiling, garbage collection, a layout it forces), and the
 * microtasks it leaves (the checkpoint after one of their callbacks; after a script of theirs is run and
 * its load event dispatched, the promise reactions that draw with it). Neither the browser's frames
 * (style, layout, paint, intersection checks) nor anything a script not theirs calls into them
 * synchronously: the caller counts that itself. `wall`: durations (at the emulated CPU rate, with any
 * preemption by other processes); `cpu`: the main thread's CPU time of the same events.
 */
export function ownScriptTime(buffer: Buffer, ours: (url: string) => boolean, split: string): { first: { wall: number; cpu: number }; total: { wall: number; cpu: number }; marked: boolean } {
  const events = (JSON.parse(buffer.toString("utf8")) as { traceEvents: (TraceEvent & { tdur?: number; cat?: string })[] }).traceEvents;
  // The page's renderer is the one that made the mark: a trace may hold other renderers' threads (a page closed before).
  const mark = events.find((e) => e.name === split && e.cat?.includes("blink.user_timing"));
  const main = mark && events.find((e) => e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === mark.pid);
  const at = mark?.ts ?? Infinity;
  const own = main ? events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X" && e.dur !== undefined).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!) : [];
  const entry = (e: TraceEvent) => (e.name === "FunctionCall" || e.name === "EvaluateScript") && ours(e.args?.data?.url ?? "");
  // Nesting: each event's parent, and which events directly hold one of our entries, or (at the top) a script of ours run.
  const stack: (TraceEvent & { tdur?: number })[] = [];
  const parent = new Map<TraceEvent, TraceEvent | undefined>();
  const top = new Map<TraceEvent, TraceEvent>();
  const holdsOurs = new Set<TraceEvent | undefined>(), ranOurs = new Set<TraceEvent>();
  for (const e of own) {
    while (stack.length && stack[stack.length - 1]!.ts + stack[stack.length - 1]!.dur! <= e.ts) stack.pop();
    const p = stack[stack.length - 1];
    parent.set(e, p);
    top.set(e, stack[0] ?? e);
    if (entry(e)) { holdsOurs.add(p); if (e.name === "EvaluateScript") ranOurs.add(stack[0] ?? e); }
    stack.push(e);
  }
  const first = { wall: 0, cpu: 0 }, total = { wall: 0, cpu: 0 };
  const counted = new Set<TraceEvent>();
  for (const e of own as (TraceEvent & { tdur?: number })[]) {
    let p = parent.get(e), inside = false;
    for (; p && !inside; p = parent.get(p)) inside = counted.has(p);
    if (inside) continue;
    const microtasks = e.name === "RunMicrotasks" && (holdsOurs.has(parent.get(e)) || ranOurs.has(top.get(e)!));
    if (!entry(e) && !microtasks) continue;
    counted.add(e);
    total.wall += e.dur!; total.cpu += e.tdur ?? 0;
    if (e.ts < at) { first.wall += e.dur!; first.cpu += e.tdur ?? 0; }
  }
  return { first, total, marked: mark !== undefined };
}
