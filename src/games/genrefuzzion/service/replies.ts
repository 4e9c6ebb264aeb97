// GenreFuzzion's replies, es and en: its typed catalogue, assembled line by line from what the rules
// and the service decided (the rolls, what a post did, the points, whose turn it is, who may decide a
// claim). Every player's word goes through the one inert-text function (src/lib/inert-text.ts) as it
// meets these words; a name inside a [gf-roll] attribute is encoded instead (encodeAttrValue) so it
// reads back whole, and a refused line is quoted by the platform's quotedLine. Each reply is handed to
// the service's `finish` (src/service/templates.ts: trimmed, rule IDs linked) before it is sent.
import { wordsOf, type Catalogue, type Lang } from "../../../lib/i18n.js";
import { inertCitingText, inertText } from "../../../lib/inert-text.js";
import { quotedLine } from "../../../lib/quoted-line.js";
import { encodeAttrValue } from "../../../markup/index.js";
import type { RollLine } from "./roll-line.js";

export const gfReplyWords = {
  // ---- free pools (pool-roll.ts) ----
  "reply.rolls": { es: "@{username}, tus tiradas:", en: "@{username}, your rolls:" },
  "reply.roll": { es: "@{username}, tu tirada:", en: "@{username}, your roll:" },
  // docs/markup.md §4: the [gf-roll] block in the reply's language, its proof and attributes encoded.
  "reply.roll-block": {
    es: "[gf-roll post={post} bloque={block} prueba={proof} v=1]\ndados: {dice}\nresultado: {result}\nefecto: {effect}\npifias: {botches}\n[/gf-roll]",
    en: "[gf-roll post={post} block={block} proof={proof} v=1]\ndice: {dice}\nresult: {result}\neffect: {effect}\nbotches: {botches}\n[/gf-roll]",
  },
  "reply.roll-stands": {
    es: "@{username}, has cambiado el pozo {block} de tu mensaje después de tirarla. La tirada original sigue en pie: [ver la tirada]({link}). Los dados no se vuelven a tirar al editar.",
    en: "@{username}, you changed pool {block} of your post after it was rolled. The original roll stands: [see the roll]({link}). Editing a post never re-rolls its dice.",
  },
  "reply.pool-error": {
    es: "@{username}, no he podido tirar el pozo {block} de tu mensaje. En la línea {lineNo}:",
    en: "@{username}, I could not roll pool {block} of your post. On line {lineNo}:",
  },
  "reply.pool-error-fix": {
    es: "{message}. No he tirado nada: publica el pozo de nuevo, o corrígelo editando el mensaje y escribiendo un motivo de edición nuevo, y lo tiraré entonces: sin él, el foro no guarda revisión de una edición hecha en los primeros 5 minutos (su margen de gracia), y no tiro dados cambiados así.",
    en: "{message}. Nothing was rolled: post the pool anew, or fix it by editing the post and writing a new edit reason, and I will roll it then: without one, the forum keeps no revision of an edit made within its 5-minute edit grace period, and I do not roll dice changed that way.",
  },
  // ---- the scene game (game/scene-game.ts, game/sheet-jobs.ts) ----
  "reply.scene-update": { es: "@{username}: {happened}", en: "@{username}: {happened}" },
  "reply.scene-roll-block": {
    es: "[gf-roll personaje=\"{character}\" rol={role} escena={scene} post={post} bloque={block} prueba={proof} v=1]\ndados: {dice}\nresultado: {result}\nefecto: {effect}\npifias: {botches}\n[/gf-roll]",
    en: "[gf-roll character=\"{character}\" role={role} scene={scene} post={post} block={block} proof={proof} v=1]\ndice: {dice}\nresult: {result}\neffect: {effect}\nbotches: {botches}\n[/gf-roll]",
  },
  "reply.points": { es: "Puntos: {points}.", en: "Points: {points}." },
  "reply.scene-error": {
    es: "@{username}, no puedo aplicar tu mensaje a la escena. En la línea {lineNo}:",
    en: "@{username}, I can't apply your post to the scene. On line {lineNo}:",
  },
  "reply.scene-error-fix": {
    es: "{message}. No ha cambiado nada: publícalo de nuevo, o edita este mensaje escribiendo un motivo de edición nuevo: sin él, el foro no guarda revisión de una edición hecha en los primeros 5 minutos (su margen de gracia), y no tiro dados cambiados así.",
    en: "{message}. Nothing has changed: post it anew, or edit this post and write a new edit reason: without one, the forum keeps no revision of an edit made within its 5-minute edit grace period, and I do not roll dice changed that way.",
  },
  "reply.scene-reminder": {
    es: "{who}, la escena te espera desde hace {hours} h (el máximo acordado es {max} h). {turn}",
    en: "{who}, the scene has waited for you for {hours} h (the agreed maximum is {max} h). {turn}",
  },
  // GF-MOD-2: finding out what keeps a player is the Moderator's duty, so they hear of it too.
  "reply.scene-reminder-moderator": { es: " Aviso también a {moderator}, que modera la partida.", en: " Letting {moderator}, the game's Moderator, know too." },
  "reply.scene-stands": {
    es: "@{username}, has editado tu mensaje después de que se aplicara a la escena. Lo que se aplicó sigue en pie ([ver el mensaje]({link})): editar no deshace ni repite una jugada, y los dados no se vuelven a tirar. Para jugar algo más, publica un mensaje nuevo.",
    en: "@{username}, you edited your post after it was applied to the scene. What was applied stands ([see the post]({link})): editing neither undoes nor repeats a move, and never re-rolls dice. To play something else, post a new message.",
  },
  "reply.scene-unreadable": {
    es: "@{username}, no puedo aplicar tu mensaje: la partida de este tema, tal como la guardó el servicio, no se puede leer ({message}). No ha cambiado nada. El operador del servicio ya lo sabe y debe reparar la partida guardada del tema antes de que sus mensajes puedan jugarse de nuevo.",
    en: "@{username}, I can't apply your post: this topic's game, as the service stored it, cannot be read ({message}). Nothing has changed. The service's operator has been told and must mend the topic's stored game before its posts can be played again.",
  },
  "reply.scene-undo": {
    es: "@{username}: la escena {scene} se ha retirado como si nunca hubiera sucedido (GF-SUSP-2), pero en la ficha de «{character}»{owner} no deshago estos cambios: la ficha ya no dice lo que la escena dejó, y no piso lo que se escribió después.",
    en: "@{username}: scene {scene} is withdrawn as if it never happened (GF-SUSP-2), but on the sheet of “{character}”{owner} I am not undoing these changes: the sheet no longer says what the scene left there, and I do not overwrite what was written since.",
  },
  "reply.scene-undo-owner": { es: " ({owner})", en: " ({owner})" },
  "reply.scene-undo-by-hand": { es: "Si la mesa está de acuerdo, deshacedlos a mano.", en: "If the table agrees, undo them by hand." },
  // ---- points edited by hand (sheets/points-guard.ts, GF-PTS-2, GF-FORUM-4) ----
  "reply.points-claim": {
    es: "{moderator}: {player} ha cambiado a mano los puntos de la ficha de «{character}» ({changes}). Editar la ficha no da puntos (GF-PTS-2): hasta que lo decidas, su cuenta sigue en {pv} PV y {pk} PK.",
    en: "{moderator}: {player} changed the points on \"{character}\"'s sheet by hand ({changes}). Editing a sheet earns no points (GF-PTS-2): until you decide, their account stays at {pv} PV and {pk} PK.",
  },
  "reply.points-claim-decide": {
    es: "Decídelo con los botones «Aceptar» o «Revertir» de este mensaje, o respóndele con un mensaje que empiece por «aceptar» para anotarlos en su cuenta o por «revertir» para deshacer el cambio en la ficha.",
    en: "Decide with this post's \"Accept\" or \"Revert\" button, or reply to this post starting with \"accept\" to record them in their account or \"revert\" to undo the change on the sheet.",
  },
  "reply.points-accepted": {
    es: "{player}: {moderator} ha aceptado el cambio de puntos de «{character}» ({changes}); ya está en tu cuenta.",
    en: "{player}: {moderator} has accepted the points change on \"{character}\" ({changes}); it is in your account now.",
  },
  "reply.points-reverted": {
    es: "{player}: {moderator} ha revertido el cambio de puntos de «{character}» ({changes}); la ficha vuelve a lo que dice tu cuenta.",
    en: "{player}: {moderator} has reverted the points change on \"{character}\" ({changes}); the sheet goes back to what your account says.",
  },
  "reply.undecided-topic": {
    es: "{author}: tu mensaje no decide nada: el cambio de puntos de «{character}» espera tu respuesta en {flags}. Usa allí los botones «Aceptar» o «Revertir», o responde a ese mensaje (no al tema) empezando por «aceptar» o «revertir».",
    en: "{author}: your post decides nothing: the points change on \"{character}\" awaits your answer in {flags}. Use the \"Accept\" or \"Revert\" button there, or reply to that post (not to the topic) starting with \"accept\" or \"revert\".",
  },
  "reply.undecided-accepted": {
    es: "{author}: el cambio de puntos de «{character}» ya está aceptado; tu respuesta no cambia nada.",
    en: "{author}: the points change on \"{character}\" is accepted already; your reply changes nothing.",
  },
  "reply.undecided-reverted": {
    es: "{author}: el cambio de puntos de «{character}» ya está revertido; tu respuesta no cambia nada.",
    en: "{author}: the points change on \"{character}\" is reverted already; your reply changes nothing.",
  },
  "reply.undecided-not-moderator": {
    es: "{author}: solo {moderator} o el equipo del foro deciden un cambio de puntos hecho a mano (GF-PTS-2); tu respuesta no cambia nada.",
    en: "{author}: only {moderator} or the forum's staff decide a points change made by hand (GF-PTS-2); your reply changes nothing.",
  },
  "reply.undecided-no-word": {
    es: "{author}: tu respuesta no decide el cambio de puntos de «{character}»: empieza con «aceptar» para anotarlo en su cuenta o con «revertir» para deshacerlo en la ficha, o usa los botones «Aceptar» o «Revertir» del mensaje.",
    en: "{author}: your reply does not decide the points change on \"{character}\": start it with \"accept\" to record it in their account or \"revert\" to undo it on the sheet, or use the post's \"Accept\" or \"Revert\" button.",
  },
} as const satisfies Catalogue;

