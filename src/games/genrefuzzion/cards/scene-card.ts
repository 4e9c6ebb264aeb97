// The scene card's turn panel: whose turn it is (the scene's turn order, GF-SCENE-2 to GF-RATE-1) and one button per action
// allowed now. A button opens the composer with the action's block; the post is what the service
// acts on, so a button can never do anything a player could not type. What a button opens (its form,
// the pool picker, the block it writes) is GenreFuzzion's forms script, loaded on the first click
// (./load-forms.ts), so a reader who only reads the card never downloads it.
import type { Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import type { TurnContext } from "./compose-text.js";
import { cardSelector } from "../../../plugin-client/card-data.js";
import { loadFormsAndSheets, warmForms, withForms } from "./load-forms.js";
import { mayAct, sceneTurn, type SceneTurn, type Side, type TurnAction } from "./scene-turn.js";
import { eventsFromScene, threadEvents } from "./thread-events.js";

export function decorateScene(scene: Card, host: GfHost): SceneTurn | undefined {
  if (!host.thread || host.postId === undefined) return undefined;
  const refusal = refusalOf(host);
  if (refusal) {
    // A scene the service refused is not in play: no turn, no buttons; where its reply says why.
    const { t } = host;
    scene.element.setAttribute("data-gf-state", "refused");
    scene.element.append(h("section", { class: "gf-turn", "aria-label": t("turn.title") }, h("p", { class: "gf-turn-state", role: "status" },
      t("turn.refused"), " ", h("a", { href: `${host.forumBase ?? ""}/t/${host.topicId}/${refusal}` }, `#${refusal}`))));
    return undefined;
  }
  const events = eventsFromScene(threadEvents(host.thread(), host.serviceUsername ? { serviceUsername: host.serviceUsername } : {}), host.postId);
  const turn = sceneTurn(events);
  if (!turn) return undefined;
  // GF-FIN-5, GF-FIN-6: the Grand Finale's rating ends when every player has rated. Who the players are
  // is the forum's sheets (as the service's registry counts them): read from the listing, the card is
  // drawn again with the group, offering the rating only to players who have not rated and ending it
  // once all have. Until then it offers no rating button it may have to take back.
  const counting = turn.finale && turn.state === "rating" && !!host.gameTopics;
  drawTurn(scene, host, counting ? { ...turn, actions: [] } : turn);
  if (counting) {
    // Who the group is comes with the forms script, with the sheets' parser (./finale-group.ts): a page
    // showing the Grand Finale's rating is where readers rate, so it loads them for their buttons anyway.
    // A listing or a script that cannot be read counts no one: the card stays in the rating, open to
    // everyone who has not rated (the service refuses a rating from outside the group), never ended early.
    void loadFormsAndSheets(host).then((forms) => forms.finaleGroup(host, turn.players.protagonist), () => undefined).then((group) => {
      if (scene.element.isConnected) drawTurn(scene, host, (group && sceneTurn(events, { group })) || turn);
    });
  }
  return turn;
}

/** Draws (or draws again) the card's turn panel for `turn`. */
function drawTurn(scene: Card, host: GfHost, turn: SceneTurn): void {
  const card = scene.element;
  card.querySelector(":scope > .gf-turn")?.remove();
  const { lang, t } = host;
  const who = (side: Side | "others" | "everyone" | null): string => side === "others" ? t("turn.anyone") : side === "everyone" ? t("turn.everyone")
    : side ? turn.names[side] ?? turn.players[side] ?? t(`card.${side}`) : "";
  // GF-FIN-2, GF-FIN-5: the Grand Finale's decisions offer a concession, and its rating is everyone's.
  const finaleState = turn.finale && (FINALE_STATES.has(turn.state) || turn.epilogue === true);
  const stateText = t(`turn_state.${finaleState ? "finale-" : ""}${turn.state}`, { who: who(turn.winner ?? null) });
  const acting = mayAct(turn, host.username);
  const role: Side | undefined = turn.actor === "protagonist" || turn.actor === "antagonist" ? turn.actor : undefined;
  const character = role ? turn.names[role] : undefined;
  const context: TurnContext = {
    ...(turn.number !== undefined ? { scene: turn.number } : {}),
    ...(character ? { character } : {}), ...(role ? { role } : {}),
    ...(turn.effectDie !== undefined ? { effectDie: turn.effectDie } : {}),
  };

  card.setAttribute("data-gf-state", turn.state);
  const panel = card.appendChild(h("section", { class: "gf-turn", "aria-label": t("turn.title"), "data-gf-group": turn.group?.join(",") },
    h("p", { class: "gf-turn-state" }, h("span", { class: "gf-turn-label" }, `${t("turn.title")}: `), stateText),
    turn.actor && turn.actor !== "others" && turn.actor !== "everyone"
      ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, t("turn.of", { who: `${who(turn.actor)} (${t(`card.${turn.actor}`)})` }))
      : turn.actor === "others" || turn.actor === "everyone" ? h("p", { class: "gf-turn-who", "data-gf-actor": turn.actor }, who(turn.actor))
        : h("p", { class: "gf-turn-who" }, t("turn.over")),
    turn.standing && (turn.state === "a-decide" || turn.state === "p-decide") ? h("p", { class: "gf-turn-standing" },
      t("turn.standing", { result: turn.standing.result, who: who(turn.standing.side) })) : null,
    acting && turn.actions.length ? h("div", { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      turn.actions.map((action) => h("button", {
        type: "button", class: "gf-button", "data-gf-primary": action === turn.actions[0] ? "true" : undefined,
        "data-gf-turn-action": action,
        onclick: (e: Event) => {
          const button = e.currentTarget as HTMLElement;
          withForms(host, button, (forms) => {
            if (ROLLS.has(action)) void forms.openScenePicker(scene, host, turn, action, button);
            else if (action === "yield" || action === "concede") host.composeReply(forms.turnActionText({ action }, context, lang));
            else forms.openTurnForm(scene, host, turn, action, context, button);
          });
        },
      }, t(`turn_action.${action}`)))) : null,
    // GF-NEXT-1: the rater opens the next scene (the forum's new topic) or calls an interval here.
    turn.state === "done" && sameUser(turn.rater, host.username) && !laterInThread(host) ? h("div", { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      h("p", { class: "gf-turn-next" }, t("turn.next")),
      h("button", { type: "button", class: "gf-button", "data-gf-turn-action": "interval",
        onclick: (e: Event) => withForms(host, e.currentTarget as HTMLElement, (forms) => host.composeReply(forms.intervalText(undefined, [{ type: "call" }], lang))) },
      t("turn_action.interval"))) : null,
  ));
  // Only where the reader has a button to press: a reader who only reads the panel downloads nothing.
  if (panel.querySelector("button")) warmForms(host, panel);
}

/**
 * The number of the service's reply that refused this scene post, if its last word on the post is a
 * refusal: a refused move's reply quotes the refused line (src/lib/quoted-line.ts: a quote holding a
 * code span), which none of its other replies to the post (the scene's update, a reminder) holds.
 * An edit the service then applies gets an update reply, and the scene is in play again.
 */
function refusalOf(host: GfHost): number | undefined {
  const posts = host.thread!();
  const n = posts.find((p) => p.id === host.postId)?.postNumber;
  const verdict = posts.filter((p) => sameUser(p.username, host.serviceUsername) && p.replyToPostNumber === n).pop();
  return verdict?.element.querySelector("blockquote code") ? verdict.postNumber : undefined;
}

const FINALE_STATES: ReadonlySet<string> = new Set(["a-decide", "p-decide", "rating"]);

const sameUser = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Whether a scene or an interval card follows this post in the thread: the scene's aftermath has begun. */
function laterInThread(host: GfHost): boolean {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity)
    && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}

/** The actions that roll a pool: their button opens the picker instead of an empty skeleton. */
const ROLLS: ReadonlySet<TurnAction> = new Set(["pool", "oppose", "retry"]);
