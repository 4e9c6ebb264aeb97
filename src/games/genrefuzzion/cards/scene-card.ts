// The scene card's turn panel: whose turn it is (the scene's turn order, GF-SCENE-2 to GF-RATE-1) and one button per action
// allowed now. A button opens the composer with the action's block; the post is what the service
// acts on, so a button can never do anything a player could not type.
import { DIE_SIZES, dieName } from "../../../dice/die.js";
import type { Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { actionForm, type ActionFormOptions } from "../../../plugin-client/action-form.js";
import { intervalText, turnActionText, type PickedTrait, type TurnContext, type TurnInput } from "./compose-text.js";
import { cardSelector, dieSize, field, list, obj, str } from "../../../plugin-client/card-data.js";
import { sheetTraits } from "./sheet.js";
import { sheetNamed, sheetOfPlayer, sheetTopics } from "./game-topics.js";
import type { GameTopics } from "../../../plugin-client/host.js";
import { poolPicker, type PickerGroup } from "./pool-picker.js";
import { sheetGroups } from "./sheet-card.js";
import { mayAct, sceneTurn, type SceneTurn, type Side, type TurnAction } from "./scene-turn.js";
import { eventsFromScene, threadEvents } from "./thread-events.js";

export function decorateScene(scene: Card, host: GfHost): SceneTurn | undefined {
  if (!host.thread || host.postId === undefined) return undefined;
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
    // A listing that cannot be read counts no one: the card stays in the rating, open to everyone who
    // has not rated (the service refuses a rating from outside the group), and never ends it early.
    const uncounted = () => { if (scene.element.isConnected) drawTurn(scene, host, turn); };
    void host.gameTopics!().then((topics) => {
      // The service's account is never a player; the Moderator (gf_moderator) is one (GF-MOD-1).
      const service = host.serviceUsername?.toLowerCase();
      const owners = sheetTopics(topics).map((s) => field(s.card.data["player"])?.trim().replace(/^@/, "") || s.topic.username);
      // The list pages that could not be read are left out of the listing, not reported: a listing
      // without the protagonist's own sheet is not the whole group.
      if (!owners.some((o) => sameUser(o, turn.players.protagonist))) return uncounted();
      const group = [...owners, ...(host.moderator ? [host.moderator] : [])].filter((p) => p.toLowerCase() !== service);
      const counted = sceneTurn(events, { group });
      if (counted && scene.element.isConnected) drawTurn(scene, host, counted);
    }, uncounted);
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
  card.appendChild(h("section", { class: "gf-turn", "aria-label": t("turn.title"), "data-gf-group": turn.group?.join(",") },
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
          if (ROLLS.has(action)) void openScenePicker(scene, host, turn, action, button);
          else if (action === "yield" || action === "concede") host.composeReply(turnActionText({ action }, context, lang));
          else openTurnForm(scene, host, turn, action, context, button);
        },
      }, t(`turn_action.${action}`)))) : null,
    // GF-NEXT-1: the rater opens the next scene (the forum's new topic) or calls an interval here.
    turn.state === "done" && sameUser(turn.rater, host.username) && !laterInThread(host) ? h("div", { class: "gf-turn-actions", role: "group", "aria-label": t("turn.actions") },
      h("p", { class: "gf-turn-next" }, t("turn.next")),
      h("button", { type: "button", class: "gf-button", "data-gf-turn-action": "interval",
        onclick: () => host.composeReply(intervalText(undefined, [{ type: "call" }], lang)) }, t("turn_action.interval"))) : null,
  ));
}

const FINALE_STATES: ReadonlySet<string> = new Set(["a-decide", "p-decide", "rating"]);

const sameUser = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** Whether a scene or an interval card follows this post in the thread: the scene's aftermath has begun. */
function laterInThread(host: GfHost): boolean {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity)
    && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}

/**
 * The actions that need the player's words or choices: the antagonist's intention (GF-ANT-5), the
 * effect die's outcome (GF-WIN-3), the rating (GF-RATE-2). The form composes a complete block.
 */