const words = wordsOf(gfReplyWords);
type Params = Readonly<Record<string, string | number>>;
/**
 * The words of `key` with `inert` made inert (player text, or text that carries it; a `message` or a
 * `turn`, the game's own words citing rules, keeps its rule IDs for the finish to link: inertCitingText)
 * and `markup` as it is (numbers, encoded attributes, links).
 */
const CITING: ReadonlySet<string> = new Set(["message", "turn"]);
const say = (key: keyof typeof gfReplyWords, lang: Lang, inert: Params, markup: Params = {}): string =>
  words(key, lang, { ...Object.fromEntries(Object.entries(inert).map(([k, v]) => [k, typeof v === "string" ? (CITING.has(k) ? inertCitingText(v) : inertText(v)) : v])), ...markup });

/** A free roll as its [gf-roll] block shows it: the post and block its proof's context names. */
export interface ShownRoll extends RollLine { readonly post: number; readonly block: number; readonly proof: string }
/** A scene's roll: whose, on which side (in the reply's language), in which scene. */
export interface ShownSceneRoll extends ShownRoll { readonly character: string; readonly role: string; readonly scene: number }

const rollBlock = (r: ShownRoll, lang: Lang): string =>
  say("reply.roll-block", lang, { dice: r.dice, effect: r.effect }, { post: r.post, block: r.block, proof: encodeAttrValue(r.proof), result: r.result, botches: r.botches });

