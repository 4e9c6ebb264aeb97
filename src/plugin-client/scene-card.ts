// The scene card's turn panel: whose turn it is (the scene's turn order, GF-SCENE-2 to GF-RATE-1) and one button per action
// allowed now. A button opens the composer with the action's block; the post is what the service
// acts on, so a button can never do anything a player could not type.
import type { Card } from "./card-data.js";
import { h } from "./dom.js";
import type { GfHost } from "./host.js";
import { poolBlock, turnActionText, type PickedTrait } from "./compose-text.js";
import { dieSize, list, obj, str } from "./card-data.js";
import { sheetTraits } from "./cards/sheet.js";
import { sheetNamed } from "./game-topics.js";
import { poolPicker, type PickerGroup } from "./pool-picker.js";
import { sheetGroups } from "./sheet-card.js";
import { mayAct, sceneTurn, type SceneTurn, type Side, type TurnAction } from "./scene-turn.js";
import { eventsFromScene, threadEvents } from "./thread-events.js";

export function decorateScene(scene: Card, host: GfHost): SceneTurn | undefined {
  const card = scene.element;
  if (!host.thread || host.postId === undefined) return undefined;
  const turn = sceneTurn(eventsFromScene(threadEvents(host.thread(), host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), host.postId));
  if (!turn) return undefined;
  const { lang, t } = host;
  const who = (side: Side | "others" | null): string => side === "others" ? t("turn.anyone")
    : side ? turn.names[side] ?? turn.players[side] ?? t(`card.${side}`) : "";
  const stateText = t(`turn_state.${turn.state}`, { who: who(turn.winner ?? null) });
  const acting = mayAct(turn, host.username);
  const role: Side | undefined = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : undefined;
  const character = role ? turn.names[role] : undefined;

  card.setAttribute("data-gf-state", turn.state);
  card.appendChild(h("section", { class: "gf-turn", "aria-label": t("turn.title") },
    h("p", { class: "gf-turn-state" }, h("span", { class: "gf-turn-label" }, `${t("turn.title")}: `), stateText),
    turn.actor && turn.actor !== "others"
      ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, t("turn.of", { who: `${who(turn.actor)} (${t(`card.${turn.actor}`)})` }))
      : turn.actor === "others" ? h("p", { class: "gf-turn-who", "data-gf-actor": "others" }, who("others"))
        : h("p", { class: "gf-turn-who" }, t("turn.over")),
    turn.standing && (turn.state === "a-decide" || turn.state === "p-decide") ? h("p", { class: "gf-turn-standing" },
      t("turn.standing", { result: turn.standing.result, who: who(turn.standing.side) })) : null,
    acting && turn.actions.length ? h("div", { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      turn.actions.map((action) => h("button", {
        type: "button", class: "gf-button", "data-gf-primary": action === turn.actions[0] ? "true" : undefined,
        "data-gf-turn-action": action,
        onclick: (e: Event) => ROLLS.has(action)
          ? void openScenePicker(scene, host, turn, action, e.currentTarget as HTMLElement)
          : host.composeReply(turnActionText(action, {
          ...(turn.number !== undefined ? { scene: turn.number } : {}),
          ...(character ? { character } : {}), ...(role ? { role } : {}),
          ...(turn.effectDie !== undefined ? { effectDie: turn.effectDie } : {}),
        }, lang)),
      }, t(`turn_action.${action}`)))) : null,
  ));
  return turn;
}

/** The actions that roll a pool: their button opens the picker instead of an empty skeleton. */
const ROLLS: ReadonlySet<TurnAction> = new Set(["pool", "oppose", "retry"]);

/**
 * GF-POOL-1..4 from the scene: the picker for the acting character, with their sheet's traits (when
 * the forum lists it), the scene's clichés, the opponent's problems, the scene's allies and points;
 * it composes in this topic, with the action line the button stands for (oppose, retry).
 */
async function openScenePicker(scene: Card, host: GfHost, turn: SceneTurn, action: TurnAction, button: HTMLElement): Promise<void> {
  const card = scene.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const role: Side | undefined = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : undefined;
  const character = role ? turn.names[role] : undefined;
  const opponent = role ? turn.names[role === "protagonist" ? "antagonist" : "protagonist"] : undefined;
  const topics = host.gameTopics ? await host.gameTopics().catch(() => []) : [];
  const own = sheetNamed(topics, character);
  const rival = sheetNamed(topics, opponent);
  const d = scene.data;
  const groups: PickerGroup[] = [
    ...(own ? sheetGroups(host.t, own.card.data) : []),
    { title: host.t("card.scene_cliches"), traits: list(d["cliches"]).map(obj).flatMap((c): PickedTrait[] => {
      const name = str(c["name"]); const die = dieSize(c["die"]);
      return name ? [{ kind: "scene", name, ...(die ? { die } : {}) }] : [];
    }) },
    { title: host.t("picker.opponent_problems"), traits: rival ? sheetTraits(rival.card.data, "problems").map(({ name, die }): PickedTrait => ({ kind: "problem", name, ...(die ? { die } : {}) })) : [] },
    { title: host.t("card.allies"), traits: list(d["allies"]).map(obj).flatMap((a): PickedTrait[] => {
      const name = str(a["name"]);
      return name ? [{ kind: "ally", name: "", target: name }] : [];
    }) },
  ];
  const { lang, t } = host;
  const picker = poolPicker(host, {
    groups, ...(role ? { role } : {}), opener: () => button,
    ...(character && !own ? { note: t("picker.no_sheet", { name: character }) } : {}),
    compose: (choice) => {
      const pool = poolBlock({
        ...(character ? { character } : {}), ...(own ? { sheet: own.topic.postId } : {}), role: choice.role,
        ...(turn.number !== undefined ? { scene: turn.number } : {}),
        traits: choice.traits, bought: choice.bought, boosts: choice.boosts,
      }, lang);
      const context = { ...(turn.number !== undefined ? { scene: turn.number } : {}), ...(character ? { character } : {}) };
      // Oppose and retry are said in an action block, then rolled (GF-RES-3, GF-RES-5).
      const text = action === "pool" ? pool : `${turnActionText(action, context, lang).split("\n\n")[0]}\n\n${pool}`;
      host.composeReply(text);
    },
  });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, picker.form));
  picker.open();
}
