// The scene card's forms (GenreFuzzion's forms script, ./forms.ts): the turn's form for an action
// that needs the player's words or choices, and the pool picker for an action that rolls. The card
// (./scene-card.ts) draws the buttons; the first click loads this.
import { DIE_SIZES, dieName } from "../../../dice/die.js";
import type { Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GameTopics, GfHost } from "../../../plugin-client/host.js";
import { actionForm, type ActionFormOptions } from "../../../plugin-client/action-form.js";
import { turnActionText, type PickedTrait, type TurnContext, type TurnInput } from "./compose-text.js";
import { dieSize, list, obj, str } from "../../../plugin-client/card-data.js";
import { sheetTraits } from "./sheet.js";
import { sheetNamed, sheetOfPlayer } from "./game-topics.js";
import { poolPicker, sheetPoints, type PickerGroup } from "./pool-picker.js";
import { sheetGroups } from "./sheet-forms.js";
import type { SceneTurn, Side, TurnAction } from "./scene-turn.js";

/**
 * The actions that need the player's words or choices: the antagonist's intention (GF-ANT-5), the
 * effect die's outcome (GF-WIN-3), the rating (GF-RATE-2). The form composes a complete block.
 */
export function openTurnForm(scene: Card, host: GfHost, turn: SceneTurn, action: TurnAction, context: TurnContext, button: HTMLElement): void {
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

/**
 * GF-POOL-1..4 from the scene: the picker for the acting character, with their sheet's traits (when
 * the forum lists it), the scene's clichés, the opponent's problems, the scene's allies and points;
 * it composes in this topic, with the action line the button stands for (oppose, retry).
 */
export async function openScenePicker(scene: Card, host: GfHost, turn: SceneTurn, action: TurnAction, button: HTMLElement): Promise<void> {
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
  // GF-POOL-4: the relationship that goes in is the one pointing at this character (or extra).
  const opponent = other ? turn.names[other] ?? rival?.name : undefined;
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
    groups, ...(role ? { role } : {}), ...(opponent ? { opponent } : {}), opener: () => button,
    // The acting character's points, from their sheet: what they cannot pay is not offered.
    ...(own ? { points: sheetPoints(own.card.data) } : {}),
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