/** The paragraphs of a reply: a blank line between each. */
const paragraphs = (...parts: readonly string[]): string => parts.join("\n\n");

/** The free pools' rolls, each a [gf-roll] block with its proof. */
export function rollResultReply(lang: Lang, d: { username: string; rolls: readonly ShownRoll[] }): string {
  return paragraphs(say(d.rolls.length > 1 ? "reply.rolls" : "reply.roll", lang, { username: d.username }), ...d.rolls.map((r) => rollBlock(r, lang)));
}

/** A pool changed after it was rolled: the roll stands (an edit never re-rolls). */
export function rollStandsReply(lang: Lang, d: { username: string; block: number; link: string }): string {
  return say("reply.roll-stands", lang, { username: d.username, link: d.link }, { block: d.block });
}

/** A pool that cannot be rolled: its line quoted, and why. */
export function poolErrorReply(lang: Lang, d: { username: string; block: number; lineNo: number; lineText: string; message: string }): string {
  return paragraphs(say("reply.pool-error", lang, { username: d.username }, { block: d.block, lineNo: d.lineNo }), quotedLine(d.lineText, lang),
    say("reply.pool-error-fix", lang, { message: d.message }));
}

/** The scene's reply to a move: what happened, its rolls, the points it moved, and whose turn it is. */
export function sceneUpdateReply(lang: Lang, d: { username: string; happened: readonly string[]; rolls: readonly ShownSceneRoll[]; points: readonly string[]; turn: string }): string {
  const blocks = d.rolls.map((r) => say("reply.scene-roll-block", lang, { role: r.role, dice: r.dice, effect: r.effect },
    { character: encodeAttrValue(r.character), scene: r.scene, post: r.post, block: r.block, proof: encodeAttrValue(r.proof), result: r.result, botches: r.botches }));
  const points = d.points.length ? [say("reply.points", lang, {}, { points: d.points.map(inertCitingText).join("; ") })] : [];
  return paragraphs(say("reply.scene-update", lang, { username: d.username }, { happened: d.happened.map((h) => `${inertCitingText(h)} `).join("") }),
    ...blocks, ...points, inertCitingText(d.turn));
}

