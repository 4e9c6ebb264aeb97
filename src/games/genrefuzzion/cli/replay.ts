// `gf genrefuzzion replay <file.jsonl | -> [--json]` (also `gf scene replay`): replays a scene log (a
// setup line, then one action per line, optionally `{"expect": …}` lines) through the GenreFuzzion
// rules and prints every resulting state and ledger entry, so anyone can check a scene by hand. The
// command around it (reading, checks, exit codes) is src/cli/commands/game-commands.ts.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { rulesMessage } from "../rules/messages.js";
import { replay } from "../rules/replay.js";
import type { Replay } from "../rules/replay.js";
import type { GameState, LedgerEntry, Phase, RollRecord } from "../rules/state.js";
import { action as actionSchema, type ActionType } from "../rules/schemas.js";
import type { GfError } from "../../../lib/result.js";
import type { ReplayTool } from "../../../lib/game-tools.js";

const w = wordsOf({
  setup: { es: "campaña", en: "campaign" },
  moderator: { es: "moderador", en: "moderator" },
  standing: { es: "resultado en pie", en: "standing" },
  winner: { es: "gana", en: "winner" },
  botches: { es: "pifias", en: "botches" },
  effect: { es: "efecto", en: "effect" },
  final: { es: "saldos finales", en: "final balances" },
  protagonist: { es: "protagonista", en: "protagonist" },
  antagonist: { es: "antagonista", en: "antagonist" },
});

/** Each phase as a player would say where the game stands (GF-SCENE-*, GF-RES-*, GF-RATE-*), never its internal name. */
const PHASES: Readonly<Record<Phase, Readonly<Record<Lang, string>>>> = {
  idle: { es: "sin escena: cualquiera puede abrir la siguiente", en: "no scene: the next one may be opened" },
  calls: { es: "el antagonista se presenta y los llamados responden", en: "the antagonist presents and called allies answer" },
  p_roll: { es: "el protagonista tira", en: "the protagonist rolls" },
  a_decide: { es: "el antagonista decide: se opone o se rinde", en: "the antagonist decides: oppose or yield" },
  p_decide: { es: "el protagonista decide: reintenta o se rinde", en: "the protagonist decides: retry or yield" },
  won: { es: "el ganador elige los efectos", en: "the winner chooses the effects" },
  rating: { es: "toca calificar la escena", en: "the scene is to be rated" },
  interval: { es: "intervalo entre escenas", en: "interval between scenes" },
  epilogue: { es: "epílogo", en: "the epilogue" },
};

/** Each action as the log's reader would name it. */
const ACTIONS: Readonly<Record<ActionType, Readonly<Record<Lang, string>>>> = {
  open: { es: "abre escena", en: "opens a scene" }, "ask-rewrite": { es: "pide reescribir", en: "asks for a rewrite" },
  revise: { es: "reescribe", en: "rewrites" }, refuse: { es: "rechaza", en: "refuses" }, block: { es: "bloquea", en: "blocks" },
  "ally-intention": { es: "intención", en: "intention" }, "ally-die": { es: "elige el dado del aliado", en: "picks the ally's die" },
  present: { es: "se presenta", en: "presents" },
  roll: { es: "tira", en: "rolls" }, yield: { es: "se rinde", en: "yields" }, concede: { es: "pierde la tirada", en: "concedes" },
  trick: { es: "truco", en: "trick" }, flaw: { es: "treta", en: "flaw" }, effect: { es: "efecto", en: "effect" },
  rate: { es: "califica", en: "rates" }, "name-rater": { es: "nombra calificador", en: "names a rater" },
  "rate-finale": { es: "califica el final", en: "rates the finale" }, suspend: { es: "suspende", en: "suspends" },
  resume: { es: "reanuda", en: "resumes" }, withdraw: { es: "retira la escena", en: "withdraws" },
  interval: { es: "intervalo", en: "interval" }, "hand-over": { es: "cede la escena", en: "hands over" },
  train: { es: "entrena", en: "trains" }, rename: { es: "renombra", en: "renames" }, "new-trick": { es: "nuevo truco", en: "new trick" },
  "new-flaw": { es: "nueva treta", en: "new flaw" }, "new-cliche": { es: "nuevo cliché", en: "new cliché" },
  "new-relationship": { es: "nueva relación", en: "new relationship" }, endorse: { es: "refrenda", en: "endorses" },
  satisfy: { es: "satisface", en: "satisfies" }, retire: { es: "se retira", en: "retires" }, redirect: { es: "redirige", en: "redirects" },
  "drop-relationship": { es: "deja relación", en: "drops" }, join: { es: "se une", en: "joins" }, sponsor: { es: "apadrina", en: "sponsors" },
};
const phaseWords = (phase: string, lang: Lang) => PHASES[phase as Phase]?.[lang] ?? phase;

