// The scene card's turn panel: whose turn it is (rules digest §22.1) and one button per action
// allowed now. A button opens the composer with the action's block; the post is what the service
// acts on, so a button can never do anything a player could not type.
import type { Card } from "./card-data.js";
import { h } from "./dom.js";
import type { GfHost } from "./host.js";
import { turnActionText } from "./compose-text.js";
import { mayAct, sceneTurn, type SceneTurn, type Side } from "./scene-turn.js";
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
        onclick: () => host.composeReply(turnActionText(action, {
          ...(turn.number !== undefined ? { scene: turn.number } : {}),
          ...(character ? { character } : {}), ...(role ? { role } : {}),
          ...(turn.effectDie !== undefined ? { effectDie: turn.effectDie } : {}),
        }, lang)),
      }, t(`turn_action.${action}`)))) : null,
  ));
  return turn;
}
