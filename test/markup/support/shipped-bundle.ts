// The plugin's shipped markdown bundle, loaded as Discourse loads it: a module in a bare JavaScript
// context with nothing to import (test/markup/discourse-bundle.test.ts proves it runs so). On the
// server (lib/pretty_text.rb) that context also evaluates the plugin's :vendored_pretty_text script,
// plugin/public/javascripts/gf-cook.js, which hands the feature the games that cook their cards;
// a reader's browser has the bundle alone. Tests that cook with what the forum really runs take
// `setup` from here: shippedSetup() is the server's cook, shippedSetup({ browser: true }) the composer
// preview's.
import { readFileSync } from "node:fs";
import vm from "node:vm";
import type { Feature } from "./discourse-engine.js";

export const SHIPPED_BUNDLE = "plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js";
export const SERVER_COOK_SCRIPT = "plugin/public/javascripts/gf-cook.js";

export async function shippedSetup(options: { readonly browser?: boolean; readonly context?: vm.Context } = {}): Promise<Feature["setup"]> {
  const context = options.context ?? vm.createContext({});
  if (!options.browser) vm.runInContext(readFileSync(SERVER_COOK_SCRIPT, "utf8"), context, { filename: "gf-cook.js" });
  const mod = new vm.SourceTextModule(readFileSync(SHIPPED_BUNDLE, "utf8"), { context, identifier: "genrefuzzion.js" });
  await mod.link((specifier: string) => { throw new Error(`the bundle imports ${specifier}`); });
  await mod.evaluate();
  return (mod.namespace as { setup: Feature["setup"] }).setup;
}
