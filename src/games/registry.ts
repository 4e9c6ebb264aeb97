// The games the product serves: one line per game, its folder under src/games/ (docs/adding-a-game.md).
// The first is the game of every category the config names no game for.
//
// A game's folder gives every part of the product what it takes by name, so no other list names it:
//  - game.ts exports `game`, its GameModule (markup, names, sheet tag, rule prefix): the markdown
//    feature, the sandbox, the service, the rules pages and the `gf` command;
//  - markup/tags.ts exports `tags`, its GameTags (block tags, allow list): all the markdown feature every
//    page of the forum loads holds of it (plugin-data.ts markdownBundle);
//  - cards/manifest.ts exports `manifest`, its ClientGame (card keys, composer entries, chunk budget):
//    what the plugin's core browser bundle knows of it (build.mjs writes the manifests into gf-client.js);
//  - cards/chunk.ts exports `chunk`: its cards, built into the plugin's gf-<id>.js;
//  - server.ts exports `server`, its ServerGame (its TopicFlow or its GameService, its `gf` tools):
//    the service and the `gf` command only, never a bundle of the plugin's.
// Node takes the parts from here (games.ts, server-games.ts); the plugin's bundles are made from this
// list by build.mjs (plugin-data.ts), so no browser bundle carries another part of a game than its own.
export const GAME_FOLDERS: readonly string[] = [
  "genrefuzzion",
  "tricube",
  "pujas",
  "facetas",
  "d20",
];