/** A move the rules refuse: its line quoted, and why; nothing changed. */
export function sceneErrorReply(lang: Lang, d: { username: string; lineNo: number; lineText: string; message: string }): string {
  return paragraphs(say("reply.scene-error", lang, { username: d.username }, { lineNo: d.lineNo }), quotedLine(d.lineText, lang), say("reply.scene-error-fix", lang, { message: d.message }));
}

/** GF-MOD-2, GF-FORUM-1: the turn has waited past the group's maximum; the Moderator too, when named. */
export function sceneReminderReply(lang: Lang, d: { who: string; hours: number; max: number; turn: string; moderator?: string | undefined }): string {
  return say("reply.scene-reminder", lang, { who: d.who, turn: d.turn }, { hours: d.hours, max: d.max })
    + (d.moderator ? say("reply.scene-reminder-moderator", lang, { moderator: d.moderator }) : "");
}

/** A post edited after the scene applied it: what was applied stands. */
export function sceneStandsReply(lang: Lang, d: { username: string; link: string }): string {
  return say("reply.scene-stands", lang, { username: d.username, link: d.link });
}

/** The topic's stored game cannot be read: nothing applies, and the operator knows. */
export function sceneUnreadableReply(lang: Lang, d: { username: string; message: string }): string {
  return say("reply.scene-unreadable", lang, { username: d.username, message: d.message });
}

/** GF-SUSP-2: a withdrawn scene's changes a sheet keeps, a line each, and why. */
export function sceneUndoReply(lang: Lang, d: { username: string; scene: number; character: string; owner: string; kept: readonly string[] }): string {
  const owner = d.owner ? say("reply.scene-undo-owner", lang, { owner: d.owner }) : "";
  return paragraphs(say("reply.scene-undo", lang, { username: d.username, character: d.character }, { scene: d.scene, owner })
    + d.kept.map((k) => `\n- ${inertCitingText(k)}`).join(""), say("reply.scene-undo-by-hand", lang, {}));
}

/** GF-PTS-2: points edited by hand, put to the Moderator, with the question its Accept/Revert buttons are drawn on (../cards/question.ts). */
export function pointsClaimReply(lang: Lang, d: { moderator: string; player: string; character: string; changes: string; pv: number; pk: number; decider: string }): string {
  return paragraphs(say("reply.points-claim", lang, { moderator: d.moderator, player: d.player, character: d.character, changes: d.changes }, { pv: d.pv, pk: d.pk }),
    say("reply.points-claim-decide", lang, {}), `<div data-gf-question="points" data-gf-for="${inertText(d.decider)}"></div>`);
}

/** The Moderator's decision on a claim. */
export function pointsDecidedReply(lang: Lang, d: { moderator: string; player: string; character: string; accepted: boolean; changes: string }): string {
  return say(d.accepted ? "reply.points-accepted" : "reply.points-reverted", lang, { player: d.player, moderator: d.moderator, character: d.character, changes: d.changes });
}

/** Why a post decided no claim: written to the topic, the claim decided already, not the Moderator's, or no word that decides. */
export type Undecided = "topic" | "decided" | "not-moderator" | "no-word";

/** The word back to a post that decided no claim, and what would. */
export function pointsUndecidedReply(lang: Lang, d: { why: Undecided; author: string; moderator: string; character: string; flags: string; accepted: boolean }): string {
  const key = d.why === "decided" ? (d.accepted ? "reply.undecided-accepted" : "reply.undecided-reverted") : `reply.undecided-${d.why}` as const;
  return say(key, lang, { author: d.author, moderator: d.moderator, character: d.character, flags: d.flags });
}
