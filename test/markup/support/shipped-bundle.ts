// The plugin's shipped markdown bundle, loaded as Discourse's server loads it: a module in a bare
// JavaScript context with nothing to import (test/markup/discourse-bundle.test.ts proves it runs so).
// Tests that cook with what the forum really runs take its `setup` from here.
import { readFileSync } from "node:fs";
import vm from "node:vm";
import type { Feature } from "./discourse-engine.js";

export const SHIPPED_BUNDLE = "plugin/assets/javascripts/lib/discourse-markdown/genrefuzzion.js";

export async function shippedSetup(): Promise<Feature["setup"]> {
  const mod = new vm.SourceTextModule(readFileSync(SHIPPED_BUNDLE, "utf8"), { context: vm.createContext({}), identifier: "genrefuzzion.js" });
  await mod.link((specifier: string) => { throw new Error(`the bundle imports ${specifier}`); });
  await mod.evaluate();
  return (mod.namespace as { setup: Feature["setup"] }).setup;
}
