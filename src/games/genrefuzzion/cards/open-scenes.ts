// The scenes a character's pool can still go to, for the sheet's picker. A scene topic may hold
// several scenes in a row (the next one opens in the same thread once the last is rated, GF-NEXT-1),
// so each scene topic's thread is replayed whole: every scene card in it starts a scene, each is
// replayed through the turn from its card to the next, and only the ones still being played are offered.
import type { GameTopic, GfHost } from "../../../plugin-client/host.js";
import { sceneTopics, sheetOfPlayer, type SceneTopic } from "./game-topics.js";
import { sceneTurn, type SceneEvent } from "./scene-turn.js";
import { eventsFromScene, threadEvents } from "./thread-events.js";

/** One scene of a scene topic: the topic it is in, its number, and its two sides as its card names them. */
export interface OpenScene {
  readonly topicId: number;
  /** The post holding the scene's card. */
  readonly postId: number;
  /** Who posted it: its protagonist's player (GF-SCENE-2). */
  readonly author: string;
  readonly topicTitle: string;
  readonly number?: number;
  readonly title?: string;
  readonly protagonist?: string;
  readonly antagonist?: string;
}

const same = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && a.trim().toLowerCase() === b.trim().toLowerCase();

/** The character's side in a scene it plays in (a scene still waiting for its antagonist takes it as that, GF-ANT-1). */
export function sideIn(scene: OpenScene, character: string | undefined): "protagonist" | "antagonist" | undefined {
  if (same(scene.protagonist, character)) return "protagonist";
  if (same(scene.antagonist, character) || (scene.antagonist === undefined && character !== undefined)) return "antagonist";
  return undefined;
}

/** A scene the character plays in: as either side, or one still waiting for its antagonist (GF-ANT-1). */
const playsIn = (scene: OpenScene, character: string | undefined) =>
  same(scene.protagonist, character) || same(scene.antagonist, character) || (scene.antagonist === undefined && character !== undefined);

const fromFirstPost = (s: SceneTopic): OpenScene => ({
  topicId: s.topic.topicId, postId: s.topic.postId, author: s.topic.username, topicTitle: s.topic.title,
  ...(s.number !== undefined ? { number: s.number } : {}), ...(s.title ? { title: s.title } : {}),
  ...(s.protagonist ? { protagonist: s.protagonist } : {}), ...(s.antagonist ? { antagonist: s.antagonist } : {}),
});

/**
 * Every scene of a thread with whether it is still open: GF-RATE-3, a rated scene is over; GF-SUSP-1,
 * a suspended one takes no pools until it is resumed. The first scene is the topic's first post's, as
 * the forum's topic list found it.
 */
export function scenesInThread(first: SceneTopic, events: readonly SceneEvent[]): { scene: OpenScene; open: boolean }[] {
  return events.flatMap((e) => {
    if (e.kind !== "scene") return [];
    const state = sceneTurn(eventsFromScene(events, e.postId))?.state;
    const scene: OpenScene = e.postId === first.topic.postId ? fromFirstPost(first) : {
      topicId: first.topic.topicId, postId: e.postId, author: e.author, topicTitle: first.topic.title,
      ...(e.number !== undefined ? { number: e.number } : {}), ...(e.title ? { title: e.title } : {}),
      ...(e.protagonist ? { protagonist: e.protagonist } : {}), ...(e.antagonist ? { antagonist: e.antagonist } : {}),
    };
    return [{ scene, open: state !== undefined && state !== "done" && state !== "suspended" }];
  });
}

/**
 * GF-SCENE-2: "the player who opens a scene becomes its protagonist", so a scene card without a
 * "protagonista:" line (the composer's scene leaves it out) is played by its author's character, one
 * per player (GF-META-2): the sheet sheetOfPlayer finds, as the scene's own picker and the service do.
 */
function withProtagonist(scene: OpenScene, topics: readonly GameTopic[]): OpenScene {
  if (scene.protagonist) return scene;
  const name = sheetOfPlayer(topics, scene.author)?.name;
  return name ? { ...scene, protagonist: name } : scene;
}

/**
 * The open scenes `character` plays in, newest topic first and, within a topic, newest scene first.
 * A thread that cannot be read keeps its first post's scene (the service still refuses a pool where
 * it does not belong); without a way to read threads, the first posts' scenes are all there is.
 */
export async function openScenesOf(host: Pick<GfHost, "topicThread" | "serviceUsername">, topics: readonly GameTopic[], character: string | undefined): Promise<OpenScene[]> {
  const options = host.serviceUsername ? { serviceUsername: host.serviceUsername } : {};
  const perTopic = await Promise.all(sceneTopics(topics).map(async (first) => {
    const posts = host.topicThread ? await host.topicThread(first.topic.topicId).catch(() => undefined) : undefined;
    if (!posts) return [fromFirstPost(first)];
    return scenesInThread(first, threadEvents(posts, options)).filter((s) => s.open).map((s) => s.scene);
  }));
  return perTopic.flat().map((s) => withProtagonist(s, topics)).filter((s) => playsIn(s, character))
    .sort((a, b) => b.topicId - a.topicId || b.postId - a.postId);
}
