// A question the dice service asks one person in its post, answered with a button: the Moderator's
// decision on points changed by hand (GF-PTS-2, GF-FORUM-4). The service writes, after the question's
// words, `<div data-gf-question="points" data-gf-for="<username>">` (templates/points-claim.*.hbs;
// Discourse's sanitizer keeps div[data-*], pretty-text's allow-lister). Only in the service's own
// post, only for the user it names, are Accept and Revert drawn: each opens the composer replying to
// that post (Discourse's Composer#createPost sends the reply's post as reply_to_post_number) with the
// word the service reads, "aceptar"/"accept" or "revertir"/"revert", which the Moderator posts.
// Anyone else sees the question's words only: nobody else's answer would decide it.
import { h } from "./dom.js";
import type { GfHost } from "./host.js";

const SELECTOR = 'div[data-gf-question="points"]';

/** The word the service reads as each decision, in the reader's language (the game's points guard, ACCEPT and REVERT). */
const WORDS = { es: { accept: "aceptar", revert: "revertir" }, en: { accept: "accept", revert: "revert" } } as const;

const same = (a: string | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

export function decorateQuestions(root: ParentNode, host: GfHost): void {
  for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    element.replaceChildren();
    // A quoted question is someone else's copy: never answered from there.
    if (element.closest("blockquote, aside.quote")) continue;
    if (!host.replyToPost || !same(host.author, host.serviceUsername) || !same(host.username, element.getAttribute("data-gf-for"))) continue;
    const reply = host.replyToPost;
    const words = WORDS[host.lang];
    const button = (decision: "accept" | "revert") => h("button", { type: "button", class: "gf-button", "data-gf-decision": decision,
      ...(decision === "accept" ? { "data-gf-primary": "true" } : {}), onclick: () => reply(words[decision]) }, host.t(`question.${decision}`));
    element.append(h("div", { class: "gf-question-actions", role: "group", "aria-label": host.t("question.points") }, button("accept"), button("revert")));
  }
}
