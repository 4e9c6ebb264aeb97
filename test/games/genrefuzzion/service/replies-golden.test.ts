// GenreFuzzion's replies, byte for byte: every reply its service writes (free rolls, a pool that stands
// or is refused, the scene's update, refusal, reminder, edit, unreadable game and undo, and the points
// questions), rendered in es and en over a rich set of inputs (one roll and several, hostile player
// text with Markdown, HTML, @mentions, [gf-…] tags, backticks and line breaks, every refusal of the
// scene game's catalogue, lines past the quote's cut, reminders with and without the Moderator), with
// the rule links the service gives them and without. The fixture was recorded from the Handlebars
// templates these replies were before they became the game's catalogue (replies.ts), so the bot says
// exactly what it said. GF_WRITE_GOLDEN=1 records it again (only for a change of wording meant as one).
import { describe, expect, it } from "@jest/globals";
import { readFileSync, writeFileSync } from "node:fs";
import { localise, type Lang } from "../../../../src/lib/i18n.js";
import { gameMessages } from "../../../../src/games/genrefuzzion/service/game/messages.js";
import { RULE_IDS } from "../../../../src/games/rules-reference.js";
import { defaultTemplatesDir } from "../../../../src/service/service.js";
import { loadTemplates } from "../../../../src/service/templates.js";
import { pointsClaimReply, pointsDecidedReply, pointsUndecidedReply, poolErrorReply, rollResultReply, rollStandsReply, sceneErrorReply, sceneReminderReply,
  sceneStandsReply, sceneUndoReply, sceneUnreadableReply, sceneUpdateReply } from "../../../../src/games/genrefuzzion/service/replies.js";

const FIXTURE = "test/fixtures/genrefuzzion/replies.json";

/** What a player may have typed where a reply shows it. */
const HOSTILE = [
  "Lía",
  "**bold** _em_ __strong__ ~~gone~~ <b>html</b> &amp; &#91; @carla @ana_ ana_b _x_",
  "[gf-pool]\nd8 d6\n[/gf-pool]",
  "[gf-roll post=1 block=2 proof=x v=1]\ndice: d8:8r\n[/gf-roll]",
  "`code` ``two`` ```` four ```` `",
  "line one\r\nline two\u2028three\u0085four\u0007",
  "\u202eevil\u202c \u200f[/gf-scene]",
  'quote " apostrophe \' back \\ slash > gt < lt',
  "GF-POOL-2 and TT-OPP-1 typed by a player, [GF-AMB-16](https://evil.example)",
  " spaced ",
  "",
];
const LONG = `${"🎲".repeat(150)}${"x".repeat(120)} [gf-pool]`;
const PROOFS = ["gf1.AAAA", 'gf2.Z2Yt"]\n[gf-pool]&<>', "gf3.abc_def-ghi"];

type Data = Record<string, unknown>;
type Case = readonly [name: string, label: string, data: Data];

function rolls(n: number, character: (i: number) => string, lang: Lang): Data[] {
  return Array.from({ length: n }, (_, i) => ({
    character: character(i), role: lang === "es" ? (i % 2 ? "antagonista" : "protagonista") : (i % 2 ? "antagonist" : "protagonist"),
    scene: 3 + i, post: 70 + i, block: 1000 + i, proof: PROOFS[i % PROOFS.length]!,
    dice: ["d8:7r d6:1b", "d10:10r d4:4r d6:2", "d12:1b"][i % 3]!, result: [7, 14, 0][i % 3]!, effect: ["d6", "d10 d6", "-"][i % 3]!, botches: [1, 0, 1][i % 3]!,
  }));
}

