// A drawn Tricube card made interactive: the challenge card offers the reader a roll picker for
// their own challenged character, built from their [tt-sheet] in the game's topics. Card data is
// untrusted (anyone can paste card-like HTML): every value is read with the shared readers, of the
// type and the closed set it must have, and a card that is not whole gives no picker. No zod here:
// the browser bundle stays small (test/plugin/layout.test.ts).
import { int, list, obj, oneOf, readCard, str, type Data } from "../../../plugin-client/card-data.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { h } from "../../../plugin-client/dom.js";
import type { ChallengeNode, SheetNode } from "../markup/schemas.js";
import { ENEMY_QUALITIES, LIMITATIONS, QUALITIES, STYLES } from "../rules/model.js";
import { rollOptions } from "./roll-declaration.js";
import { rollPicker } from "./roll-picker.js";
import { costButtons } from "./cost-picker.js";
import { karmaButtons } from "./karma-picker.js";
import { appliedTable, applyTable, inForceFor, ownTable, QUIRK_PLACE, TABLE_APPLIED } from "./table-card.js";

const text = (v: unknown): string | undefined => { const s = str(v); return s && s.length <= 200 ? s : undefined; };
const flag = (v: unknown): boolean => v === true;
const texts = (v: unknown): string[] => list(v).map(text).filter((x): x is string => x !== undefined);
const named = (v: unknown) => list(v).map(obj).flatMap((p) => {
  const name = text(p["name"]);
  return name ? [{ name, limitations: list(p["limitations"]).map((l) => oneOf(l, LIMITATIONS)).filter((l) => l !== undefined) }] : [];
});
const tokens = (v: unknown) => {
  const t = obj(v);
  const current = int(t["current"]);
  const quota = int(t["quota"]);
  return current !== undefined && quota !== undefined ? { current, quota } : undefined;
};

export function challengeOf(d: Data): ChallengeNode | undefined {
  const id = text(d["id"]);
  const kind = oneOf(d["kind"], ["normal", "attack", "defence", "fear", "opposed"] as const);
  const who = list(d["who"]).map(obj).flatMap((w) => {
    const character = text(w["character"]);
    const quality = oneOf(w["quality"], QUALITIES);
    return character ? [{ character, ...(quality ? { quality } : {}), outsideConcept: flag(w["outsideConcept"]) }] : [];
  });
  if (!id || !kind || !who.length) return undefined;
  const quality = oneOf(d["quality"], QUALITIES);
  const qualityWord = quality && text(d["qualityWord"]);
  const n = int(d["difficulty"]);
  const difficulty = n === 4 || n === 5 || n === 6 ? n : undefined;
  const effort = int(d["effort"]);
  const combat = oneOf(d["combat"], STYLES);
  const battle = text(d["battle"]);
  const e = d["enemy"] === undefined ? undefined : obj(d["enemy"]);
  const enemyName = e && text(e["name"]);
  const level = e && int(e["level"]);
  return {
    block: "challenge", id, kind, who, deadly: flag(d["deadly"]),
    ...(quality ? { quality } : {}), ...(qualityWord ? { qualityWord } : {}), ...(difficulty ? { difficulty } : {}), ...(effort !== undefined && effort >= 1 ? { effort } : {}),
    ...(combat ? { combat } : {}), ...(battle ? { battle } : {}),
    ...(e ? { enemy: { ...(enemyName ? { name: enemyName } : {}), qualities: list(e["qualities"]).map((q) => oneOf(q, ENEMY_QUALITIES)).filter((q) => q !== undefined),
      ...(level !== undefined ? { level } : {}), boss: flag(e["boss"]) } } : {}),
  };
}

export function sheetOf(d: Data): SheetNode | undefined {
  const kind = oneOf(d["kind"], ["pc", "vehicle"] as const) ?? "pc";
  const node: SheetNode = {
    block: "sheet", kind, perks: named(d["perks"]), quirks: texts(d["quirks"]), advances: int(d["advances"]) ?? 0, spells: named(d["spells"]),
    afflictions: list(d["afflictions"]).map(obj).flatMap((a) => {
      const name = text(a["name"]);
      return name ? [{ name, permanent: flag(a["permanent"]), untilSceneEnd: flag(a["untilSceneEnd"]), fatal: flag(a["fatal"]) }] : [];
    }),
  };
  for (const key of ["name", "player", "concept", "archetype", "species"] as const) { const v = text(d[key]); if (v) node[key] = v; }
  const quality = oneOf(d["quality"], QUALITIES);
  if (quality) node.quality = quality;
  const style = oneOf(d["style"], STYLES);
  if (style) node.style = style;
  const level = int(d["level"]);
  if (level !== undefined) node.level = level;
  const karma = tokens(d["karma"]);
  if (karma) node.karma = karma;
  const resolve = tokens(d["resolve"]);
  if (resolve) node.resolve = resolve;
  return node.name ? node : undefined;
}

