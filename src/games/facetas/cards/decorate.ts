// The table card made interactive: each of the reader's own offers becomes a button that opens the
// composer with that post ([fa-turno] or [fa-botin] around its lines, in the table's language). A
// table counts only when the service wrote it: on a page that knows the post's author and the
// service's account, a table by anyone else says so and offers nothing; and only while it is the
// latest (src/plugin-client/retired.ts): an earlier table's offers are hidden.
import { isLang } from "../../../lib/i18n.js";
import { str, type Data } from "../../../plugin-client/card-data.js";
import { h } from "../../../plugin-client/dom.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { supersededInThread } from "../../../plugin-client/retired.js";
import { TAGS } from "../markup/vocabulary.js";
import { offersOf } from "./draw.js";
import { label } from "./labels.js";

export function decorateTable(element: HTMLElement, d: Data, host: GfHost): void {
  // Said once decorated, whatever the outcome: a page (and a test) can tell the buttons are final.
  element.setAttribute("data-gf-decorated", "");
  const author = host.postId !== undefined ? host.thread?.().find((p) => p.id === host.postId)?.username : undefined;
  if (host.serviceUsername && author !== undefined && author.toLowerCase() !== host.serviceUsername.toLowerCase()) {
    element.setAttribute("data-gf-untrusted", "");
    element.prepend(h("p", { class: "gf-fa-untrusted" }, label("notService", host.lang)));
    return;
  }
  // A later table of the service's: the conflict moved on, and this table's offers (a defeat's
  // "acepto la derrota" included) are closed: they go, rather than post a move the service refuses.
  if (supersededInThread(host, Object.values(TAGS.table))) {
    element.setAttribute("data-gf-retired", "");
    for (const group of element.querySelectorAll(".gf-fa-offers")) group.remove();
    return;
  }
  // The block the button writes is in the table's language, as the service will answer it.
  const lang = host.lang;
  const me = (host.username ?? "").toLowerCase();
  // Each offer is a button only for the player it is offered to: everyone else reads it as text.
  // Offers are numbered per player (a tie asks the Protagonist and the Adversary alike, each with
  // their own "1" and "2", FA-END-1), so an offer is looked up inside the reader's own group.
  const mine = [...element.querySelectorAll<HTMLElement>(".gf-fa-offers")].find((g) => g.getAttribute("data-gf-user")?.toLowerCase() === me);
  for (const o of offersOf(d)) {
    if (o.user.toLowerCase() !== me || !mine) continue;
    const offer = [...mine.querySelectorAll<HTMLElement>("span[data-gf-fa-offer]")].find((s) => s.getAttribute("data-gf-fa-offer") === `${o.kind} ${o.n}`);
    if (!offer) continue;
    const tag = TAGS[o.kind][lang];
    // The button says the move in words (the span drawn it already); its title keeps the exact lines it posts.
    offer.replaceWith(h("button", { type: "button", class: "gf-button gf-fa-offer", "data-gf-fa-offer": `${o.kind} ${o.n}`, title: `${label("yours", lang)}:\n${o.lines.join("\n")}`,
      onclick: () => host.composeReply(`[${tag}]\n${o.lines.join("\n")}\n[/${tag}]\n`) }, offer.textContent ?? o.lines.join(" · ")));
  }
}