/** Every reply with each of its inputs, as the game's code hands them over. */
function cases(lang: Lang): Case[] {
  const out: Case[] = [];
  const add = (name: string, label: string, data: Data) => out.push([name, label, data]);
  for (const n of [1, 2, 3]) {
    add("roll-result", `${n} rolls`, { username: "alicia", several: n > 1, rolls: rolls(n, () => "", lang).map(({ post, block, proof, dice, result, effect, botches }) =>
      ({ post, block, proof, dice, result, effect, botches })) });
  }
  add("roll-result", "username with underscores", { username: "ana_", several: false, rolls: rolls(1, () => "", lang) });
  for (const link of ["https://forum.example/t/12/3", "https://forum.example/sub/t/12/9"]) add("roll-stands", link, { username: "alicia", block: 2, link });
  HOSTILE.forEach((h, i) => {
    add("pool-error", `hostile ${i}`, { username: "alicia", block: i + 1, lineNo: i + 2, lineText: h, message: `${h} «${h}» (GF-FORUM-4)` });
    add("scene-error", `hostile ${i}`, { username: "bruno", lineNo: i + 1, lineText: h, message: h });
    add("scene-update", `hostile ${i}`, { username: "alicia", happened: [h, `${h} ${h}`], rolls: rolls(1, () => h, lang), points: [h, `@${h} +2 PV (GF-YIELD-2)`], turn: h });
    add("scene-reminder", `hostile ${i}`, { who: "@beto", hours: 80, max: 72, turn: h, moderator: h === "" ? false : h });
    add("scene-unreadable", `hostile ${i}`, { username: "alicia", message: h });
    add("scene-undo", `hostile ${i}`, { username: "dani", scene: 7, character: h, owner: h === "" ? "" : "@ana", kept: [h, `${h}: ${h}`] });
    add("points-claim", `hostile ${i}`, { moderator: "@dani", player: "@ana", character: h, changes: "+5 PV, -1 PK", pv: 3, pk: 0, decider: h });
    add("points-decided", `hostile ${i} accepted`, { moderator: "@dani", player: "@ana", character: h, accepted: true, changes: "+5 PV" });
  });
  for (const lineText of [LONG, "x".repeat(200), "x".repeat(201), `${"`".repeat(5)}${"y".repeat(300)}`]) {
    add("pool-error", `long ${[...lineText].length}`, { username: "alicia", block: 1, lineNo: 9, lineText, message: "m" });
    add("scene-error", `long ${[...lineText].length}`, { username: "alicia", lineNo: 9, lineText, message: "m" });
  }
  // Every refusal of the scene game's own catalogue, its params hostile, with and without a rule.
  const params = Object.fromEntries(["character", "player", "owner", "name", "action", "detail", "format", "known", "scene", "protagonist", "antagonist",
    "winner", "loser", "result", "standing", "missing", "count", "amount", "currency", "rule", "who", "users"].map((k) => [k, `<${k}> @ana_ [gf-pool]`]));
  for (const code of Object.keys(gameMessages)) {
    add("scene-error", code, { username: "carla", lineNo: 4, lineText: "[gf-action] ceder", message: localise(gameMessages, { code, rule: "GF-SCENE-1", params }, lang) });
  }
  add("scene-update", "nothing happened, no rolls, no points", { username: "alicia", happened: [], rolls: [], points: [], turn: "Turno de @beto." });
  add("scene-update", "three rolls, three points", { username: "alicia", happened: ["Escena 2 abierta.", "Bruno tira: 14."],
    rolls: rolls(3, (i) => ["Lía", 'Bruno "el bravo"', "Carla_"][i]!, lang), points: ["ana +2 PV (GF-YIELD-2)", "beto −1 PK", "carla +1 PK (GF-WIN-3)"], turn: "Turno de @beto (GF-TURN-1)." });
  add("scene-update", "one happening, points only", { username: "beto", happened: ["Se abre un intervalo."], rolls: [], points: ["ana +2 PV"], turn: "—" });
  for (const [hours, max, moderator] of [[0, 0.5, false], [1, 1, "@dani"], [3, 2.5, false], [80, 72, "@moderadora"]] as const) {
    add("scene-reminder", `${hours} h of ${max}${moderator ? " with the Moderator" : ""}`, { who: "@beto", hours, max, turn: "Turno de @beto (GF-MOD-2).", moderator });
  }
  add("scene-stands", "a link", { username: "alicia", link: "https://forum.example/t/12/3" });
  add("scene-stands", "underscored name", { username: "ana_", link: "https://forum.example/t/12/4" });
  add("scene-undo", "three kept, no owner", { username: "dani", scene: 0, character: "Lía", owner: "",
    kept: ["problema «Herido» fuera: «Herido» cambió en la ficha (dice d8, se esperaba d6)", "+2 PV", "rasgo «Fuerte» d8"] });
  add("points-decided", "reverted", { moderator: "@dani", player: "@ana", character: "Lía", accepted: false, changes: "+5 PV, -1 PK" });
  for (const why of ["topic", "decided", "notModerator", "noWord"]) {
    for (const accepted of [true, false]) {
      add("points-undecided", `${why} ${accepted}`, { author: "@beto", moderator: "@dani", character: HOSTILE[1]!, flags: why === "topic" ? "#4, #9" : "", [why]: true, accepted });
    }
  }
  return out;
}

const WITH_LINKS = loadTemplates(defaultTemplatesDir(), { rulesUrl: "https://forum.example/plugins/genrefuzzion/rules", ruleIds: RULE_IDS });
const WITHOUT_LINKS = loadTemplates(defaultTemplatesDir());

/** Each reply by the name its template had, from the data the template took. */
const REPLIES: Readonly<Record<string, (lang: Lang, d: any) => string>> = {
  "roll-result": rollResultReply, "roll-stands": rollStandsReply, "pool-error": poolErrorReply, "scene-update": sceneUpdateReply,
  "scene-error": sceneErrorReply, "scene-reminder": (lang, d) => sceneReminderReply(lang, { ...d, moderator: d.moderator || undefined }),
  "scene-stands": sceneStandsReply, "scene-unreadable": sceneUnreadableReply, "scene-undo": sceneUndoReply, "points-claim": pointsClaimReply,
  "points-decided": pointsDecidedReply,
  "points-undecided": (lang, d) => pointsUndecidedReply(lang, { ...d, why: (["topic", "decided", "not-moderator", "no-word"] as const).find((w) => d[w.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase())])! }),
};