const signed = (n: number) => (n >= 0 ? `+${n}` : `−${-n}`);
const entryText = (e: LedgerEntry) => `${e.player} ${signed(e.amount)} ${e.currency.toUpperCase()}  ${e.rule}  ${e.reason}`;

function stateLine(s: GameState, lang: Lang): string {
  const parts: string[] = [phaseWords(s.phase, lang)];
  if (s.scene?.standing) parts.push(`${w("standing", lang)} ${w(s.scene.standing.side, lang)} ${s.scene.standing.result}`);
  if (s.scene?.outcome) parts.push(`${w("winner", lang)} ${w(s.scene.outcome.winner, lang)}`);
  return parts.join(", ");
}

/** "d8:7 d6:1 d4:3 → 10 [d8:7 + d4:3]  effect: –  botches: d6:1" */
function rollText(roll: RollRecord, lang: Lang): string {
  const e = roll.evaluation;
  const die = (i: number) => `d${roll.dice[i]?.size}:${roll.dice[i]?.face}`;
  const terms = [...e.resultDice, ...e.boostDice].map(die);
  if (roll.options.boostPk) terms.push("3");
  if (e.bonus) terms.push(String(e.bonus));
  return `${roll.dice.map((_, i) => die(i)).join(" ")} → ${e.result} [${terms.join(" + ") || "0"}]`
    + `  ${w("effect", lang)}: ${e.effectCandidates.map((i) => `d${roll.dice[i]?.size}`).join(" ") || "–"}`
    + `  ${w("botches", lang)}: ${e.botches.map(die).join(" ") || "–"}`;
}

/** What differs, in words; a phase is named as the output names it. */
function mismatchText(m: GfError, lang: Lang): string {
  const params = m.code === "replay.expect.phase"
    ? { ...m.params, want: phaseWords(String(m.params?.["want"]), lang), got: phaseWords(String(m.params?.["got"]), lang) } : m.params;
  return rulesMessage({ ...m, ...(params ? { params } : {}) }, lang);
}

export const genreFuzzionReplay: ReplayTool<GameState, Replay["steps"][number]["action"], LedgerEntry> = {
  doc: "docs/markup.md",
  actions: actionSchema,
  summary: {
    es: "reproduce el registro de una escena con las reglas y muestra cada estado y cada apunte de puntos",
    en: "replay a scene log through the rules, printing every state and every points entry",
  },
  alias: "scene replay",
  replay,
  head: (initial, lang) => [`${w("setup", lang)}: ${initial.players.join(", ")} (${w("moderator", lang)} ${initial.moderator})`,
    ...initial.ledger.map((e) => `    ${entryText(e)}`)],
  step: (step, lang) => {
    const who = "character" in step.action ? `${step.action.player} (${step.action.character})` : step.action.player;
    const roll = step.state.scene?.rolls.at(-1);
    const rolled = roll && (step.action.type === "roll" || step.action.type === "trick" || step.action.type === "flaw");
    return { headline: `${who} ${ACTIONS[step.action.type][lang]} → ${stateLine(step.state, lang)}`,
      detail: [...(rolled ? [rollText(roll, lang)] : []), ...step.entries.map(entryText)] };
  },
  tail: (last, lang) => [`${w("final", lang)}:`,
    ...Object.entries(last.balances).map(([player, b]) => `    ${player.padEnd(12)} ${String(b.pv).padStart(3)} PV ${String(b.pk).padStart(3)} PK`)],
  message: rulesMessage,
  mismatch: mismatchText,
};
