// A question the dice service asks one person in its post, answered with a button (a game's question,
// e.g. a Moderator's decision the game asks for). The service writes, after the question's words,
// `<div data-gf-question="<kind>" data-gf-for="<username>">` (Discourse's sanitizer keeps div[data-*],
// pretty-text's allow-lister). Only in the service's own post, only for the user it names, are the
// answers drawn, by the chunk of the game whose manifest names the kind (ClientGame.questions,
// GameCards.answers): each answer opens the composer replying to that post (Discourse's
// Composer#createPost sends the reply's post as reply_to_post_number) with the word the service reads.
// Anyone else sees the question's words only: nobody else's answer would decide it. Once the
// service has replied to its question's post (its decision, e.g. the points "accepted"), the answers
// retire: a second answer would decide nothing.
import type { GameCards } from "./game-cards.js";
import type { GfHost } from "./host.js";

const SELECTOR = "div[data-gf-question]";

const same = (a: string | undefined, b: string | null | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/**
 * Draws the answers of every question under `root` asked of this reader in the service's post.
 * `cardsFor(kind, draw)` calls `draw` with the cards of the game that asks questions of that kind,
 * once its chunk is on the page (never, for a kind no game asks or a chunk that cannot be loaded).
 */
export function decorateQuestions(root: ParentNode, host: GfHost, cardsFor: (kind: string, draw: (cards: GameCards) => void) => void): void {
  for (const element of root.querySelectorAll<HTMLElement>(SELECTOR)) {
    element.replaceChildren();
    // A quoted question is someone else's copy: never answered from there.
    if (element.closest("blockquote, aside.quote")) continue;
    if (!host.replyToPost || !same(host.author, host.serviceUsername) || !same(host.username, element.getAttribute("data-gf-for"))) continue;
    if (answered(host)) continue;
    const reply = host.replyToPost;
    const kind = element.getAttribute("data-gf-question") ?? "";
    cardsFor(kind, (cards) => {
      const answers = cards.answers?.(kind, host, reply);
      if (answers) element.replaceChildren(...answers);
    });
  }
}

/**
 * Whether the service has replied to this post, later in the thread the page shows (Discourse's
 * reply_to_post_number): the question is decided. False when the page cannot tell.
 */
function answered(host: Pick<GfHost, "thread" | "postId" | "serviceUsername">): boolean {
  const thread = host.thread?.();
  const me = thread?.find((p) => p.id === host.postId);
  return !!me && thread!.some((p) => p.postNumber > me.postNumber && p.replyToPostNumber === me.postNumber && same(p.username, host.serviceUsername));
}
