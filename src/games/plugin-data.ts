// What the plugin's Ruby and YAML files say of the games, made from the registry by build.mjs: the
// icons plugin.rb registers (Discourse draws only registered icons: the initializer's and every game's
// composer entries') and each game's name in the client locales (js.genrefuzzion.games.<id>). Pure
// text functions; test/plugin/layout.test.ts checks the committed files are what they make.
import type { Lang } from "../lib/i18n.js";
import { CLIENT_GAMES } from "./client-games.js";
import { GAMES } from "./registry.js";

/** The icons to register: the initializer's (`icon: "…"`) then the games' composer entries', each once, in order. */
export function pluginIcons(initializer: string): string[] {
  const used = [...initializer.matchAll(/icon: "([^"]+)"/g)].map((m) => m[1]!)
    .concat(CLIENT_GAMES.flatMap((g) => (g.composers ?? []).map((c) => c.icon)));
  return [...new Set(used)];
}

/** plugin.rb with its run of `register_svg_icon` lines made exactly `icons`. */
export function withIcons(rb: string, icons: readonly string[]): string {
  const lines = icons.map((i) => `register_svg_icon "${i}"`).join("\n");
  return rb.replace(/^(?:register_svg_icon "[^"]+"\n)+/m, `${lines}\n`);
}

/** Each game's name in `lang`, by id, in the registry's order. */
export function gameNames(lang: Lang): [string, string][] {
  return GAMES.map((g) => [g.id, g.name[lang]]);
}

/** A client locale file with its `games:` mapping (under js.genrefuzzion) made exactly `names`. */
export function withGameNames(yml: string, names: readonly (readonly [string, string])[]): string {
  return yml.replace(/^( +)games:\n(?:\1  [a-z0-9_-]+: "[^"\n]*"\n)+/m, (_, indent: string) =>
    `${indent}games:\n${names.map(([id, name]) => `${indent}  ${id}: ${JSON.stringify(name)}\n`).join("")}`);
}
