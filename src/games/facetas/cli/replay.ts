// `gf facetas replay <file.jsonl | -> [--json]`: replays a Facetas conflict log (the conflict's
// opening, then one action per line, optionally `{"expect": …}` lines) through the rules and prints
// every action with the log entries it posted, each with its FA rule and the dice after each change,
// then each role's resources and whom the game waits for. The command around it is
// src/cli/commands/game-commands.ts. The log format is
// docs/games/facetas.md.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { actionSchema, awaited, facetasMessage, replay, type FaState, type LogEntry, type Replay } from "../rules/index.js";
import type { ReplayTool } from "../../../lib/game-tools.js";

const w = wordsOf({
  roles: { es: "funciones", en: "roles" },
  final: { es: "al final", en: "at the end" },
  dice: { es: "dados", en: "dice" },
  waits: { es: "espera a", en: "waits for" },
  over: { es: "el conflicto ha terminado", en: "the conflict is over" },
});

const diceText = (d: FaState["dice"]) => `${d.protagonist.join("-")} — ${d.adversary.join("-")}`;
const entryText = (e: LogEntry) => `${e.rule}  ${e.role ? `${e.role}: ` : ""}${e.what}${e.dice ? `   [${diceText(e.dice)}]` : ""}`;
const insp = (xs: readonly number[]) => xs.map((v) => `I=${v}`).join(" ") || "—";

function resources(s: FaState): string[] {
  const out = [
    `    protagonist ${s.players.protagonist}: ${s.protagonist.ph} PH, ${insp(s.protagonist.inspirations)}; ${s.protagonist.facets.map((f) => `${f.name} ${f.level}`).join(", ")}`,
    `    adversary ${s.players.adversary}: ${s.adversary.ph} PH, ${insp(s.adversary.inspirations)}`,
  ];
  if (s.ally) out.push(`    ally ${s.players.ally}: ${s.ally.ph} PH, ${insp(s.ally.inspirations.map((i) => i.value))}`);
  if (s.world) out.push(`    world ${s.players.world}: ${s.world.ph} PH, ${insp(s.world.inspirations)}; ${s.world.facets.map((f) => `${f.name} ${f.level}`).join(", ")}`);
  return out;
}

export const facetasReplay: ReplayTool<FaState, Replay["steps"][number]["action"], LogEntry> = {
  doc: "docs/games/facetas.md",
  actions: actionSchema,
  summary: {
    es: "Facetas: reproduce el registro de un conflicto con las reglas y muestra cada cambio de los dados y los recursos con su regla, y el botín",
    en: "Facetas: replay a conflict's log through the rules, printing every change of the dice and resources with its rule, and the loot",
  },
  replay,
  head: (initial, lang) => [`${w("roles", lang)}: ${Object.entries(initial.players).map(([role, u]) => `${role} ${u}`).join(", ")}`],
  step: (step) => ({ headline: `${step.action.by}: ${step.action.type}`, detail: step.entries.map(entryText) }),
  tail: (last, lang) => {
    const waiting = awaited(last);
    return [`${w("final", lang)}: ${w("dice", lang)} ${diceText(last.dice)}`, ...resources(last),
      waiting.length ? `    ${w("waits", lang)}: ${waiting.map((x) => `${x.user} (${x.kind})`).join(", ")}` : `    ${w("over", lang)}`];
  },
  message: facetasMessage,
};
