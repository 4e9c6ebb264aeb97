// An auction as players read it and write it. The service names each scene's auction by one id,
// "scene-N", whatever the table's language: it is what every sealed bid commits to (PJ-BID-2), so it
// never changes with the table's words. A table writes it in its own language in the blocks ("escena-3"
// in a Spanish table's books and bids, read back as "scene-3"), and says it in words in cards and
// replies ("la escena 3" / "scene 3").
import type { Lang } from "../../../lib/i18n.js";

/** The id of the auction for a table's scene `n`: "scene-N" at every table. */
export const auctionId = (n: number): string => `scene-${n}`;

/** "scene-3" → "la escena 3" / "scene 3"; an id of another shape is shown as it is. */
export function auctionWords(id: string, lang: Lang): string {
  const m = /^scene-(\d+)$/.exec(id);
  return m ? (lang === "es" ? `la escena ${m[1]}` : `scene ${m[1]}`) : id;
}

/** The id as a table of `lang` writes it in a block: "escena-3" at a Spanish table, "scene-3" at an English one. */
export function auctionWritten(id: string, lang: Lang): string {
  const m = /^scene-(\d+)$/.exec(id);
  return m && lang === "es" ? `escena-${m[1]}` : id;
}

/** An auction as a block writes it, in either language, as its id: "escena-3" and "scene-3" → "scene-3". */
export function auctionRead(written: string): string {
  const m = /^escena-(\d+)$/i.exec(written);
  return m ? auctionId(Number(m[1])) : written;
}