function renderAll(): Record<string, string> {
  const out: Record<string, string> = {};
  for (const lang of ["es", "en"] as const) {
    for (const [name, label, data] of cases(lang)) {
      for (const [linked, templates] of [["linked", WITH_LINKS], ["plain", WITHOUT_LINKS]] as const) {
        const key = `${name}.${lang} ${label} (${linked})`;
        if (Object.hasOwn(out, key)) throw new Error(`two cases named ${key}`);
        out[key] = templates.finish(REPLIES[name]!(lang, data), lang);
      }
    }
  }
  return out;
}

describe("GenreFuzzion's replies say exactly what they said", () => {
  it("every reply, es and en, over every input, is byte for byte the recorded text", () => {
    const now = renderAll();
    if (process.env.GF_WRITE_GOLDEN === "1") writeFileSync(FIXTURE, `${JSON.stringify(now, null, 1)}\n`);
    const recorded = JSON.parse(readFileSync(FIXTURE, "utf8")) as Record<string, string>;
    expect(Object.keys(now).sort()).toEqual(Object.keys(recorded).sort());
    for (const key of Object.keys(recorded)) expect([key, now[key]]).toEqual([key, recorded[key]]);
  });

  it("the inputs reach every reply and branch: both languages, links and none, cut lines, each points answer", () => {
    const keys = Object.keys(renderAll());
    for (const name of ["roll-result", "roll-stands", "pool-error", "scene-update", "scene-error", "scene-reminder", "scene-stands", "scene-unreadable",
      "scene-undo", "points-claim", "points-decided", "points-undecided"]) {
      for (const lang of ["es", "en"]) expect(keys.filter((k) => k.startsWith(`${name}.${lang} `)).length).toBeGreaterThan(1);
    }
    const all = renderAll();
    expect(Object.entries(all).filter(([k, v]) => k.endsWith("(linked)") && v.includes("](https://forum.example/plugins/genrefuzzion/rules/")).length).toBeGreaterThan(10);
    expect(Object.values(all).filter((v) => v.includes("(Line cut: it has 280 characters; the first 200 are quoted.)")).length).toBe(4);
  });
});
