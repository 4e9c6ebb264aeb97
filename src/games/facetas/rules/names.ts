// Facet and Trait names as a move names them. A move is often written back from the service's own words:
// the table's offer buttons compose it from the [fa-mesa] block the service posted, and the service drops
// bidi controls from its posts and puts a word joiner (U+2060) after an "@" that is no forum user's (so a
// facet called "@here" notifies no one; src/service/outbox-guard.ts). A name is the same name without
// them, in any case (FA-ROLL-2, FA-LOOT-8). The bidi controls are those src/markup/attr-values.ts withoutBidi
// drops (rules stay pure: only lib and dice are theirs to import).
const DROPPED = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u2060]/g;

const fold = (name: string): string => name.replace(DROPPED, "").toLowerCase();

/** Whether a move's `named` is the sheet's `name`. */
export const sameName = (name: string, named: string): boolean => fold(name) === fold(named);
