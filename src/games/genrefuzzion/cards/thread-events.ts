// Reads the thread's cooked cards into scene events. Only the cards' data is read (the markup's
// HTML contract, docs/markup.md §8): the browser never re-parses what players typed.
import { CARD_SELECTOR, dice, field, int, list, obj, oneOf, readCard, SIDES, str } from "../../../plugin-client/card-data.js";
import type { ThreadPost } from "../../../plugin-client/host.js";
import type { SceneEvent } from "./scene-turn.js";

/**
 * The scene events of a thread. Only the service's own roll cards count as rolls (site setting
 * gf_service_username): anyone can paste a roll block into a post, but only the service rolls.
 */
export function threadEvents(posts: readonly ThreadPost[], options: { serviceUsername?: string } = {}): SceneEvent[] {
  const service = options.serviceUsername?.toLowerCase();
  const events: SceneEvent[] = [];
  for (const post of posts) {
    const base = { postId: post.id, author: post.username };
    for (const element of post.element.querySelectorAll<HTMLElement>(CARD_SELECTOR)) {
      // Cards quoted from other posts are not this post's moves.
      if (element.closest("blockquote, aside.quote")) continue;
      const card = readCard(element);
      if (!card) continue;
      const d = card.data;
      const character = str(d["character"]);
      switch (card.block) {
        case "scene": {
          const number = int(d["number"]);
          const protagonist = field(d["protagonist"]);
          const antagonist = str(obj(d["antagonist"])["name"]);
          const title = field(d["title"])?.trim();
          // GF-FIN-1: the scene card of a Grand Finale says so ("gran final: sí").
          const finale = obj(d["finale"])["value"] === true;
          // GF-FIN-3: allies named with their runner ("Dino (@caro)") bring that player into the scene.
          const runners = list(d["allies"]).flatMap((a) => str(obj(a)["runner"]) ?? []);
          events.push({ kind: "scene", ...base, ...(number !== undefined ? { number } : {}), ...(title ? { title } : {}),
            ...(protagonist ? { protagonist } : {}), ...(antagonist ? { antagonist } : {}), ...(finale ? { finale } : {}),
            ...(runners.length ? { runners } : {}) });
          break;
        }
        case "action":
          events.push({ kind: "action", ...base, ...(character ? { character } : {}),
            actions: list(d["actions"]).map((a) => str(obj(a)["type"]) ?? "") });
          break;
        case "pool": {
          const role = oneOf(d["role"], SIDES);
          events.push({ kind: "pool", ...base, ...(character ? { character } : {}), ...(role ? { role } : {}) });
          break;
        }
        case "roll": {
          if (service && post.username.toLowerCase() !== service) break;
          const pool = int(d["post"]);
          const size = list(d["dice"]).length;
          events.push({ kind: "roll", ...base, result: int(d["result"]) ?? 0, effects: dice(d["effect"]), ...(pool !== undefined ? { pool } : {}),
            ...(size ? { size } : {}) });
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
