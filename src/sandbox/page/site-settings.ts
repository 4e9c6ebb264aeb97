// The plugin's site settings as the sandbox forum serves them to its page: the defaults of
// plugin/config/settings.yml (test/plugin/layout.test.ts checks they agree), which `gf serve
// --sandbox` then fills in as an admin would, e.g. gf_public_key from the service's
// /.well-known/gf-dice.json.
import { DEFAULT_RULES_URL } from "../../lib/rule-reference.js";

export type SiteSettings = Record<string, string | boolean | number>;

export function defaultSiteSettings(): SiteSettings {
  return {
    gf_enabled: true,
    gf_public_key: "",
    gf_service_url: "",
    gf_categories: "",
    gf_default_locale: "es",
    gf_service_username: "gf-dice",
    gf_clock_post: 0,
    gf_moderator: "",
    gf_rules_url: DEFAULT_RULES_URL,
    gf_default_game: "genrefuzzion",
    gf_category_games: "",
    gf_category_languages: "",
  };
}
