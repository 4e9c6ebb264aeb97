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
//    reader sees, not those of the next screen's cards (a scroll or idle time draws them);
//  - cards in view whose scripts are loading are drawn together, once the last of those scripts is in
//    (at most BATCH_WAIT ms after the first): the first screen appears whole, and the page of many posts
//    is styled, laid out and painted once for it, not once per script.
// A drawing step that must wait for a script returns its promise, and goes on by calling
// drawWhenSeen again: a card already seen is then drawn at once, another one waits its turn.
// Where the browser has no IntersectionObserver or requestIdleCallback, every card is drawn at once.

/** The longest (ms) a card in view whose script is in waits for the other cards in view's scripts. */
const BATCH_WAIT = 100;
/** Cards drawn at once in one frame: a screen's worth, before the rest wait for the viewport or idle time. */
export const CARDS_AT_ONCE = 6;
/** The longest a waiting card waits for idle time, in ms: past it, it is drawn anyway. */
const IDLE_TIMEOUT = 1000;
/**
 * How long (ms) an idle slice draws at least, then yields; as long as the browser's idle period where
 * that is longer (requestIdleCallback's deadline: at most 50 ms, when no frame is due). Each slice's
 * cards make the next frame style, lay out and paint a page of many posts again, and that frame costs
 * more than a few cards do, so a few long slices cost less than many short ones; on a slow CPU, 20 ms
 * slices drew a topic's cards in many more frames. Never past 50 ms (a long task), so a reader's input
 * waits at most that long.
 */
const SLICE = 20;

/**
 * Draws a card, or starts to: a promise while something it needs loads. `mayLoad` false (the card is
 * not in the viewport, and this is not idle time): where drawing would ask for a script, it asks for
 * nothing and returns WAIT.
 */
export type Draw = (mayLoad: boolean) => unknown;

/** What a Draw returns when it would have to ask for a script and may not yet: the card keeps waiting. */
export const WAIT: unique symbol = Symbol();

// The schedule's state, one per page (module variables, so the minified core names them in a letter).
/** Cards waiting to be drawn, in the order they were decorated (the page's). */
const waiting = new Map<Element, Draw>();
/** Cards that neared the viewport once: what they wait for draws them at once. */
const seen = new WeakSet<Element>();
/** Cards in view back from their load, drawn together when loadingSeen is 0 (drawBatch). */
const batch = new Map<Element, Draw>();
/** Half a screen around the viewport, and the viewport itself (for cards near it that wait to ask for a script until they are in it). */
let near: IntersectionObserver | undefined, inView: IntersectionObserver;
/** Cards drawn at once since the last frame. */
let atOnce = 0;
/** Loads under way for cards being drawn (idle time waits for them), and those of cards in view (the cards back from one wait for the others). */
let loading = 0, loadingSeen = 0;
let batchTimer: ReturnType<typeof setTimeout> | undefined;
let frameAsked = false, idleAsked = false;

/** Whether the browser can schedule (the observers made on first use); where it cannot, every card is drawn at once. */
function ready(): boolean {
  if (near) return true;
  const w = globalThis as Partial<typeof globalThis>;
  // (A browser with both has requestAnimationFrame.)
  if (!w.IntersectionObserver || !w.requestIdleCallback) return false;
  // Near: within half a screen above and below the viewport, so a reader scrolling meets drawn cards.
  near = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      const visible = inViewport(entry.boundingClientRect);
      run(entry.target, true, visible);
      // Near the viewport and waiting to ask for a script: asks for it once in the viewport, or in idle time.
      if (!visible && waiting.has(entry.target)) inView.observe(entry.target);
    }
  }, { rootMargin: "50% 0px" });
  inView = new IntersectionObserver((entries) => {
    for (const entry of entries) if (entry.isIntersecting) run(entry.target, true, true);
  });
  return true;
}

/** Draws the card now, or once it nears the viewport or the page is idle (the module's comment says when). */
export function drawWhenSeen(element: Element, draw: Draw): void {
  if (!ready()) { draw(true); return; }
  if (!frameAsked) {
    frameAsked = true;
    requestAnimationFrame(() => {
      frameAsked = false;
      atOnce = 0;
      // Observed from the next frame on: Discourse decorates a post before adopting it into the page.
      for (const card of waiting.keys()) near!.observe(card);
    });
  }
  const known = seen.has(element);
  // A card in view back from its load, while other cards in view wait for theirs: drawn with them.
  if (known && loadingSeen) {
    batch.set(element, draw);
    batchTimer ??= setTimeout(drawBatch, BATCH_WAIT);
    return;
  }
  // A card seen before (what it waited for is in, or it is drawn again) is drawn at once; so are a frame's first few.
  waiting.set(element, draw);
  if (!known && (atOnce >= CARDS_AT_ONCE || waiting.size > 1)) { askIdle(); return; }
  // A card seen before may ask for what it needs; one drawn at once, before it is in the page, may not yet.
  if (!known) atOnce++;
  run(element, true, known);
}

/** Whether a card's box is in the viewport itself, not only near it (cards are in the page's column: only its height counts). */
const inViewport = (box: DOMRectReadOnly): boolean => box.bottom > 0 && box.top < innerHeight;

/**
 * Draws a waiting card (wasSeen: it neared the viewport, so what it waits for draws it at once; mayLoad:
 * it may ask for a script); whether it waits for a load. A card that says WAIT stays waiting, unseen.
 */
function run(element: Element, wasSeen: boolean, mayLoad: boolean): boolean {
  const draw = waiting.get(element);
  if (!draw) return false;
  const drawing = draw(mayLoad);
  // Still waiting, in its place: drawn at once, it is observed from the next frame; near the viewport,
  // the observer's callback watches it.
  if (drawing === WAIT) { askIdle(); return false; }
  if (waiting.get(element) === draw) waiting.delete(element);
  near!.unobserve(element);
  inView.unobserve(element);
  if (wasSeen) seen.add(element);
  if (!(drawing instanceof Promise)) return false;
  // Idle time waits for the load (askIdle); cards in view back from theirs wait for each other (drawBatch).
  loading++;
  if (wasSeen) loadingSeen++;
  void drawing.finally(() => {
    loading--;
    if (wasSeen && !--loadingSeen) drawBatch();
    askIdle();
  }).catch(() => undefined);
  return true;
}

/** Draws the cards in view back from their loads, in one go. */
function drawBatch(): void {
  clearTimeout(batchTimer);
  batchTimer = undefined;
  for (const [element, draw] of [...batch]) {
    batch.delete(element);
    waiting.set(element, draw);
    run(element, true, true);
  }
}

function askIdle(): void {
  if (idleAsked || !waiting.size || loading) return;
  idleAsked = true;
  requestIdleCallback((deadline) => {
    idleAsked = false;
    const until = performance.now() + Math.max(SLICE, deadline.timeRemaining());
    // In the order they were decorated (the page's order). A card that starts a load ends the slice:
    // the next one starts when it is in, so idle time loads one script at a time.
    for (const element of waiting.keys()) {
      if (run(element, false, true) || performance.now() > until) break;
    }
    askIdle();
  }, { timeout: IDLE_TIMEOUT });
}