/** The listener of each challenge card's current picker (a card decorated again drops the old one). */
const following = new WeakMap<HTMLElement, AbortController>();
/** The listener of each challenge card's cost buttons. */
const costsFollowing = new WeakMap<HTMLElement, AbortController>();

/**
 * Brings a challenge card to the service's latest table of it in the topic (effort left, difficulty
 * in force: TT-EFF-2, TT-KAR-3, TT-QRK-1), and adds the roll picker when the reader plays a
 * challenged character, at the difficulty the service will use; resolves when done.
 */
export async function decorateTricubeChallenge(element: HTMLElement, data: Data, host: GfHost): Promise<void> {
  const challenge = challengeOf(data);
  if (!challenge) return;
  // A later table card finds its challenge's card by this (decorateTable).
  element.setAttribute("data-gf-challenge", challenge.id);
  // The GM's cost of each failure (TT-OUT-3), for whom the latest table waits on for it, redrawn with every table.
  // And the player's Karma spend the reply offers (TT-KAR-3), for the player the table names for it.
  const drawCosts = () => {
    element.querySelector(".gf-tt-costs")?.remove();
    element.querySelector(".gf-tt-karma-offers")?.remove();
    const table = appliedTable(element);
    for (const buttons of [costButtons(host, challenge, table), karmaButtons(host, challenge, table)]) if (buttons) element.append(buttons);
  };
  costsFollowing.get(element)?.abort();
  const costs = new AbortController();
  costsFollowing.set(element, costs);
  element.addEventListener(TABLE_APPLIED, drawCosts, { signal: costs.signal });
  // The post the card is in: the service's reply to it says whether it took this challenge (ownTable).
  const postNumber = host.postId !== undefined ? host.thread?.().find((p) => p.id === host.postId)?.postNumber : undefined;
  if (postNumber !== undefined) element.setAttribute("data-gf-post-number", String(postNumber));
  const table = postNumber === undefined ? undefined : ownTable(host, challenge.id, postNumber);
  if (table) applyTable(element, host.lang, table);
  if (!host.username || !host.gameTopics) return;
  const me = host.username.toLowerCase();
  const topics = await host.gameTopics();
  element.querySelector(".gf-tt-unread")?.remove();
  for (const topic of topics) {
    for (const el of topic.element.querySelectorAll<HTMLElement>('div[data-gf-card^="ttsheet "]')) {
      const card = readCard(el);
      const sheet = card && sheetOf(card.data);
      if (!sheet) continue;
      // The sheet's player is its `player` line, else the author of the topic it opens.
      if ((sheet.player ?? topic.username).toLowerCase() !== me) continue;
      const found = rollOptions(sheet, challenge);
      if (!found) continue;
      // The difficulty the service's latest table has for this character (Karma and quirks of the
      // challenge counted, TT-AMB-05) and whether its one quirk is taken (TT-QRK-3), read each time
      // the picker redraws: a table that arrives while it is open (decorateTable) moves it too; the
      // GM's own without a table.
      const picker = rollPicker(host, found, () => {
        const now = inForceFor(element, found.character);
        const t = appliedTable(element);
        const ended = t?.closed ? "closed" as const : t?.effort?.left === 0 ? "overcome" as const : undefined;
        // The table waits for others (the GM's cost of a failure, TT-OUT-3): the service would refuse a roll.
        const mine = !!t?.waiting.some((w) => w.replace(/^@/, "").toLowerCase() === me);
        const waitingOn = t?.waiting.length && !mine ? t.waiting : undefined;
        // Roll only while the service's table of this card's challenge waits on the reader: a challenge
        // it never took (a player's, refused, an id in use) or that waits on nobody offers nothing.
        return { difficulty: now?.value ?? found.difficulty, quirkTaken: !!now?.parts.some((p) => QUIRK_PLACE.includes(p.rule)),
          ...(ended ? { ended } : {}), ...(waitingOn ? { waitingOn } : {}), ...(!mine ? { closedToMe: true } : {}) };
      });
      element.querySelector(".gf-tt-picker")?.remove();
      element.append(picker.element);
      following.get(element)?.abort();
      const follow = new AbortController();
      following.set(element, follow);
      element.addEventListener(TABLE_APPLIED, picker.refresh, { signal: follow.signal });
      return;
    }
  }
  // No sheet of the reader's among the topics read: when the forum did not let every topic be read
  // (its rate limit), the sheet may be among those, so the card says so rather than nothing.
  if (topics.incomplete) {
    element.append(h("p", { class: "gf-picker-note gf-tt-unread", role: "status", "data-gf-incomplete": "sheets" }, host.t("picker.sheets_incomplete")));
  }
}
