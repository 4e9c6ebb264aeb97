// The interval card's action bar (GF-INT-1): for a signed-in reader on the interval's latest card, the
// buttons of what the reader's sheet allows, each opening its form (./interval-forms.ts, GenreFuzzion's
// forms script, loaded with the forum's sheets, so a reader who only reads the card never downloads it).
import { cardSelector, type Card } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GameTopics, GfHost } from "../../../plugin-client/host.js";
import { loadFormsAndSheets } from "./load-forms.js";

/** Whether a scene or an interval card follows this post: the interval's buttons live on its latest card only. */
function superseded(host: GfHost): boolean {
  return (host.thread?.() ?? []).some((p) => p.id > (host.postId ?? Infinity)
    && p.element.querySelector(`${cardSelector("scene")}, ${cardSelector("interval")}`) !== null);
}

export function decorateInterval(interval: Card, host: GfHost): void {
  if (!host.username || !host.thread || superseded(host)) return;
  const { t } = host;
  const bar = h("div", { class: "gf-turn-actions gf-interval-actions", role: "group", "aria-label": t("interval.actions") });
  interval.element.append(h("section", { class: "gf-turn", "aria-label": t("interval.title") },
    h("p", { class: "gf-turn-state" }, t("interval.open")), bar));
  // The sheets come from the forum's listing: the buttons appear once they (and the forms) are read.
  const topics: Promise<GameTopics> = (host.gameTopics?.() ?? Promise.resolve([])).catch(() => []);
  void Promise.all([topics, loadFormsAndSheets(host)]).then(([read, forms]) => forms.intervalActions(interval, host, read, bar),
    () => bar.replaceChildren(h("p", { class: "gf-picker-note", role: "note" }, t("composer.unavailable", { game: t("games.genrefuzzion") }))));
}
