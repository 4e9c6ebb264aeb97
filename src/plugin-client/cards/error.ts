// The error card: a block with mistakes. Its title and line numbers are drawn in the reader's
// language; each message stays in the block's language, since it quotes the keywords the player
// typed; the source is shown verbatim, so a mistake never hides what was written.
import { int, list, obj, str, type Data } from "../card-data.js";
import { h } from "../dom.js";
import type { GfHost } from "../host.js";
import { withRule } from "./parts.js";

export function drawError(host: GfHost, d: Data, source: string): HTMLElement[] {
  const t = host.t;
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list(d["errors"]).map(obj).map((e) => {
      const rule = str(e["rule"]);
      // A misspelt tag's card (src/markup/tag-typo.ts) names the tag meant: said in the reader's language.
      const meant = e["code"] === "markup.unknown_tag" ? str(e["meant"]) : undefined;
      const message = meant ? t("error.unknown_tag", { tag: str(d["tag"]) ?? "", meant }) : str(e["message"]) ?? "";
      return h("li", { class: "gf-error-item", "data-gf-code": str(e["code"]), "data-gf-rule": rule },
        `${t("error.at", { line: int(e["line"]) ?? 0, column: int(e["column"]) ?? 0 })}: `,
        withRule(message, rule, rule ? host.ruleUrl?.(rule) : undefined, t("error.rule", { rule: rule ?? "" })));
    }), more > 0 ? h("li", { class: "gf-error-more" }, t("error.more", { count: more })) : null),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source)),
  ];
}

/**
 * The card of a block whose game's cards could not be loaded (its chunk, gf-<game>.js, failed to
 * load): the game named in the reader's language and the block as written.
 */
export function drawUnavailable(host: GfHost, game: string, source: string): HTMLElement[] {
  const t = host.t;
  return [
    h("p", { class: "gf-error-title" }, t("error.game_unavailable", { game: t(`games.${game}`) })),
    h("pre", { class: "gf-source", "aria-label": t("error.source") }, h("code", {}, source)),
  ];
}
