// The sheet card's "build a pool" picker: the player ticks traits from their sheet and chooses
// which of their character's scenes the pool goes to; the composer opens in that scene's topic
// with a ready [gf-pool] block naming the character, the sheet and the scene, so the service can
// check every die against the sheet (GF-POOL-2) and the player only adds the narration.
import { field, type Card } from "../../../plugin-client/card-data.js";
import { sheetTraits, type TraitSection } from "./sheet.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { poolBlock, type PickedTrait } from "./compose-text.js";
import { openScenesOf } from "./open-scenes.js";
import { poolPicker, type PickerGroup } from "./pool-picker.js";

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

export function decorateSheet(sheet: Card, host: GfHost): void {
  const { lang, t } = host;
  const card = sheet.element;
  const character = field(sheet.data["name"]);
  const gameTopics = host.gameTopics?.bind(host);
  const picker = poolPicker(host, {
    groups: sheetGroups(t, sheet.data),
    opener: () => toggle,
    ...(gameTopics ? { scenes: async () => (await openScenesOf(host, await gameTopics(), character)).map((s) => ({
      topicId: s.topicId, ...(s.number !== undefined ? { number: s.number } : {}),
      label: s.number !== undefined ? `${t("card.scene_ref", { number: s.number })} · ${s.title ?? s.topicTitle}` : s.title ?? s.topicTitle,
    })) } : {}),
    compose: (choice) => {
      const text = poolBlock({
        ...(character ? { character } : {}), ...(host.postId !== undefined ? { sheet: host.postId } : {}),
        role: choice.role, ...(choice.scene?.number !== undefined ? { scene: choice.scene.number } : {}),
        traits: choice.traits, bought: choice.bought, boosts: choice.boosts,
      }, lang);
      host.composeReply(text, choice.scene?.topicId);
    },
  });
  const toggle = h("button", { type: "button", class: "gf-button", "data-gf-button": "build-pool", "aria-expanded": "false", "aria-controls": picker.form.id },
    h("span", { class: "gf-button-icon", "aria-hidden": "true" }, "⚄"), t("picker.build_pool"));
  toggle.addEventListener("click", () => { if (picker.form.hidden) picker.open(); else picker.close(); });
  card.append(h("div", { class: "gf-picker-bar" }, toggle), picker.form);
}