function openTurnForm(scene: Card, host: GfHost, turn: SceneTurn, action: TurnAction, context: TurnContext, button: HTMLElement): void {
  const card = scene.element;
  card.querySelector(".gf-scene-picker")?.remove();
  const { lang, t } = host;
  const compose = (input: TurnInput) => host.composeReply(turnActionText(input, context, lang));
  const points = Array.from({ length: 6 }, (_, i) => ({ value: String(i), label: String(i) }));
  const spec: ActionFormOptions | undefined =
    action === "present" ? {
      title: t("form.present_title"), fields: [{ key: "intention", kind: "text", label: t("card.intention"), hint: t("form.intention_hint") }],
      compose: (v) => compose({ action: "present", intention: v["intention"]! }),
    } : action === "effect" ? {
      title: t("form.effect_title"), ...(turn.effectDie ? { note: t("form.effect_die", { die: `d${turn.effectDie}` }) } : {}),
      fields: [
        { key: "outcome", kind: "select", label: t("form.outcome"), choices: (["advantage", "problem", "annul"] as const).map((o) => ({ value: o, label: t(`outcome.${o}`) })) },
        { key: "target", kind: "text", label: t("form.effect_target"), hint: t("form.effect_target_hint") },
        // GF-WIN-2: without a die the thread shows, the winner names its size.
        ...(turn.effectDie ? [] : [{ key: "die", kind: "select" as const, label: t("form.die"), choices: DIE_SIZES.map((n) => ({ value: String(n), label: dieName(n) })) }]),
      ],
      compose: (v) => compose({ action: "effect", outcome: v["outcome"] as "advantage" | "problem" | "annul", target: v["target"]!, ...(v["die"] ? { die: Number(v["die"]) } : {}) }),
    } : action === "rate" ? {
      title: t("form.rate_title"), note: t("form.rate_note"),
      fields: [
        { key: "protagonist", kind: "select", label: t("form.rate_side", { who: turn.names.protagonist ?? t("card.protagonist") }), choices: points },
        { key: "antagonist", kind: "select", label: t("form.rate_side", { who: turn.names.antagonist ?? t("card.antagonist") }), choices: points },
        { key: "reason", kind: "text", label: t("form.rate_reason") },
      ],
      compose: (v) => compose({ action: "rate", protagonist: Number(v["protagonist"]), antagonist: Number(v["antagonist"]), reason: v["reason"]! }),
    } : undefined;
  if (!spec) return;
  const form = actionForm(host, { ...spec, opener: () => button });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, form.form));
  form.open();
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
  const topics: GameTopics = host.gameTopics ? await host.gameTopics().catch(() => []) : [];
  const other: Side | undefined = role ? (role === "protagonist" ? "antagonist" : "protagonist") : undefined;
  // Each side's sheet as the scene shows who plays it: a look-alike sheet under the same name does not win.
  // A scene that names a side's player but not the character (no "protagonista:" line) has that player's sheet.
  const sheetOf = (side: Side | undefined) => !side ? undefined : turn.names[side]
    ? sheetNamed(topics, turn.names[side], turn.players[side]) : sheetOfPlayer(topics, turn.players[side]);
  const own = sheetOf(role);
  const rival = sheetOf(other);
  const character = role ? turn.names[role] ?? own?.name : undefined;
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
    // A sheet missing from a listing the forum cut short (its rate limit) may only be unread: said so.
    ...(character && !own ? { note: topics.incomplete ? t("picker.sheet_unread", { name: character }) : t("picker.no_sheet", { name: character }) }
      : topics.incomplete ? { note: t("picker.sheets_incomplete") } : {}),
    // GF-RES-6: a retry's pool has one die more than the protagonist's last.
    ...(action === "retry" && turn.lastPool?.protagonist ? { retryNeeds: turn.lastPool.protagonist + 1 } : {}),
    compose: (choice) => {
      const context: TurnContext = { ...(turn.number !== undefined ? { scene: turn.number } : {}), ...(character ? { character } : {}), role: choice.role };
      const pool = { ...(own ? { sheet: own.topic.postId } : {}), traits: choice.traits, bought: choice.bought, boosts: choice.boosts };
      // Oppose and retry are said in an action block, then rolled (GF-RES-3, GF-RES-5).
      host.composeReply(turnActionText({ action: action as "pool" | "oppose" | "retry", pool }, context, lang));
    },
  });
  card.append(h("div", { class: "gf-scene-picker", "data-gf-picker-for": action }, picker.form));
  picker.open();
}
