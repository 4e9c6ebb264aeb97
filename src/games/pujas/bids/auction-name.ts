// An auction as players read it: the service names each scene's auction "scene-N" (the id the seals
// commit to, PJ-BID-2, and the blocks carry), and a card or a reply says it in the table's language.
import type { Lang } from "../../../lib/i18n.js";

/** "scene-3" → "la escena 3" / "scene 3"; an id of another shape is shown as it is. */
export function auctionWords(id: string, lang: Lang): string {
  const m = /^scene-(\d+)$/.exec(id);
  return m ? (lang === "es" ? `la escena ${m[1]}` : `scene ${m[1]}`) : id;
}
