// The categories the service acts in, by name: an operator who reads "watching Partidas (#5)" at
// start-up, or in the log beside an ignored post, sees at once when the webhook or GF_CATEGORIES
// points somewhere else than the group plays.
import type { DiscourseClient } from "./discourse/client.js";
import type { Log } from "./log.js";

export interface NamedCategory { readonly id: number; readonly name: string | null }

/** "Partidas (#5)", or "#5" when the forum did not say its name. */
export const categoryLabel = (c: NamedCategory): string => (c.name === null ? `#${c.id}` : `${c.name} (#${c.id})`);

/**
 * The configured ids with the forum's names for them. A forum that cannot answer yet (down, or a
 * key without access) leaves the names unknown; the service starts anyway, and says so in the log.
 */
export async function nameCategories(discourse: DiscourseClient, ids: readonly number[], log: Log): Promise<NamedCategory[]> {
  let names = new Map<number, string>();
  try {
    names = new Map((await discourse.listCategories?.() ?? []).map((c) => [c.id, c.name]));
  } catch (e) {
    log.warn("service: could not read the forum's category names", { error: String(e) });
  }
  return ids.map((id) => ({ id, name: names.get(id) ?? null }));
}
