// The plugin's words as the cards get them (client.<lang>.yml and the cards' words, test/support/plugin-words.ts),
// read by the same reader the sandbox page uses (which a layout test checks against a YAML parser).
import type { Translate } from "../../../src/plugin-client/host.js";
import { translate } from "../../../src/sandbox/page/locale-yml.js";
import { pluginWords } from "../../support/plugin-words.js";

export function translator(lang: "es" | "en"): Translate {
  const tree = pluginWords(lang);
  return (key, params) => {
    const text = translate(tree, `genrefuzzion.${key}`, params);
    if (text === undefined) throw new Error(`missing translation ${lang}.${key}`);
    return text;
  };
}
