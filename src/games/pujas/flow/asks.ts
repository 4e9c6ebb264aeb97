// What the service asks the humans at the table after a post, in the post's language: the points the
// rules leave to judgement (what a forum tool should ask people to confirm, docs/games/pujas.md). The
// rules count the coins; people confirm what a narration means. Each ask names the players it is for
// and cites its rule. Pure: from the table before and after the post and the actions it played.
import { fill, type Lang } from "../../../lib/i18n.js";
import { DEFAULT_SETTINGS, type Action, type PjState } from "../rules/index.js";
import { settingsInWords, settingsList } from "../../../lib/settings-text.js";
import { SETTING_RULES, SETTING_WORDS } from "./setting-words.js";
import { inertText } from "../../../lib/inert-text.js";

const ASK = {
  // 1. A change to Components the author does not control (PJ-TURN-3, PJ-CPX-1, PJ-CPX-2, PJ-AMB-07).
  complication: {
    es: "{users}: empieza la Complicación «{id}». Confirmad qué Componentes están implicados ({involves}) y el bando de cada reserva ({pools}). (PJ-CPX-2, PJ-AMB-07)",
    en: "{users}: the Complication \"{id}\" starts. Confirm which Components are involved ({involves}) and each pool's side ({pools}). (PJ-CPX-2, PJ-AMB-07)",
  },
  // 2. Each Trait applied to a pool: its Component's controller (or the table) confirms it applies (PJ-CPX-3).
  trait: {
    es: "{users}: ¿vale el Rasgo «{trait}» de {component} para la reserva de {pool} en «{id}»? (PJ-CPX-3)",
    en: "{users}: does the Trait \"{trait}\" of {component} apply to {pool}'s pool in \"{id}\"? (PJ-CPX-3)",
  },
  // 3. Rolling: every player is asked, or a lap with no change to the pools rolls (PJ-CPX-4, PJ-AMB-09).
  ready: {
    es: "{users}: ¿listos para tirar «{id}»? Escribid «resolver: {id}». Ya de acuerdo: {agreed}. (PJ-CPX-4, PJ-AMB-09)",
    en: "{users}: ready to roll \"{id}\"? Write \"resolve: {id}\". Agreed so far: {agreed}. (PJ-CPX-4, PJ-AMB-09)",
  },
  // 4. After a Complication: the winner lists what the prize buys, then each loser in turn (PJ-CPX-8, PJ-CPX-9).
  narrate: {
    es: "{users}: narra el desenlace de «{id}» con las monedas de tu premio, {coins} (Eventos, Rasgos, comprar monedas de otros) y termina con «narrado: {id}». Después: {then}. (PJ-CPX-8, PJ-CPX-9)",
    en: "{users}: narrate the outcome of \"{id}\" with your prize coins, {coins} (Events, Traits, buying others' coins) and end with \"narrated: {id}\". Then: {then}. (PJ-CPX-8, PJ-CPX-9)",
  },
  // 5. Challenges: negotiation first; if it fails, bidding starts with the Challenger (PJ-CHAL-1…3).
  challenge: {
    es: "{users}: negociad «{matter}». Si llegáis a un acuerdo, «acuerdo: {id}»; si no, {challenger} abre la puja con al menos 1 moneda («pujar {id}: 1 retador»), y cada cual respalda una opción o propone otra. (PJ-CHAL-1, PJ-CHAL-3, PJ-CHAL-4)",
    en: "{users}: negotiate \"{matter}\". If you agree, \"agreed: {id}\"; if not, {challenger} opens the bidding with at least 1 coin (\"bid {id}: 1 challenger\"), and each bidder backs an option or proposes another. (PJ-CHAL-1, PJ-CHAL-3, PJ-CHAL-4)",
  },
  // 6. Fines: the accuser's and the accused's statements, then the votes (PJ-FINE-1, PJ-FINE-2).
  fine: {
    es: "{users}: exponed vuestro caso sobre la multa «{id}»; después vota cada jugador («votar {id}: acusador|acusado»). (PJ-FINE-1, PJ-FINE-2)",
    en: "{users}: state your case on the Fine \"{id}\"; then each player votes (\"vote {id}: accuser|accused\"). (PJ-FINE-1, PJ-FINE-2)",
  },
  // 7. Setup (PJ-SETUP-1, PJ-SETUP-2): a short lead (who plays, who starts, what to do: confirm), then a
  // list of what each player starts with and the times, and the open points' settings in a closed fold.
  setup: {
    es: "Mesa abierta: {players}; empieza {first}. {users}: confirmad la mesa, cada cual con el botón «Confirmar la mesa» de los libros, en el primer mensaje. (PJ-SETUP-1, PJ-SETUP-2)",
    en: "Table open: {players}; {first} starts. {users}: confirm the table, each of you with the \"Confirm the table\" button on the books, in the first post. (PJ-SETUP-1, PJ-SETUP-2)",
  },
  "setup-purse": { es: "{coins} {coins|moneda|monedas} cada uno, Recuperación {recovery}", en: "{coins} {coins|coin|coins} each, Recovery {recovery}" },
  "setup-hours": {
    es: "{hours} h para revelar las pujas selladas, {seal} h para sellarlas desde que se abre la subasta (PJ-TOOL-08, PJ-TOOL-09)",
    en: "{hours} h to reveal sealed bids, {seal} h to seal them once the auction opens (PJ-TOOL-08, PJ-TOOL-09)",
  },
  "setup-changed": { es: "cambiado en esta mesa: {settings}", en: "changed at this table: {settings}" },
  "setup-fold": { es: "Los {n} ajustes de la mesa (se cambian con una línea «ajuste» en [pj-mesa])", en: "The table's {n} settings (changed with a \"setting\" line in [pj-table])" },
  "setup-wrong": { es: "Si algo no os vale, abrid otro tema con otra [pj-mesa].", en: "If anything is wrong, open another topic with another [pj-table]." },
} as const;

