// A drawn Tricube card made interactive: the challenge card offers the reader a roll picker for
// their own challenged character, built from their [tt-sheet] in the game's topics. Card data is
// untrusted (anyone can paste card-like HTML): it is checked with the markup's zod schemas, with the
// values the card writer leaves out (false, empty lists) filled back in first.
import { readCard, type Data } from "../../../plugin-client/card-data.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { challengeNode, sheetNode, type ChallengeNode, type SheetNode } from "../markup/index.js";
import { rollOptions } from "./roll-declaration.js";
import { rollPicker } from "./roll-picker.js";

export function challengeOf(d: Data): ChallengeNode | undefined {
  const who = Array.isArray(d["who"]) ? d["who"].map((w) => (w && typeof w === "object" ? { outsideConcept: false, ...w } : w)) : [];
  const r = challengeNode.safeParse({ kind: "normal", deadly: false, ...d, who, block: "challenge" });
  return r.success ? r.data : undefined;
}

export function sheetOf(d: Data): SheetNode | undefined {
  const afflictions = Array.isArray(d["afflictions"]) ? d["afflictions"].map((a) => (a && typeof a === "object" ? { permanent: false, untilSceneEnd: false, fatal: false, ...a } : a)) : [];
  const named = (k: string) => (Array.isArray(d[k]) ? d[k].map((p) => (p && typeof p === "object" ? { limitations: [], ...p } : p)) : []);
  const r = sheetNode.safeParse({ kind: "pc", quirks: [], advances: 0, ...d, perks: named("perks"), spells: named("spells"), afflictions, block: "sheet" });
  return r.success ? r.data : undefined;
}

/** Adds the roll picker to a challenge card when the reader plays a challenged character; resolves when done. */
export async function decorateTricubeChallenge(element: HTMLElement, data: Data, host: GfHost): Promise<void> {
  const challenge = challengeOf(data);
  if (!challenge || !host.username || !host.gameTopics) return;
  const me = host.username.toLowerCase();
  for (const topic of await host.gameTopics()) {
    for (const el of topic.element.querySelectorAll<HTMLElement>('div[data-gf-card^="ttsheet "]')) {
      const card = readCard(el);
      const sheet = card && sheetOf(card.data);
      if (!sheet) continue;
      // The sheet's player is its `player` line, else the author of the topic it opens.
      if ((sheet.player ?? topic.username).toLowerCase() !== me) continue;
      const options = rollOptions(sheet, challenge);
      if (!options) continue;
      element.querySelector(".gf-tt-picker")?.remove();
      element.append(rollPicker(host, options));
      return;
    }
  }
}
