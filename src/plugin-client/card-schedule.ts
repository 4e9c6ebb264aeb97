// When a cooked card is drawn. A topic's first render hands the decorator every loaded post at once
// (Discourse renders the post stream's posts in one go and decorates each before adopting it into
// the page: components/post-stream.gjs, components/decorated-html.gjs at discourse/discourse@0047acc5),
// but a reader sees a handful of cards. So:
//  - the first cards of a frame are drawn at once, as before: a post or a composer preview with a few
//    cards never shows its cooked lines;
//  - the others wait, and are drawn when they come near the viewport (an IntersectionObserver) or
//    when the page is idle (requestIdleCallback, in slices of 20 ms), whichever is first, in the
//    page's order. Every card is drawn within about a second, and the first screen does not wait
//    for the rest;
//  - while a card waits for something to load (its game's chunk, the sheet checks), idle time starts
//    nothing: scripts load one at a time for cards nobody sees, and the first screen's come first.
// A drawing step that must wait for a script returns its promise, and goes on by calling
// drawWhenSeen again: a card already seen is then drawn at once, another one waits its turn.
// Where the browser has no IntersectionObserver or requestIdleCallback, every card is drawn at once.

/** Cards drawn at once in one frame: a screen's worth, before the rest wait for the viewport or idle time. */
export const CARDS_AT_ONCE = 6;
/** How far outside the viewport a waiting card is drawn: half a screen above and below, so a reader scrolling meets drawn cards. */
const NEAR = "50% 0px";
/** The longest a waiting card waits for idle time, in ms: past it, it is drawn anyway. */
const IDLE_TIMEOUT = 1000;
/**
 * How long (ms) an idle slice draws, then yields. Longer than most idle periods: each slice's cards make
 * the next frame style, lay out and paint a page of many posts again, and that frame costs more than a
 * few cards do, so a few long slices cost less than many short ones. Under the 50 ms of a long task,
 * so a reader's input waits at most this long.
 */
const SLICE = 20;

/** Draws a card, or starts to: a promise while something it needs loads. */
export type Draw = () => unknown;

interface Schedule {
  readonly waiting: Map<Element, Draw>;
  readonly seen: WeakSet<Element>;
  readonly observer: IntersectionObserver;
  /** Cards drawn at once since the last frame. */
  atOnce: number;
  /** Loads under way for cards being drawn: idle time waits for them. */
  loading: number;
  frameAsked: boolean;
  idleAsked: boolean;
}

let schedule: Schedule | undefined | null;

function ready(): Schedule | null {
  if (schedule !== undefined) return schedule;
  const w = globalThis as Partial<typeof globalThis>;
  if (typeof w.IntersectionObserver !== "function" || typeof w.requestIdleCallback !== "function" || typeof w.requestAnimationFrame !== "function") {
    return (schedule = null);
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) run(entry.target, true);
  }, { rootMargin: NEAR });
  return (schedule = { waiting: new Map(), seen: new WeakSet(), observer, atOnce: 0, loading: 0, frameAsked: false, idleAsked: false });
}

/** Draws the card now, or once it nears the viewport or the page is idle (the module's comment says when). */
export function drawWhenSeen(element: Element, draw: Draw): void {
  const s = ready();
  if (!s) { draw(); return; }
  if (!s.frameAsked) {
    s.frameAsked = true;
    requestAnimationFrame(() => {
      s.frameAsked = false;
      s.atOnce = 0;
      // Observed from the next frame on: Discourse decorates a post before adopting it into the page.
      for (const waiting of s.waiting.keys()) s.observer.observe(waiting);
    });
  }
  // A card seen before (what it waited for is in, or it is drawn again) is drawn at once; so are a frame's first few.
  if (!s.seen.has(element) && (s.atOnce >= CARDS_AT_ONCE || s.waiting.size)) {
    s.waiting.set(element, draw);
    askIdle(s);
    return;
  }
  if (!s.seen.has(element)) s.atOnce++;
  s.waiting.set(element, draw);
  run(element, true);
}

/** Draws a waiting card (seen: it neared the viewport, so what it waits for draws it at once); whether it waits for a load. */
function run(element: Element, seen: boolean): boolean {
  const s = schedule!;
  const draw = s.waiting.get(element);
  if (!draw) return false;
  s.waiting.delete(element);
  s.observer.unobserve(element);
  if (seen) s.seen.add(element);
  const drawing = draw();
  if (!(drawing instanceof Promise)) return false;
  // Idle time waits for the load (askIdle).
  s.loading++;
  void drawing.finally(() => { s.loading--; askIdle(s); }).catch(() => undefined);
  return true;
}

function askIdle(s: Schedule): void {
  if (s.idleAsked || !s.waiting.size || s.loading) return;
  s.idleAsked = true;
  requestIdleCallback(() => {
    s.idleAsked = false;
    const until = performance.now() + SLICE;
    // In the order they were decorated (the page's order). A card that starts a load ends the slice:
    // the next one starts when it is in, so idle time loads one script at a time.
    for (const element of s.waiting.keys()) {
      if (run(element, false) || performance.now() > until) break;
    }
    askIdle(s);
  }, { timeout: IDLE_TIMEOUT });
}
