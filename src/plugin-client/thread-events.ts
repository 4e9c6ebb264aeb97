// Reads the thread's cooked cards into scene events. Only data-gf-* attributes are read (the
// markup's HTML contract, docs/markup.md §8): the browser never re-parses what players typed.
import { numberAttr } from "./dom.js";
import type { ThreadPost } from "./host.js";
import type { SceneEvent, Side } from "./scene-turn.js";

const role = (el: Element): Side | undefined => {
  const r = el.getAttribute("data-gf-role");
  return r === "protagonist" || r === "antagonist" ? r : undefined;
};
const text = (el: Element, name: string): string | undefined => el.getAttribute(name) ?? undefined;

/**
 * The scene events of a thread. Only the service's own roll cards count as rolls (site setting
 * gf_service_username): anyone can paste a roll block into a post, but only the service rolls.
 */
export function threadEvents(posts: readonly ThreadPost[], options: { serviceUsername?: string } = {}): SceneEvent[] {
  const service = options.serviceUsername?.toLowerCase();
  const events: SceneEvent[] = [];
  for (const post of posts) {
    const base = { postId: post.id, author: post.username };
    // Cards quoted from other posts are not this post's moves.
    for (const card of post.element.querySelectorAll(".gf-card[data-gf-block]")) {
      if (card.closest("blockquote, aside.quote") || card.classList.contains("gf-error")) continue;
      const character = text(card, "data-gf-character");
      switch (card.getAttribute("data-gf-block")) {
        case "scene": {
          const number = numberAttr(card, "data-gf-scene");
          const protagonist = text(card, "data-gf-protagonist");
          const antagonist = text(card, "data-gf-antagonist");
          events.push({ kind: "scene", ...base, ...(number !== undefined ? { number } : {}),
            ...(protagonist ? { protagonist } : {}), ...(antagonist ? { antagonist } : {}) });
          break;
        }
        case "action":
          events.push({ kind: "action", ...base, ...(character ? { character } : {}),
            actions: [...card.querySelectorAll("[data-gf-action]")].map((li) => li.getAttribute("data-gf-action") ?? "") });
          break;
        case "pool": {
          const r = role(card);
          events.push({ kind: "pool", ...base, ...(character ? { character } : {}), ...(r ? { role: r } : {}) });
          break;
        }
        case "roll": {
          if (service && post.username.toLowerCase() !== service) break;
          const pool = numberAttr(card, "data-gf-post");
          const effects = [...card.querySelectorAll(".gf-effect .gf-die")].map((d) => numberAttr(d, "data-gf-size")).filter((n): n is number => n !== undefined);
          events.push({ kind: "roll", ...base, result: numberAttr(card, "data-gf-result") ?? 0, effects, ...(pool !== undefined ? { pool } : {}) });
          break;
        }
      }
    }
  }
  return events;
}

/** The events of the scene whose card is in post `postId` (from its card to the next scene card). */
export function eventsFromScene(events: readonly SceneEvent[], postId: number): SceneEvent[] {
  const start = events.findIndex((e) => e.kind === "scene" && e.postId === postId);
  if (start < 0) return [];
  const end = events.findIndex((e, i) => i > start && e.kind === "scene");
  return events.slice(start, end < 0 ? undefined : end);
}
