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
//    nothing: scripts load one at a time for cards nobody sees, and the first screen's come first;
//  - a card that would have to ask for a script (its game's chunk is not on the page) asks for it only
//    once it is in the viewport itself, or in idle time: drawn at once or near the viewport, it says
//    WAIT and keeps waiting. A cold page then fetches, compiles and runs the scripts of the games a
//    reader sees, not those of the next screen's cards (a scroll or idle time draws them).
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

/**
 * Draws a card, or starts to: a promise while something it needs loads. `mayLoad` false (the card is
 * not in the viewport, and this is not idle time): where drawing would ask for a script, it asks for
 * nothing and returns WAIT.
 */
export type Draw = (mayLoad: boolean) => unknown;

/** What a Draw returns when it would have to ask for a script and may not yet: the card keeps waiting. */
export const WAIT: unique symbol = Symbol("wait");

interface Schedule {
  readonly waiting: Map<Element, Draw>;
  readonly seen: WeakSet<Element>;
  readonly observer: IntersectionObserver;
  /** The viewport itself, for cards near it that wait to ask for a script until they are in it. */
  readonly viewport: IntersectionObserver;
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
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const inView = inViewport(entry.boundingClientRect);
      run(entry.target, true, inView);
      // Near the viewport and waiting to ask for a script: asks for it once in the viewport, or in idle time.
      if (!inView && schedule!.waiting.has(entry.target)) schedule!.viewport.observe(entry.target);
    }
  }, { rootMargin: NEAR });
  const viewport = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) run(entry.target, true, true);
  });
  return (schedule = { waiting: new Map(), seen: new WeakSet(), observer, viewport, atOnce: 0, loading: 0, frameAsked: false, idleAsked: false });
}

/** Draws the card now, or once it nears the viewport or the page is idle (the module's comment says when). */
export function drawWhenSeen(element: Element, draw: Draw): void {
  const s = ready();
  if (!s) { draw(true); return; }
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
  // A card seen before may ask for what it needs; one drawn at once, before it is in the page, may not yet.
  const mayLoad = s.seen.has(element);
  if (!mayLoad) s.atOnce++;
  s.waiting.set(element, draw);
  run(element, true, mayLoad);
}

/** Whether a card's box is in the viewport itself (not only near it). */
const inViewport = (box: DOMRectReadOnly): boolean => box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;

/**
 * Draws a waiting card (seen: it neared the viewport, so what it waits for draws it at once; mayLoad:
 * it may ask for a script); whether it waits for a load. A card that says WAIT stays waiting, unseen.
 */
function run(element: Element, seen: boolean, mayLoad: boolean): boolean {
  const s = schedule!;
  const draw = s.waiting.get(element);
  if (!draw) return false;
  const drawing = draw(mayLoad);
  // Still waiting, in its place: drawn at once, it is observed from the next frame; near the viewport,
  // the observer's callback watches it.
  if (drawing === WAIT) { askIdle(s); return false; }
  if (s.waiting.get(element) === draw) s.waiting.delete(element);
  s.observer.unobserve(element);
  s.viewport.unobserve(element);
  if (seen) s.seen.add(element);
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
      if (run(element, false, true) || performance.now() > until) break;
    }
    askIdle(s);
  }, { timeout: IDLE_TIMEOUT });
}
