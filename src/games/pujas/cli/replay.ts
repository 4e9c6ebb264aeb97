// `gf pujas replay <file.jsonl | -> [--json]`: replays a Pujas log (a setup line, then one action per
// line, optionally `{"expect": …}` lines) through the rules and prints every action with the coins it
// moved and the facts it recorded, each with its PJ rule, then the books. The command around it is
// src/cli/commands/game-commands.ts. The log format
// is docs/games/pujas.md §5.
import { wordsOf, type Lang } from "../../../lib/i18n.js";
import { actionSchema, coinsInPlay, pujasMessage, replay, type LedgerEntry, type PjState, type Replay } from "../rules/index.js";
import type { ReplayTool } from "../../../lib/game-tools.js";

const w = wordsOf({
  players: { es: "jugadores", en: "players" },
  final: { es: "al final", en: "at the end" },
  purse: { es: "monedero", en: "purse" },
  table: { es: "mesa", en: "table" },
  bank: { es: "Banca (recaudado)", en: "Bank (takings)" },
  balanced: { es: "las cuentas cuadran: {held} en juego + {bank} de la Banca = {started} iniciales", en: "the books balance: {held} held + {bank} to the Bank = {started} to start" },
  unbalanced: { es: "LAS CUENTAS NO CUADRAN: {held} + {bank} ≠ {started}", en: "THE BOOKS DO NOT BALANCE: {held} + {bank} ≠ {started}" },
});

const holder = (h: string) => h.replace(/^purse:/, "").replace(/^table:(.*)$/, "$1 (table)").replace(/^prize:(.*)$/, "$1 (prize)");
function entryText(e: LedgerEntry): string {
  const coins = e.amount && e.from && e.to ? `${e.amount} ${holder(e.from)} → ${holder(e.to)}  ` : "";
  return `${coins}${e.rule}  ${e.player && !coins ? `${e.player}: ` : ""}${e.what}`;
}

function books(s: PjState, lang: Lang): string[] {
  const b = coinsInPlay(s);
  return [
    ...s.players.map((p) => `    ${w("purse", lang)} ${p.padEnd(12)} ${s.purses[p]}`),
    `    ${w("table", lang).padEnd(21)} ${s.scene?.table ?? 0}`,
    `    ${w("bank", lang).padEnd(21)} ${s.bank}`,
    `    ${w(b.held + b.bank === b.started ? "balanced" : "unbalanced", lang, b)}`,
  ];
}

export const pujasReplay: ReplayTool<PjState, Replay["steps"][number]["action"], LedgerEntry> = {
  doc: "docs/games/pujas.md",
  actions: actionSchema,
  summary: {
    es: "Pujas: reproduce el registro de una partida con las reglas y muestra cada movimiento de monedas con su regla, y las cuentas",
    en: "Pujas: replay a game log through the rules, printing every movement of coins with its rule, and the books",
  },
  replay,
  head: (initial, lang) => [`${w("players", lang)}: ${initial.players.join(", ")}`],
  step: (step) => {
    const a = step.action as { type: string; by?: string };
    return { headline: `${a.by ? `${a.by}: ` : ""}${a.type}`, detail: step.entries.map(entryText) };
  },
  tail: (last, lang) => [`${w("final", lang)}:`, ...books(last, lang)],
  message: pujasMessage,
};