const at = (users: readonly string[]): string => users.map((u) => `@${u}`).join(", ");
/** Player text (names, Traits, matters, ids) is made inert before it is filled in; the @mentions are the service's own. */
const ask = (lang: Lang, key: keyof typeof ASK, params: Record<string, string | number>): string =>
  fill(ASK[key][lang], Object.fromEntries(Object.entries(params).map(([k, v]) => [k, k === "users" || typeof v === "number" ? v : inertText(v)])));

/**
 * The setup to confirm (PJ-SETUP-1, PJ-SETUP-2), asked when the table opens: a lead sentence a new group
 * takes in at once (who plays, who starts, press "Confirm the table"), what each starts with and the
 * times as a short list with any setting the table changed, and every setting in words, with the key a
 * group writes to change it and its rule, in a fold Discourse draws closed (src/lib/settings-text.ts).
 */
export function setupAsk(state: PjState, revealHours: number, sealHours: number, lang: Lang): string {
  const s = state.settings;
  const shown = (Object.keys(SETTING_RULES) as (keyof typeof SETTING_RULES)[])
    .map((key) => ({ key, value: s[key], rule: SETTING_RULES[key], changed: s[key] !== DEFAULT_SETTINGS[key] }));
  const changed = shown.filter((x) => x.changed);
  const list = [
    ask(lang, "setup-purse", { coins: s.startingCoins, recovery: s.recovery }),
    ask(lang, "setup-hours", { hours: revealHours, seal: sealHours }),
    ...(changed.length ? [ask(lang, "setup-changed", { settings: settingsInWords(changed.map((x) => ({ ...x, changed: false })), SETTING_WORDS, lang).join("; ") })] : []),
  ].map((line) => `- ${line}`).join("\n");
  return [
    ask(lang, "setup", { users: at(state.players), players: state.players.join(", "), first: state.first }),
    list,
    settingsList(shown, SETTING_WORDS, lang, fill(ASK["setup-fold"][lang], { n: shown.length })),
    ASK["setup-wrong"][lang],
  ].join("\n\n");
}

/** What to ask after a post that played `actions`, from the table before to the table after. */
export function asksAfter(before: PjState, after: PjState, actions: readonly Action[], lang: Lang): string[] {
  const out: string[] = [];
  for (const a of actions) {
    if (a.type === "complicate" || a.type === "obstacle") {
      const c = after.complications[a.id];
      if (!c) continue;
      const owners = c.pools.map((p) => p.owner);
      const pools = c.pools.map((p) => `${p.owner}: ${lang === "es" ? (p.side === "complication" ? "con la Complicación" : "en contra") : (p.side === "complication" ? "with the Complication" : "opposing")}`).join("; ");
      out.push(ask(lang, "complication", { users: at(owners), id: c.id, involves: c.involves.join(", ") || "-", pools }));
    } else if (a.type === "dice" && a.trait) {
      // The Component's controller confirms; when the author controls it (or nobody does), the table does.
      const controller = after.components[a.trait.component]?.controller ?? null;
      const users = controller && controller !== a.by ? [controller] : after.players.filter((p) => p !== a.by);
      out.push(ask(lang, "trait", { users: at(users), trait: a.trait.trait, component: a.trait.component, pool: a.pool, id: a.complication }));
    } else if (a.type === "challenge") {
      const ch = after.challenges[a.id];
      if (ch && ch.stage === "negotiating") out.push(ask(lang, "challenge", { users: at([ch.challenger, ch.challenged]), matter: ch.matter, id: ch.id, challenger: `@${ch.challenger}` }));
    } else if (a.type === "fine") {
      const f = after.fines[a.id];
      if (f && f.open) out.push(ask(lang, "fine", { users: at([f.accuser, f.accused]), id: f.id }));
    }
  }
  for (const c of Object.values(after.complications)) {
    // Someone proposed rolling and not everyone has agreed yet.
    if (c.stage === "building" && c.agreed.length > 0) {
      const was = before.complications[c.id];
      if (was && was.agreed.length === c.agreed.length) continue;
      out.push(ask(lang, "ready", { users: at(after.players.filter((p) => !c.agreed.includes(p))), id: c.id, agreed: c.agreed.join(", ") }));
    }
    // A Complication whose narrator changed in this post (rolled, or the previous narrator finished).
    if (c.stage === "narrating" && c.narrators[0]) {
      const was = before.complications[c.id];
      if (was && was.stage === "narrating" && was.narrators[0] === c.narrators[0]) continue;
      out.push(ask(lang, "narrate", { users: at([c.narrators[0]]), id: c.id, coins: c.prize[c.narrators[0]] ?? 0, then: c.narrators.slice(1).join(", ") || "-" }));
    }
  }
  return out;
}
