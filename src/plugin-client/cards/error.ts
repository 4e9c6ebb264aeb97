// The error card: a block with mistakes, in the reader's language. Its title and line numbers are
// the plugin's words; each message is either already in the reader's language (a game cooked as its
// lines reads the block in the browser and says it so) or, on a card the forum's server cooked with
// its data, the error's code and params, which the game's errorCard says here (the keywords the
// player typed stay as typed inside it). The source is shown verbatim, so a mistake never hides what
// was written.
import { int, list, obj, str, type Data } from "../card-data.js";
import { h } from "../dom.js";
import type { GameErrorCard } from "../game-cards.js";
import type { GfHost } from "../host.js";
import { withRule } from "./parts.js";

/** A card's params as the game's message fills them: strings and numbers only, anything else left out (the card is untrusted). */
function paramsOf(v: unknown): Record<string, string | number> {
  const params = Object.create(null) as Record<string, string | number>;
  for (const [k, x] of Object.entries(obj(v))) if (typeof x === "string" || (typeof x === "number" && Number.isFinite(x))) params[k] = x;
  return params;
}

export function drawError(host: GfHost, d: Data, source: string, game?: GameErrorCard): HTMLElement[] {
  const t = host.t;
  const more = int(d["more"]) ?? 0;
  return [
    h("p", { class: "gf-error-title" }, t("error.title", { tag: str(d["tag"]) ?? "gf" })),
    h("ul", { class: "gf-error-list" }, list(d["errors"]).map(obj).map((e) => {
      const rule = str(e["rule"]);
      const code = str(e["code"]);
      // A misspelt tag's card (src/markup/tag-typo.ts) names the tag meant: said in the reader's language.
      const meant = code === "markup.unknown_tag" ? str(e["meant"]) : undefined;
      const said = game && code !== undefined ? game.message(code, paramsOf(e["params"]), host.lang) : undefined;
      // A card cooked before its errors carried codes keeps the words it was cooked with.
      const message = meant ? t("error.unknown_tag", { tag: str(d["tag"]) ?? "", meant }) : said ?? str(e["message"]) ?? code ?? "";
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
