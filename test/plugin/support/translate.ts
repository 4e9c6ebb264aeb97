// The client's strings as Discourse's I18n gives them: plugin/config/locales/client.<lang>.yml,
// read by the same reader the sandbox page uses (which a layout test checks against a YAML parser).
import { readFileSync } from "node:fs";
import type { Translate } from "../../../src/plugin-client/host.js";
import { parseLocaleYml, translate, type LocaleTree } from "../../../src/sandbox/page/locale-yml.js";

export function translator(lang: "es" | "en"): Translate {
  const tree = parseLocaleYml(readFileSync(`plugin/config/locales/client.${lang}.yml`, "utf8"))[lang] as LocaleTree;
  return (key, params) => {
    const text = translate(tree["js"] as LocaleTree, `genrefuzzion.${key}`, params);
    if (text === undefined) throw new Error(`missing translation ${lang}.${key}`);
    return text;
  };
}
