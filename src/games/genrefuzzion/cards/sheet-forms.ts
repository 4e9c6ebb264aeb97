// The sheet card's forms (GenreFuzzion's forms script, ./forms.ts; the card, ./sheet-card.ts, loads it
// when its button is first clicked). Its "build a pool" picker: the player ticks traits from their sheet and chooses
// which of their character's scenes the pool goes to; the composer opens in that scene's topic
// with a ready [gf-pool] block naming the character, the sheet and the scene, so the service can
// check every die against the sheet (GF-POOL-2) and the player only adds the narration.
import { field, type Card } from "../../../plugin-client/card-data.js";
import { sheetTraits, type TraitSection } from "./sheet.js";
import { h, uid } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { fillRelationshipTarget, poolBlock, type PickedTrait } from "./compose-text.js";
import { sheetsInPlay } from "./game-topics.js";
import type { GameTopics } from "../../../plugin-client/host.js";
import { openScenesOf, sideIn } from "./open-scenes.js";
import { poolPicker, sheetPoints, type PickerGroup } from "./pool-picker.js";

const SECTIONS: readonly { section: TraitSection; kind: PickedTrait["kind"] }[] = [
  { section: "cliches", kind: "cliche" },
  { section: "relationships", kind: "relationship" },
  { section: "advantages", kind: "advantage" },
];

/** A sheet's traits as picker groups. */
export function sheetGroups(t: GfHost["t"], data: Card["data"]): PickerGroup[] {
  return SECTIONS.map(({ section, kind }) => ({
    title: t(`card.${section}`),
    traits: sheetTraits(data, section).map(({ name, target, die }): PickedTrait => ({ kind, name, ...(target ? { target } : {}), ...(die ? { die } : {}) })),
  }));
}

/** The sheet card's pool picker, made the first time its button (`toggle`) opens it. */
export function sheetPicker(sheet: Card, host: GfHost, toggle: HTMLElement): { form: HTMLFormElement; open(): void; close(): void } {
  const { lang, t } = host;
  const character = field(sheet.data["name"]);
  const gameTopics = host.gameTopics?.bind(host);
  return poolPicker(host, {
    groups: sheetGroups(t, sheet.data),
    points: sheetPoints(sheet.data),
    opener: () => toggle,
    ...(gameTopics ? { scenes: async () => {
      const topics = await gameTopics();
      const list = (await openScenesOf(host, topics, character)).map((s) => ({
        topicId: s.topicId, ...(s.number !== undefined ? { number: s.number } : {}),
      ...(sideIn(s, character) ? { side: sideIn(s, character)! } : {}),
        // GF-POOL-4: who each side is, so the picker knows the opponent its relationships must point at.
        sides: { ...(s.protagonist ? { protagonist: s.protagonist } : {}), ...(s.antagonist ? { antagonist: s.antagonist } : {}) },
        label: s.number !== undefined ? `${t("card.scene_ref", { number: s.number })} · ${s.title ?? s.topicTitle}` : s.title ?? s.topicTitle,
      }));
      return topics.incomplete ? Object.assign(list, { incomplete: true }) : list;
    } } : {}),
    compose: (choice) => {
      const text = poolBlock({
        ...(character ? { character } : {}), ...(host.postId !== undefined ? { sheet: host.postId } : {}),
        role: choice.role, ...(choice.scene?.number !== undefined ? { scene: choice.scene.number } : {}),
        traits: choice.traits, bought: choice.bought, boosts: choice.boosts,
      }, lang);
      host.composeReply(text, choice.scene?.topicId);
    },
  });
}

/**
 * GF-REL-1: where the card says a relationship names no one, a form offers the other characters with
 * a sheet in the game's topics; choosing one opens the composer editing this post (the pencil's
 * path) with that line filled in and the rest of the text as it was.
 */
export async function relationshipForms(sheet: Card, host: GfHost): Promise<void> {
  const { t } = host;
  const warning = sheet.element.querySelector(".gf-warning[data-gf-rule='GF-REL-1']");
  const editPost = host.editPost?.bind(host);
  const gameTopics = host.gameTopics?.bind(host);
  if (!warning || !editPost || !gameTopics) return;
  const own = field(sheet.data["name"])?.trim().toLowerCase();
  const topics: GameTopics = await gameTopics().catch(() => []);
  const names = [...new Set(sheetsInPlay(topics).map((s) => s.name))]
    .filter((n) => n.toLowerCase() !== own && !/[\r\n:]/.test(n)).sort((a, b) => a.localeCompare(b));
  const open = sheetTraits(sheet.data, "relationships").filter((r) => !r.target);
  open.forEach((rel, nth) => {
    const selectId = uid("gf-rel-target");
    const select = h("select", { id: selectId, class: "gf-picker-select", required: true }, names.map((n) => h("option", { value: n }, n)));
    const button = h("button", { type: "submit", class: "gf-button" }, t("relationship.open"));
    const form = h("form", { class: "gf-rel-fill", "data-gf-form": "relationship-target", "data-gf-relationship": rel.name },
      names.length
        ? [h("label", { for: selectId }, t("relationship.with", { name: rel.name })), select, button]
        : h("p", { class: "gf-note" }, t("relationship.no_one", { name: rel.name })),
      // A listing the forum cut short (its rate limit) may lack the character meant: said so.
      topics.incomplete ? h("p", { class: "gf-picker-note", role: "status", "data-gf-incomplete": "sheets" }, t("picker.sheets_incomplete")) : null);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      if (select.value) void editPost((raw) => fillRelationshipTarget(raw, nth, select.value));
    });
    warning.append(form);
  });
}
