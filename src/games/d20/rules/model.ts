// The d20 check's rules as a pure reducer: a state, an action, the next state and what it posted (each
// entry with its rule, src/games/d20/reference). The GM opens a check naming characters and a
// difficulty (DC-CHK-1..3); each named character's player rolls once, d20 + the sheet's bonus
// (DC-ROLL-1..3); the check closes when all have rolled (DC-END-1).
import { err, gfError, ok, type GfError, type Result } from "../../../lib/result.js";

export interface D20Character { readonly player: string; readonly bonus: number }
export interface D20Roll { readonly die: number; readonly bonus: number; readonly total: number; readonly success: boolean }
export interface D20Check {
  /** The check's number in the topic, 1, 2… */
  readonly n: number;
  readonly dc: number;
  readonly who: readonly string[];
  readonly rolls: Readonly<Record<string, D20Roll>>;
}
export interface D20State {
  readonly gm: string;
  readonly characters: Readonly<Record<string, D20Character>>;
  /** The topic's last check, open while a character it names has not rolled (DC-END-1). */
  readonly check?: D20Check;
}

export type D20Action =
  | { readonly type: "check"; readonly by: string; readonly dc: number; readonly who: readonly string[] }
  | { readonly type: "roll"; readonly by: string; readonly character: string; readonly die: number };

export interface D20Entry {
  readonly rule: string;
  readonly what: "check" | "roll" | "closed";
  readonly character?: string;
  readonly total?: number;
  readonly success?: boolean;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether the check still waits for a roll. */
export const isOpen = (check: D20Check | undefined): boolean => !!check && check.who.some((c) => !check.rolls[c]);

/** The characters of the open check still to roll, in its order. */
export const stillToRoll = (s: D20State): string[] => (s.check && isOpen(s.check) ? s.check.who.filter((c) => !s.check!.rolls[c]) : []);

/** The character at the table by name, whatever its case. */
export const characterNamed = (s: D20State, name: string): string | undefined => Object.keys(s.characters).find((c) => same(c, name));

/** The characters a player runs. */
export const charactersOf = (s: D20State, player: string): string[] => Object.entries(s.characters).filter(([, c]) => same(c.player, player)).map(([n]) => n);

export function apply(s: D20State, a: D20Action): Result<{ readonly state: D20State; readonly entries: readonly D20Entry[] }, GfError> {
  if (a.type === "check") {
    // DC-CHK-1: the GM asks for the check.
    if (!same(a.by, s.gm)) return err(gfError("d20.rules.not-gm", "DC-CHK-1", { gm: s.gm }));
    // DC-CHK-3: one check at a time.
    if (isOpen(s.check)) return err(gfError("d20.rules.check-open", "DC-CHK-3", { who: stillToRoll(s).join(", ") }));
    const who: string[] = [];
    for (const name of a.who) {
      const c = characterNamed(s, name);
      if (!c) return err(gfError("d20.rules.no-sheet", "DC-CHK-1", { character: name }));
      if (!who.includes(c)) who.push(c);
    }
    if (who.length === 0) return err(gfError("d20.rules.nobody", "DC-CHK-1"));
    if (!(Number.isInteger(a.dc) && a.dc >= 2 && a.dc <= 30)) return err(gfError("d20.rules.dc", "DC-CHK-2", { dc: a.dc }));
    const check: D20Check = { n: (s.check?.n ?? 0) + 1, dc: a.dc, who, rolls: {} };
    return ok({ state: { ...s, check }, entries: [{ rule: "DC-CHK-1", what: "check" }] });
  }
  const character = characterNamed(s, a.character);
  if (!character) return err(gfError("d20.rules.no-sheet", "DC-ROLL-1", { character: a.character }));
  const sheet = s.characters[character]!;
  // DC-ROLL-1: a player rolls for their own character (the GM may roll for anyone).
  if (!same(a.by, sheet.player) && !same(a.by, s.gm)) return err(gfError("d20.rules.not-yours", "DC-ROLL-1", { character, player: sheet.player }));
  const check = s.check;
  if (!check || !isOpen(check)) return err(gfError("d20.rules.no-check", "DC-ROLL-1"));
  if (!check.who.includes(character)) return err(gfError("d20.rules.not-named", "DC-ROLL-1", { character }));
  // DC-ROLL-2: once per check.
  if (check.rolls[character]) return err(gfError("d20.rules.rolled", "DC-ROLL-2", { character }));
  if (!(Number.isInteger(a.die) && a.die >= 1 && a.die <= 20)) return err(gfError("d20.rules.die", "DC-ROLL-1", { die: a.die }));
  // DC-ROLL-3: the total is the die plus the sheet's bonus; it succeeds when it reaches the difficulty.
  const total = a.die + sheet.bonus;
  const roll: D20Roll = { die: a.die, bonus: sheet.bonus, total, success: total >= check.dc };
  const next: D20Check = { ...check, rolls: { ...check.rolls, [character]: roll } };
  const entries: D20Entry[] = [{ rule: "DC-ROLL-3", what: "roll", character, total, success: roll.success }];
  // DC-END-1: the last roll closes the check.
  if (!isOpen(next)) entries.push({ rule: "DC-END-1", what: "closed" });
  return ok({ state: { ...s, check: next }, entries });
}
