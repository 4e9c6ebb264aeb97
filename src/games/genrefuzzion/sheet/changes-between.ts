// What the rules did to a character, as sheet changes: the service runs a scene or an interval
// through the reducer (src/games/genrefuzzion/rules), then diffs each character before and after and
// writes only those differences into the wiki sheet (docs/markup.md §7.3). The reducer edits lists in place:
// a die changes where it is, a rename keeps the index, a removal splices, a new trait is pushed.
import type { DieSize } from "../../../dice/die.js";
import type { Lang } from "../../../lib/i18n.js";
import type { Character } from "../rules/schemas.js";
import type { Balance, GameState } from "../rules/state.js";
import type { SheetChange, TraitList } from "./schemas.js";
import { tableEntryById } from "./table-entry.js";

type Item = { name: string; die: DieSize; target?: string; boundOpponent?: string; temporary?: boolean };

export interface ChangesOptions {
  /** The sheet's language, for the names of new tricks and flaws. */
  readonly lang: Lang;
  /** GF-TT-3: the placeholder texts of tricks or flaws bought in this interval, by table id. */
  readonly fills?: Readonly<Record<string, readonly string[]>>;
}

function listChanges(list: TraitList, before: readonly Item[], after: readonly Item[]): SheetChange[] {
  // GF-ADV-5: temporary advantages and problems end with the scene and never reach the sheet.
  const was = before.filter((t) => !t.temporary);
  const now = after.filter((t) => !t.temporary);
  const target = (t: Item) => (list === "relationships" ? t.target : list === "advantages" ? t.boundOpponent : undefined);
  const removed: SheetChange[] = [];
  const renamed: SheetChange[] = [];
  const stepped: SheetChange[] = [];
  const added: SheetChange[] = [];
  const nowNames = new Set(now.map((t) => t.name));
  const wasNames = new Set(was.map((t) => t.name));
  const consumed = new Set<string>();
  for (const [i, old] of was.entries()) {
    const kept = now.find((t) => t.name === old.name);
    if (kept) {
      if (kept.die !== old.die) stepped.push({ type: "set-die", list, name: old.name, die: kept.die, from: old.die });
      if (target(kept) !== target(old) && target(kept)) renamed.push({ type: "rename-trait", list, name: old.name, target: target(kept)! });
      continue;
    }
    // GF-TRAIN-4: the same place, a new name that was not there before, the same die: a rename.
    const same = was.length === now.length ? now[i] : undefined;
    if (same && !wasNames.has(same.name) && same.die === old.die) {
      consumed.add(same.name);
      const t = target(same);
      renamed.push({ type: "rename-trait", list, name: old.name, to: same.name, ...(t && t !== target(old) ? { target: t } : {}) });
      continue;
    }
    removed.push({ type: "remove-trait", list, name: old.name });
  }
  for (const t of now) {
    if (wasNames.has(t.name) || consumed.has(t.name) || !nowNames.has(t.name)) continue;
    const q = target(t);
    added.push({ type: "add-trait", list, name: t.name, die: t.die, ...(q ? { target: q } : {}) });
  }
  return [...removed, ...renamed, ...stepped, ...added];
}

/** The sheet changes that turn `before` into `after` (one character, two states of the reducer). */
export function changesBetween(before: Character, after: Character, options: ChangesOptions): SheetChange[] {
  const out: SheetChange[] = [];
  for (const list of ["cliches", "relationships", "advantages", "problems"] as const) {
    out.push(...listChanges(list, before[list] as Item[], after[list] as Item[]));
  }
  for (const kind of ["trick", "flaw"] as const) {
    const field = kind === "trick" ? "tricks" : "flaws";
    for (const id of after[field]) {
      if (before[field].includes(id)) continue;
      const entry = tableEntryById(kind, id);
      if (!entry) continue;
      out.push({ type: "add-trick", kind, name: entry.entry.name[options.lang], fills: [...(options.fills?.[id] ?? [])] });
    }
  }
  after.objectives.forEach((o, i) => {
    const old = before.objectives[i];
    if (!old) return;
    const state = o.state !== old.state ? { state: o.state, from: old.state } : {};
    const text = o.text !== old.text ? { text: o.text } : {};
    if (Object.keys(state).length || Object.keys(text).length) out.push({ type: "objective", index: i + 1, ...state, ...text });
  });
  return out;
}

/** A player's balance moved (GF-PTS-1: points are the player's, shown on their sheet). */
export function pointsChange(before: Balance, after: Balance): SheetChange | null {
  const pv = after.pv - before.pv;
  const pk = after.pk - before.pk;
  return pv || pk ? { type: "points", ...(pv ? { pv } : {}), ...(pk ? { pk } : {}) } : null;
}

/** One sheet to update after an action: the character, its player, the changes, the rules behind them. */
export interface SheetUpdate {
  readonly character: string;
  readonly player?: string;
  readonly changes: readonly SheetChange[];
  /** The rules of the ledger entries the action posted, for the edit reason. */
  readonly rules: readonly string[];
}

/**
 * Every sheet an action changed, from the reducer's state before and after it: attribute changes of
 * each character, and each player's points on the sheet of their active character (GF-PTS-1: the
 * points are the player's; GF-FORUM-4: their sheet shows them). Extras have no wiki sheet here.
 */
export function sheetUpdatesBetween(before: GameState, after: GameState, options: { readonly langOf: (character: string) => Lang; readonly fills?: ChangesOptions["fills"] }): SheetUpdate[] {
  const posted = after.ledger.slice(before.ledger.length);
  const out: SheetUpdate[] = [];
  for (const [name, now] of Object.entries(after.characters)) {
    const was = before.characters[name];
    const player = now.kind === "character" ? now.player : was?.kind === "character" ? was.player : undefined;
    if (!was || !player) continue;
    const changes: SheetChange[] = changesBetween(was, now, { lang: options.langOf(name), ...(options.fills ? { fills: options.fills } : {}) });
    const zero = { pv: 0, pk: 0 };
    const points = pointsChange(before.balances[player] ?? zero, after.balances[player] ?? zero);
    if (points) changes.push(points);
    if (changes.length === 0) continue;
    const rules = [...new Set(posted.filter((e) => e.player === player || e.character === name).map((e) => e.rule))];
    out.push({ character: name, player, changes, rules });
  }
  return out;
}

/**
 * GF-SUSP-2 ("como si nunca hubiera sucedido"): the sheet changes that take a character from `now`
 * back to `was`, each guarded so it applies only where the sheet still says what the scene left
 * there: a die goes back only from the die the scene set, a line the scene added goes only while it
 * has that name and die, an objective's state only from the state the scene set. Whatever a player
 * changed since is theirs, and the change that would touch it is refused (applySheetChangesKeeping).
 */
export function undoChangesBetween(was: Character, now: Character, options: ChangesOptions): SheetChange[] {
  const dieOf = (list: TraitList, name: string) => (now[list] as Item[]).find((t) => t.name === name && !t.temporary)?.die;
  return changesBetween(now, was, options).map((c) => {
    if (c.type !== "remove-trait") return c;
    const die = dieOf(c.list, c.name);
    return die ? { ...c, from: die } : c;
  });
}
