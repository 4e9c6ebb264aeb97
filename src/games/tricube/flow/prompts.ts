// What the game needs from a person now, and whose turn it is: the rules' `awaited` (costs, a
// defeated character's affliction, offers, rolls) plus what the rules leave to a player's choice
// without waiting on it (Karma after a failed roll, TT-KAR-3; a quirk's reward, TT-QRK-2; an advance
// granted, TT-ADV-2). Each prompt names the user, the rule, a sentence in the reader's language, and
// the block that answers it, ready to paste. Pure: a function of the state.
import { inertText } from "../../../lib/inert-text.js";
import { fill, type Lang } from "../../../lib/i18n.js";
import { awaited, isSuccess, planRoll, type Challenge, type TtState } from "../rules/index.js";
import { TAGS } from "../markup/index.js";

export interface Prompt {
  readonly user: string;
  readonly what: "roll" | "cost" | "affliction" | "answer" | "karma" | "reward" | "advance";
  readonly character: string;
  readonly challenge?: string;
  readonly rule: string;
  /** One sentence, in the reader's language, starting with @user. */
  readonly text: string;
  /** The block that answers it. */
  readonly block: string;
  /** Whether the game waits for it (a cost, an affliction, a roll); Karma and rewards are offers. */
  readonly blocking: boolean;
}

const T = {
  roll: {
    es: "@{user}: le toca tirar a {character} en «{challenge}»; si usa un defecto, decláralo ahora, antes de tirar",
    en: "@{user}: {character}'s turn to roll in \"{challenge}\"; a quirk, if any, is declared now, before the roll",
  },
  /** What the roll will be as the table stands (Karma bought and quirks used for the challenge included, TT-AMB-05). */
  rollPlan: {
    es: "tirará {dice}d6 contra {difficulty}, sin contar un defecto (+1)",
    en: "it rolls {dice}d6 against {difficulty}, before any quirk (+1)",
  },
  /** TT-OPP-1: an opposed roll is against the opponent's top die, once known. */
  rollPlanOpposed: {
    es: "tirará {dice}d6; su dificultad es el dado más alto de {opponent}",
    en: "it rolls {dice}d6; its difficulty is {opponent}'s highest die",
  },
  rollPlanOpposedKnown: {
    es: "tirará {dice}d6 contra {difficulty}, el dado más alto de {opponent}, sin contar un defecto (+1)",
    en: "it rolls {dice}d6 against {difficulty}, {opponent}'s highest die, before any quirk (+1)",
  },
  cost: {
    es: "@{user}: decide qué cuesta el fallo de {character} en «{challenge}»: Resolución, una complicación u otra consecuencia",
    en: "@{user}: choose what {character}'s failure in \"{challenge}\" costs: Resolve, a complication or another consequence",
  },
  critical: {
    es: "es un fallo crítico: la Resolución cuesta el doble (2), una aflicción por esta derrota sería permanente, y siempre trae una complicación",
    en: "it is a critical failure: Resolve costs double (2), an affliction from this defeat would be permanent, and it always brings a complication",
  },
  affliction: {
    es: "@{user}: {character} ha sido derrotado; describe su aflicción (y si es permanente o dura la escena)",
    en: "@{user}: {character} is defeated; write its affliction (and whether it is permanent or lasts the scene)",
  },
  permanent: { es: "será permanente: la derrota vino de un fallo crítico", en: "it will be permanent: the defeat came from a critical failure" },
  answer: {
    es: "@{user}: el DJ ofrece a {character} Karma a cambio de una complicación: ¿la acepta?",
    en: "@{user}: the GM offers {character} Karma for a complication: accept it?",
  },
  "answer-karma": {
    es: "@{user}: {character} no tiene Karma; el DJ ofrece una complicación a cambio de bajar la dificultad: ¿la acepta?",
    en: "@{user}: {character} has no Karma; the GM offers a complication in place of lowering the difficulty: accept it?",
  },
  karma: {
    es: "@{user}: {character} puede gastar 1 de Karma con una ventaja para bajar la dificultad de «{challenge}» en 1 (una vez por desafío)",
    en: "@{user}: {character} may spend 1 Karma through a perk to lower the difficulty of \"{challenge}\" by 1 (once per challenge)",
  },
  reward: {
    es: "@{user}: el defecto de {character} en «{challenge}» le da 1 de Karma, o 1 de Resolución porque lo ha superado: elige",
    en: "@{user}: {character}'s quirk in \"{challenge}\" pays 1 Karma, or 1 Resolve as it succeeded: choose",
  },
  advance: {
    es: "@{user}: {character} tiene un avance: una ventaja, un defecto o (en avances pares) subir un máximo",
    en: "@{user}: {character} has an advance: a perk, a quirk or (on even advances) a quota raise",
  },
} as const;

