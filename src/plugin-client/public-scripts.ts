// Where the plugin's scripts in public/javascripts/ are (each game's chunk gf-<game>.js, the badge's
// gf-verify.js, the sheet checks' gf-sheet-checks.js): Discourse serves a plugin's public/ folder at
// /plugins/<plugin>/ and its nginx caches everything under /plugins/ for a year as immutable
// (config/nginx.sample.conf, `location ~ ^/plugins/`, discourse/discourse@00d445c4), so a reader's
// browser would keep an old script after the plugin is updated, and run an old chunk beside a new
// core. Each address therefore carries its file's content hash (`?v=…`): build.mjs writes the public
// scripts first and gives the core their hashes (esbuild `define`, GF_SCRIPT_VERSIONS), so a changed
// script gets a new address, and an unchanged one stays cached.

declare const GF_SCRIPT_VERSIONS: Readonly<Record<string, string>> | undefined;

/** File name → the first hex digits of its SHA-256, as build.mjs computed them; none in an unbuilt core. */
const VERSIONS: Readonly<Record<string, string>> = typeof GF_SCRIPT_VERSIONS === "object" ? GF_SCRIPT_VERSIONS : {};

/** The address of a script of the plugin's public/javascripts/, relative to the forum (for getURL). */
export function publicScriptPath(file: string): string {
  const version = Object.prototype.hasOwnProperty.call(VERSIONS, file) ? VERSIONS[file] : undefined;
  return `/plugins/genrefuzzion/javascripts/${file}${version ? `?v=${version}` : ""}`;
}
