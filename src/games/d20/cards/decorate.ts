// The table card made interactive: the reader whose character the check still waits for gets a Roll
// button, which opens the composer with a [d20-roll] in the table's language (GfHost.lang). Controls retire
// themselves (src/plugin-client/retired.ts): a table not written by the service offers nothing, an
// earlier table than the service's latest offers nothing, and a finished check offers nothing.
import { list, obj, str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { supersededInThread } from "../../../plugin-client/retired.js";
import { TAGS } from "../markup/vocabulary.js";
import { label } from "./labels.js";

export function decorateTable(element: HTMLElement, d: Data, host: GfHost): void {
  element.setAttribute("data-gf-decorated", "");
  const lang = host.lang;
  const author = host.postId !== undefined ? host.thread?.().find((p) => p.id === host.postId)?.username : undefined;
  if (host.serviceUsername && author !== undefined && author.toLowerCase() !== host.serviceUsername.toLowerCase()) {
    element.setAttribute("data-gf-untrusted", "");
    element.append(h("p", { class: "gf-d20-untrusted" }, label("notService", lang)));
    return;
  }
  if (supersededInThread(host, Object.values(TAGS.table))) { element.setAttribute("data-gf-retired", ""); return; }
  const me = (host.username ?? "").toLowerCase();
  const mine = list(d["rows"]).map(obj).some((r) => r["roll"] === undefined && (str(r["player"]) ?? "").toLowerCase() === me);
  if (!me || !mine) return;
  const tag = TAGS.roll[lang];
  element.append(h("button", { type: "button", class: "btn gf-button gf-d20-roll", "data-gf-primary": "true",
    onclick: () => host.composeReply(`[${tag}]\n[/${tag}]\n`) }, label("rollButton", lang)));
}
