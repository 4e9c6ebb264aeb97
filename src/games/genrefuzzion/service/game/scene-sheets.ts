// What an unresolved scene did to the wiki sheets, kept until the scene resolves, so that
// withdrawing it (GF-SUSP-2: "como si nunca hubiera sucedido") can undo it. Points are not kept here:
// the rules reverse the scene's ledger entries, and the sheet's points follow the balance as for any
// action. For each character the scene changed: how it was before the scene's first change to it, and
// how the scene left it. The undo is computed from those two, never from a copy of the whole sheet,
// and applied to the sheet as it reads when the scene is withdrawn: what a player or a later scene
// wrote since stays, and an undo that would touch it is left out and told to the thread.
import type { Lang } from "../../../../lib/i18n.js";
import type { Character, GameState } from "../../rules/index.js";
import { undoChangesBetween, type SheetChange } from "../../sheet/index.js";

/** One unresolved scene's sheet changes: per character, before the scene touched it and after. */
export interface SceneSheets {
  readonly scene: number;
  readonly characters: Readonly<Record<string, { readonly was: Character; readonly now: Character }>>;
}

/** An undo to write: the character's sheet, and the changes that take it back (each guarded by `from`). */
export interface SheetUndo {
  readonly character: string;
  readonly changes: readonly SheetChange[];
}

/** The scene whose changes a post made: the one in play after it, else the one it suspended. */
function sceneOfPost(before: GameState, after: GameState): number | undefined {
  if (after.scene) return after.scene.number;
  if (after.suspended && before.scene && after.suspended.scene.number === before.scene.number) return before.scene.number;
  return undefined;
}

/**
 * The records after a post: the characters whose sheets it changed (`changed`, the sheet updates it
 * committed) noted under the scene in play, and only the scenes still unresolved kept (the one in
 * play and the suspended one): a resolved scene can no longer be withdrawn.
 */
export function recordSceneSheets(records: readonly SceneSheets[], before: GameState, after: GameState, changed: readonly string[]): SceneSheets[] {
  const live = new Set([after.scene?.number, after.suspended?.scene.number].filter((n): n is number => n !== undefined));
  const kept = records.filter((r) => live.has(r.scene));
  const scene = sceneOfPost(before, after);
  const names = changed.filter((name) => before.characters[name] && after.characters[name]);
  if (scene === undefined || !live.has(scene) || names.length === 0) return kept;
  const current = kept.find((r) => r.scene === scene) ?? { scene, characters: {} };
  const characters = { ...current.characters };
  for (const name of names) {
    // The first change to a character in the scene fixes how it was; every later one moves where it is.
    characters[name] = { was: characters[name]?.was ?? before.characters[name]!, now: after.characters[name]! };
  }
  return [...kept.filter((r) => r.scene !== scene), { scene, characters }];
}

/** GF-SUSP-2: the undo of every sheet change the withdrawn scene made, character by character. */
export function undoScene(records: readonly SceneSheets[], scene: number, langOf: (character: string) => Lang): SheetUndo[] {
  const record = records.find((r) => r.scene === scene);
  if (!record) return [];
  return Object.entries(record.characters).flatMap(([character, { was, now }]) => {
    const changes = undoChangesBetween(was, now, { lang: langOf(character) });
    return changes.length ? [{ character, changes }] : [];
  });
}
