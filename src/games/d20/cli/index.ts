// `gf d20 replay` (src/lib/game-tools.ts): a d20 session log (`gf topic export` writes one) through the
// rules, every action with what it posted and its rule. The command around it is src/cli's, made from
// the registry.
import { wordsOf, localise, type Lang } from "../../../lib/i18n.js";
import type { GameTools, ReplayTool } from "../../../lib/game-tools.js";
import { replayMessages } from "../../../lib/replay.js";
import { d20Messages } from "../rules/messages.js";
import { stillToRoll, type D20Action, type D20Entry, type D20State } from "../rules/model.js";
import { replay } from "../rules/replay.js";
import { actionSchema } from "../rules/schemas.js";

const w = wordsOf({
  table: { es: "mesa: DJ {gm}; {characters}", en: "table: GM {gm}; {characters}" },
  check: { es: "prueba de dificultad {dc}: {who}", en: "check, difficulty {dc}: {who}" },
  roll: { es: "tira {character}: {die}", en: "{character} rolls {die}" },
  waiting: { es: "faltan por tirar: {who}", en: "still to roll: {who}" },
  done: { es: "ninguna prueba abierta", en: "no check open" },
  opened: { es: "prueba abierta", en: "check opened" },
  rolled: { es: "{character} = {total}: {outcome}", en: "{character} = {total}: {outcome}" },
  success: { es: "éxito", en: "success" },
  failure: { es: "fallo", en: "failure" },
  closed: { es: "prueba terminada", en: "check over" },
});

/** An entry in words, after its rule: what the rules posted. */
function entryText(e: D20Entry, lang: Lang): string {
  const what = e.what === "roll"
    ? w("rolled", lang, { character: e.character ?? "?", total: e.total ?? 0, outcome: w(e.success ? "success" : "failure", lang, {}) })
    : w(e.what === "check" ? "opened" : "closed", lang, {});
  return `${e.rule}  ${what}`;
}

const d20Replay: ReplayTool<D20State, D20Action, D20Entry> = {
  summary: {
    es: "Prueba d20: reproduce el registro de una mesa con las reglas y muestra cada prueba y tirada con su regla",
    en: "d20 Check: replay a table's log through the rules, printing every check and roll with its rule",
  },
  doc: "src/games/d20/README.md",
  actions: actionSchema,
  replay,
  head: (s, lang) => [w("table", lang, { gm: s.gm, characters: Object.entries(s.characters).map(([n, c]) => `${n} (${c.player}, ${c.bonus >= 0 ? "+" : ""}${c.bonus})`).join(", ") })],
  step: (step, lang) => {
    const a = step.action;
    return { headline: `${a.by}: ${a.type === "check" ? w("check", lang, { dc: a.dc, who: a.who.join(", ") }) : w("roll", lang, { character: a.character, die: a.die })}`,
      detail: step.entries.map((e) => entryText(e, lang)) };
  },
  tail: (last, lang) => [stillToRoll(last).length ? w("waiting", lang, { who: stillToRoll(last).join(", ") }) : w("done", lang, {})],
  message: (error, lang) => localise({ ...replayMessages, ...d20Messages }, error, lang),
};

export const d20Tools: GameTools = { replay: d20Replay };
