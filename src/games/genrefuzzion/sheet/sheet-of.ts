// A parsed sheet block's node → the Sheet model. Kept apart from readSheet (which parses posts with
// markdown-it) so the sheet card's checks can run inside the Discourse bundle, where Discourse brings
// its own markdown-it and only the parsed node is at hand.
import type { Lang } from "../../../lib/i18n.js";
import type { SheetNode } from "../markup/schemas.js";
import type { Sheet, SheetTrick } from "./schemas.js";
import { findTableEntry } from "./table-entry.js";

/** "@ana" and "ana" are the same forum user. */
export function usernameOf(player: string): string {
  return player.trim().replace(/^@/, "").trim();
}

function trickOf(kind: "trick" | "flaw", t: SheetNode["tricks"][number]): SheetTrick {
  const found = findTableEntry(kind, t.name);
  return { name: t.name, ...(found ? { id: found.entry.id } : {}), fills: [...t.fills] };
}

/** The Sheet model of a parsed sheet block. */
export function sheetOf(node: SheetNode, lang: Lang): Sheet {
  const player = node.player ? usernameOf(node.player.value) : undefined;
  return {
    mode: node.mode ?? "creation",
    lang,
    ...(node.name ? { name: node.name.value } : {}),
    ...(player ? { player } : {}),
    ...(node.concept ? { concept: node.concept.value } : {}),
    cliches: node.cliches.map((t) => ({ name: t.name, ...(t.die ? { die: t.die } : {}) })),
    relationships: node.relationships.map((t) => ({ name: t.name, ...(t.target ? { target: t.target } : {}), ...(t.die ? { die: t.die } : {}) })),
    tricks: node.tricks.map((t) => trickOf("trick", t)),
    flaws: node.flaws.map((t) => trickOf("flaw", t)),
    objectives: node.objectives.map((o) => ({ text: o.text, ...(o.difficulty !== undefined ? { difficulty: o.difficulty } : {}), state: o.state })),
    advantages: node.advantages.map((t) => ({ name: t.name, ...(t.target ? { boundOpponent: t.target } : {}), ...(t.die ? { die: t.die } : {}) })),
    problems: node.problems.map((t) => ({ name: t.name, ...(t.die ? { die: t.die } : {}) })),
    ...(node.pv ? { pv: node.pv.value } : {}),
    ...(node.pk ? { pk: node.pk.value } : {}),
    ...(node.notes ? { notes: node.notes.value } : {}),
  };
}
