// The table a walk's play is posted to (test/browser/table-language-walk.test.ts, and a game's browser
// test that replays part of a walk): one Chromium serving the sandbox forum at the address the seeded
// harness signs its rolls for, so roll cards' badges verify in the page; per play, the real dice service
// with the game's category in the table's language and the forum's in the other, as an admin sets both.
import type { Lang } from "../../../src/lib/i18n.js";
import { harness, type Harness } from "../../service/harness.js";
import { buildPageScript, launch, serveAs } from "./browser.js";
import type { Walk } from "./table-language-walks.js";

/** The address the seeded harness signs its rolls for, so the roll cards' badges verify in the page. */
export const SITE = "http://forum.gf.test";

export type WalkBrowser = Awaited<ReturnType<typeof launch>> & { readonly pageScript: string };

export async function walkBrowser(): Promise<WalkBrowser> {
  const pageScript = await buildPageScript();
  const browser = await launch();
  await serveAs(browser.context, SITE, "http://placeholder.invalid");
  return Object.assign(browser, { pageScript });
}

/** A service and sandbox forum for `game`'s table in `lang` (dice seeded `walk-<game>-<lang>`), served at SITE. */
export async function walkTable(browser: WalkBrowser, game: string, lang: Lang, walk: Walk): Promise<Harness> {
  const other: Lang = lang === "es" ? "en" : "es";
  const h = await harness({ seed: `walk-${game}-${lang}`, sandbox: { pageScript: browser.pageScript, players: walk.players },
    config: { categoryGame: { "1": game }, categoryLang: { "1": lang }, lang: other, game: { moderator: walk.players.at(-1)! } } });
  try {
    const publicKey = ((await (await fetch(`${h.service.url}/.well-known/gf-dice.json`)).json()) as { publicKey: string }).publicKey;
    Object.assign(h.sandbox.siteSettings, { gf_public_key: publicKey, gf_categories: String(h.sandbox.category.id),
      gf_category_games: `${h.sandbox.category.id}:${game}`, gf_moderator: walk.players.at(-1)! });
    await browser.context.unroute(`${SITE}/**`);
    await serveAs(browser.context, SITE, h.sandbox.url);
    return h;
  } catch (e) {
    await h.close();
    throw e;
  }
}
