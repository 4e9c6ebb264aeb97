// GF-FIN-5, GF-FIN-6: who rates the Grand Finale, for the scene card (./scene-card.ts), which asks the
// forms script for it once a Grand Finale waits for its rating: the players are the forum's sheets' (as
// the service's registry counts them), plus the Moderator (gf_moderator, GF-MOD-1), never the
// service's account. Read with the sheet block's parser, which the forms script is loaded with.
import { field } from "../../../plugin-client/card-data.js";
import type { GfHost } from "../../../plugin-client/host.js";
import { sheetTopics } from "./game-topics.js";

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.toLowerCase() === b.toLowerCase();

/** The group, or undefined when the listing cannot tell it (unread, or without the protagonist's own sheet). */
export async function finaleGroup(host: GfHost, protagonist: string | undefined): Promise<string[] | undefined> {
  const topics = await host.gameTopics?.().catch(() => undefined);
  if (!topics) return undefined;
  const owners = sheetTopics(topics).map((s) => field(s.card.data["player"])?.trim().replace(/^@/, "") || s.topic.username);
  // The list pages that could not be read are left out of the listing, not reported: a listing
  // without the protagonist's own sheet is not the whole group.
  if (!owners.some((o) => same(o, protagonist))) return undefined;
  return [...owners, ...(host.moderator ? [host.moderator] : [])].filter((p) => !same(p, host.serviceUsername));
}