/** A block's opening and closing tags in the reader's language. */
function tag(block: keyof typeof TAGS, lang: Lang, attrs: string): { open: string; close: string } {
  const name = TAGS[block][lang === "en" ? 0 : 1];
  return { open: `[${name}${attrs ? ` ${attrs}` : ""}]`, close: `[/${name}]` };
}

const attr = (lang: Lang, challenge: string | undefined, character: string): string => {
  const q = (v: string) => (/[\s"\]]/.test(v) ? `"${v.replace(/"/g, "")}"` : v);
  return [challenge ? `${lang === "es" ? "desafio" : "challenge"}=${q(challenge)}` : "", `${lang === "es" ? "personaje" : "character"}=${q(character)}`].filter(Boolean).join(" ");
};

function block(kind: "roll" | "karma" | "answer", lang: Lang, challenge: string | undefined, character: string, lines: readonly string[]): string {
  const t = tag(kind, lang, attr(lang, challenge, character));
  return [t.open, ...lines, t.close].join("\n");
}

const LINES: Readonly<Record<Lang, Readonly<Record<string, readonly string[]>>>> = {
  es: {
    roll: ["defecto: …"], cost: ["coste: resolución"], critical: ["coste: resolución", "complicación: …"], affliction: ["aflicción: …"],
    answer: ["acepta: sí", "complicación: …"], karma: ["ventaja: …"], reward: ["recompensa: resolución"], advance: ["nueva ventaja: …"],
  },
  en: {
    roll: ["quirk: …"], cost: ["cost: resolve"], critical: ["cost: resolve", "complication: …"], affliction: ["affliction: …"],
    answer: ["accept: yes", "complication: …"], karma: ["perk: …"], reward: ["reward: resolve"], advance: ["new perk: …"],
  },
};

export function promptsFor(state: TtState, lang: Lang): Prompt[] {
  const out: Prompt[] = [];
  // Names in the prompt's prose are inert (reply.ts); the block under it keeps them as written, to paste back.
  const say = (key: keyof typeof T, p: Record<string, string>) => fill(T[key][lang], { ...p, ...(p["character"] !== undefined ? { character: inertText(p["character"]) } : {}), ...(p["challenge"] !== undefined ? { challenge: inertText(p["challenge"]) } : {}) });
  for (const a of awaited(state)) {
    const p = { user: a.user, character: a.character, challenge: a.challenge ?? "" };
    const ch = a.challenge ? state.challenges[a.challenge] : undefined;
    if (a.what === "roll") {
      // The dice and difficulty the service will use: the challenge card's picker sees only the GM's block.
      const plan = a.challenge ? planRoll(state, { by: a.user, challenge: a.challenge, character: a.character }) : undefined;
      const opponent = ch?.kind === "opposed" ? inertText(ch.participants.find((x) => x.character !== a.character)?.character ?? "") : undefined;
      const planKey = opponent === undefined ? "rollPlan" : plan?.ok && plan.value.difficulty !== null ? "rollPlanOpposedKnown" : "rollPlanOpposed";
      const text = plan?.ok ? `${say("roll", p)} (${say(planKey, { dice: String(plan.value.dice), difficulty: String(plan.value.difficulty), opponent: opponent ?? "" })})` : say("roll", p);
      out.push({ ...a, what: "roll", text, block: block("roll", lang, a.challenge, a.character, []), blocking: true });
    } else if (a.what === "cost") {
      const critical = lastRoll(ch, a.character)?.outcome === "critical";
      // TT-OUT-4: on a critical failure the tool reminds the GM that Resolve doubles and a complication is required; TT-DEF-3: permanent.
      const text = critical ? `${say("cost", p)} (${say("critical", p)}, TT-OUT-4, TT-DEF-3)` : say("cost", p);
      out.push({ ...a, what: "cost", text, block: block("answer", lang, a.challenge, a.character, LINES[lang][critical ? "critical" : "cost"]!), blocking: true });
    } else if (a.what === "affliction") {
      const pending = state.pendingAfflictions.find((x) => x.character === a.character);
      const text = pending?.permanent ? `${say("affliction", p)} (${say("permanent", p)}, TT-DEF-3)` : say("affliction", p);
      out.push({ ...a, what: "affliction", text, block: block("answer", lang, undefined, a.character, LINES[lang]["affliction"]!), blocking: true });
    } else {
      const offer = state.offers.find((o) => o.character === a.character);
      const key = offer?.kind === "complication-for-karma" ? "answer-karma" : "answer";
      out.push({ ...a, what: "answer", text: say(key, p), block: block("answer", lang, undefined, a.character, LINES[lang]["answer"]!), blocking: true });
    }
  }
  for (const ch of Object.values(state.challenges)) {
    if (!ch.open) continue;
    for (const p of ch.participants) {
      const c = state.characters[p.character];
      if (!c) continue;
      const at = { user: c.player, character: c.name, challenge: ch.id };
      // TT-KAR-3 (TT-TOOL-02): after a failed roll the GM has not costed yet, Karma may still turn it; an
      // opposed roll is a failure only once both have rolled (TT-TOOL-09), before that it is "pending".
      const r = lastRoll(ch, c.name);
      const limits = ch.limits[ch.effort ? "*" : c.name];
      const last = ch.rolls[ch.rolls.length - 1];
      if (r && !r.settled && r.outcome !== "exceptional" && !isSuccess(r.outcome) && !limits?.karma && c.karma > 0 && c.kind === "pc" && (!ch.effort || last === r)) {
        out.push({ ...at, what: "karma", rule: "TT-KAR-3", text: say("karma", at), block: block("karma", lang, ch.id, c.name, LINES[lang]["karma"]!), blocking: false });
      }
      // TT-QRK-2: the quirk's reward, once the outcome is known (Resolve only on a success).
      const quirk = limits?.quirk;
      if (quirk && quirk.character === c.name && quirk.kind !== "affliction" && !limits.rewarded && rewardReady(ch, c.name)) {
        out.push({ ...at, what: "reward", rule: "TT-QRK-2", text: say("reward", at), block: block("answer", lang, ch.id, c.name, LINES[lang]["reward"]!), blocking: false });
      }
    }
  }
  // TT-ADV-2: an advance the GM granted waits for the player's choice.
  for (const c of Object.values(state.characters)) {
    if (c.advancesPending > 0) {
      const at = { user: c.player, character: c.name };
      out.push({ ...at, what: "advance", rule: "TT-ADV-2", text: say("advance", at), block: block("answer", lang, undefined, c.name, LINES[lang]["advance"]!), blocking: false });
    }
  }
  return out;
}

/** Whose turn it is: the users the game waits for, in the order the prompts name them. */
export function whoseTurn(state: TtState): string[] {
  return [...new Set(awaited(state).map((a) => a.user))];
}

function lastRoll(ch: Challenge | undefined, character: string) {
  if (!ch) return undefined;
  for (let i = ch.rolls.length - 1; i >= 0; i--) if (ch.rolls[i]!.character === character) return ch.rolls[i];
  return undefined;
}

/** TT-QRK-2 (TT-AMB-05): a one-roll challenge's quirk pays once its roll succeeded; an effort challenge's once its last token fell. */
function rewardReady(ch: Challenge, character: string): boolean {
  if (ch.effort) return ch.effort.remaining === 0;
  if (ch.kind === "opposed") return ch.rolls.length >= 2 && isSuccess(lastRoll(ch, character)!.outcome);
  const r = lastRoll(ch, character);
  return !!r && isSuccess(r.outcome);
}
