// The group is never told to do something the page cannot do. Every text the service, the sandbox
// forum and the cards can show a player (the message catalogues, the reply templates, the client's
// strings, the sandbox's hint) is read here; each one that tells someone to act is mapped to the
// controls that let them do it, and each control is found in the sandbox page and in the plugin
// (or, for Discourse's own controls, named with the Discourse source that provides them).
import { describe, expect, it } from "@jest/globals";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import type { Catalogue } from "../src/lib/i18n.js";
import { diceMessages } from "../src/dice/messages.js";
import { markupMessages } from "../src/games/genrefuzzion/markup/messages.js";
import { rulesMessages } from "../src/games/genrefuzzion/rules/messages.js";
import { gameMessages } from "../src/games/genrefuzzion/service/game/messages.js";
import { gfReplyWords } from "../src/games/genrefuzzion/service/replies.js";
import { serviceMessages } from "../src/service/messages.js";
import { sheetMessages } from "../src/games/genrefuzzion/sheet/messages.js";

const read = (path: string) => readFileSync(path, "utf8");
const SANDBOX_PAGE = "src/sandbox/page/app.ts";
const INITIALIZER = "plugin/assets/javascripts/discourse/initializers/genrefuzzion.js";
const GF_COMPOSERS = "src/games/genrefuzzion/cards/manifest.ts";

/** Where a control lives: a needle in a source file (the same client code runs on both), or Discourse's own UI. */
type Where = { readonly file: string; readonly needle: string } | { readonly discourse: string };

interface Control { readonly sandbox: readonly Where[]; readonly plugin: readonly Where[] }

const turnButton = (action: string): Control => ({
  sandbox: [{ file: "src/games/genrefuzzion/cards/scene-card.ts", needle: "data-gf-turn-action" }, { file: "src/plugin-client/locales/cards.en.yml", needle: `      ${action}: ` }],
  plugin: [{ file: "src/games/genrefuzzion/cards/scene-card.ts", needle: "data-gf-turn-action" }, { file: "src/plugin-client/locales/cards.es.yml", needle: `      ${action}: ` }],
});

/** The controls a text may send someone to. */
const CONTROLS: Readonly<Record<string, Control>> = {
  // The author's pencil on their own post (and anyone's on a wiki sheet).
  "edit-post": {
    sandbox: [{ file: SANDBOX_PAGE, needle: '"data-gf-edit"' }],
    plugin: [{ discourse: "post menu edit button (app/assets/javascripts/discourse/app/components/post/menu/buttons/edit.gjs at discourse/discourse@6fd769e0), shown when PostGuardian#can_edit_post? (lib/guardian/post_guardian.rb at discourse/discourse@f03c1cc1)" }],
  },
  // The topic's Reply, and each post's own Reply (reply_to_post_number, for "reply to this post").
  reply: {
    sandbox: [{ file: SANDBOX_PAGE, needle: 'id: "gf-reply"' }, { file: SANDBOX_PAGE, needle: '"data-gf-reply-to"' }],
    plugin: [{ discourse: "post menu reply button (app/assets/javascripts/discourse/app/components/post/menu/buttons/reply.gjs at discourse/discourse@7f433aeb)" }],
  },
  "new-topic": {
    sandbox: [{ file: SANDBOX_PAGE, needle: 'id: "gf-new-topic"' }, { file: SANDBOX_PAGE, needle: 'id: "gf-composer-category"' }],
    plugin: [{ discourse: "New Topic (app/assets/javascripts/discourse/app/components/create-topic-button.gjs at discourse/discourse@431d1996), with the composer's category chooser" }],
  },
  "insert-scene": {
    sandbox: [{ file: SANDBOX_PAGE, needle: 'id: "gf-new-scene"' }, { file: GF_COMPOSERS, needle: "genrefuzzion.composer.insert_scene" }],
    // GenreFuzzion's composer entries (its manifest), which the initializer adds to the composer's menu.
    plugin: [{ file: GF_COMPOSERS, needle: "genrefuzzion.composer.insert_scene" }, { file: INITIALIZER, needle: "addComposerToolbarPopupMenuOption" }],
  },
  "insert-sheet": {
    sandbox: [{ file: SANDBOX_PAGE, needle: 'id: "gf-new-sheet"' }, { file: GF_COMPOSERS, needle: "genrefuzzion.composer.insert_sheet" }],
    // GenreFuzzion's composer entries (its manifest), which the initializer adds to the composer's menu.
    plugin: [{ file: GF_COMPOSERS, needle: "genrefuzzion.composer.insert_sheet" }, { file: INITIALIZER, needle: "addComposerToolbarPopupMenuOption" }],
  },
  wiki: {
    // Discourse's composer has no wiki choice (PostsController#create_params permits no `wiki`), nor has the sandbox's.
    sandbox: [{ file: SANDBOX_PAGE, needle: '"data-gf-wiki"' }],
    plugin: [{ discourse: "the post admin menu's wiki toggle, allowed by PostGuardian#can_wiki? to staff, TL4 and the author in self_wiki_allowed_groups (lib/guardian/post_guardian.rb at discourse/discourse@f03c1cc1)" }],
  },
  "pool-picker": {
    sandbox: [{ file: "src/games/genrefuzzion/cards/sheet-card.ts", needle: '"data-gf-button": "build-pool"' }],
    plugin: [{ file: "src/games/genrefuzzion/cards/sheet-card.ts", needle: '"data-gf-button": "build-pool"' }],
  },
  "turn:present": turnButton("present"),
  "turn:pool": turnButton("pool"),
  "turn:oppose": turnButton("oppose"),
  "turn:retry": turnButton("retry"),
  "turn:yield": turnButton("yield"),
  "turn:effect": turnButton("effect"),
  "turn:rate": turnButton("rate"),
  "turn:interval": turnButton("interval"),
  "interval-forms": {
    sandbox: [{ file: "src/games/genrefuzzion/cards/interval-forms.ts", needle: '"data-gf-interval-action"' }],
    plugin: [{ file: "src/games/genrefuzzion/cards/interval-forms.ts", needle: '"data-gf-interval-action"' }],
  },
  // People, not controls: the game's Moderator (a forum user the group names) and the forum's staff answer in the thread.
  "ask-people": {
    sandbox: [{ file: SANDBOX_PAGE, needle: 'id: "gf-reply"' }],
    plugin: [{ discourse: "a reply or a mention in the thread (reply.gjs at discourse/discourse@7f433aeb)" }],
  },
  // The Accept/Revert buttons on the service's question to the Moderator, each replying to that post.
  "decide-points": {
    sandbox: [{ file: "src/games/genrefuzzion/cards/question.ts", needle: '"data-gf-decision"' }, { file: SANDBOX_PAGE, needle: "reply_to_post_number: p.replyTo" }],
    plugin: [{ file: "src/games/genrefuzzion/cards/question.ts", needle: '"data-gf-decision"' }, { file: INITIALIZER, needle: "export function replyToPost" }],
  },
};

/** Words that open an instruction to the reader, in the English text (the Spanish says the same). */
const INSTRUCTION = /(?:^|[:;.(—]\s*|\bor\s+|,\s*)(edit|fix|post|write|add|put|name|use|open|reply|ask|choose|say|link|drop|build|call|undo|click|present|rate)\b/i;

/** Every text a player may be shown that tells them to act, and the controls that let them. */
const INSTRUCTIONS: Readonly<Record<string, readonly string[]>> = {
  "game.no-scene": ["insert-scene", "new-topic"],
  "game.no-character": ["edit-post", "insert-sheet"],
  "game.bare-dice": ["turn:pool", "pool-picker", "edit-post"],
  "game.needs-pool": ["turn:oppose", "turn:retry"],
  "game.no-effect-die": ["turn:effect"],
  "game.scene-sheets": ["insert-sheet", "new-topic"],
  "game.turn.calls": ["turn:present"],
  "game.turn.calls-extra": ["turn:present"],
  "game.turn.p_roll": ["turn:pool", "pool-picker"],
  "game.turn.a_decide": ["turn:oppose", "turn:yield"],
  "game.turn.p_decide": ["turn:retry", "turn:yield"],
  "game.turn.won": ["turn:effect"],
  "game.turn.rating": ["turn:rate"],
  "game.turn.rating-named": ["turn:rate"],
  "game.turn.idle": ["insert-scene", "turn:interval"],
  "game.turn.idle-suspended": ["insert-scene"],
  "game.turn.idle-anyone": ["insert-scene"],
  "service.pool.needs-sheet": ["edit-post"],
  "service.pool.bare-dice-with-sheet": ["edit-post"],
  "service.pool.no-owner": ["edit-post", "ask-people"],
  "markup.unclosed": ["edit-post"],
  "markup.bad_tag": ["edit-post"],
  "markup.qualifier_required": ["edit-post"],
  "markup.bad_rolled_die": ["edit-post"],
  "markup.bad_rating": ["edit-post", "turn:rate"],
  "markup.bad_rename": ["edit-post", "interval-forms"],
  "markup.bad_objective": ["edit-post"],
  "dice.notation.empty": ["edit-post"],
  "dice.notation.bad-token": ["edit-post"],
  "dice.notation.bad-size": ["edit-post"],
  "dice.notation.bad-sizes": ["edit-post"],
  "dice.notation.missing-face": ["edit-post"],
  "dice.notation.unexpected-face": ["edit-post"],
  "roll.one-boost": ["edit-post"],
  "scene.extra-description": ["edit-post"],
  "trick.needs-boost": ["edit-post", "pool-picker"],
  "sheet.none": ["edit-post"],
  "sheet.no_die": ["edit-post"],
  "sheet.no_target": ["edit-post"],
  "sheet.no_difficulty": ["edit-post"],
  "sheet.unreadable": ["edit-post"],
  "sheet.not_found": ["insert-sheet", "new-topic", "edit-post"],
  "sheet.bad_link": ["edit-post"],
  // GenreFuzzion's replies (src/games/genrefuzzion/service/replies.ts).
  "reply.pool-error-fix": ["edit-post"],
  "reply.scene-error-fix": ["edit-post", "reply"],
  "reply.scene-stands": ["reply"],
  "reply.points-claim-decide": ["decide-points", "reply"],
  "reply.undecided-topic": ["decide-points", "reply"],
  "reply.undecided-no-word": ["decide-points", "reply"],
  "reply.scene-undo-by-hand": ["edit-post"],
  // Reply templates (templates/*.hbs).
  "template:rate-limited": ["edit-post"],
  "template:flow-error": ["edit-post", "reply"],
  "template:flow-rest-refused": ["reply"],
  "template:before-commitment": ["reply"],
  "template:undated-block": ["reply", "edit-post"],
  "template:clock-refused": ["reply"],
  "template:flow-stands": ["reply"],
  "template:flow-sheet-kept": ["edit-post"],
  "template:flow-sheet-unwritten": ["edit-post"],
  "template:sheet-not-wiki": ["wiki", "ask-people"],
  "template:sheet-placeholder": ["edit-post"],
  "template:sheet-owner": ["edit-post", "ask-people"],
  "template:sheet-second": ["edit-post", "wiki"],
  // The cards' own strings (src/plugin-client/locales/cards.*.yml, plugin/config/locales/client.*.yml).
  "client:picker.no_scene": ["insert-scene", "reply"],
  // The composer's category chooser, and that category's own entries (the sheet's and the scene's, among them).
  "client:composer.other_game": ["new-topic", "insert-sheet", "insert-scene"],
  "client:picker.scenes_loading": ["pool-picker"],
  "client:picker.no_sheet": ["pool-picker"],
  "client:turn.next": ["insert-scene", "turn:interval"],
  "client:interval.no_sheet": ["interval-forms"],
  "client:picker.ally_missing": ["pool-picker"],
  "client:turn_state.won": ["turn:effect"],
  // The sandbox forum's hint for blocks in a category the service does not watch.
  "sandbox:unwatched-hint": ["new-topic"],
};

/** Texts that match the instruction words but ask nothing of the reader, and why. */
const NOT_INSTRUCTIONS: Readonly<Record<string, string>> = {
  "game.rater-too-early": "says when the Moderator may name a rater; asks nothing",
  "game.did.open": "reports that a scene is open",
  "game.did.interval": "reports that an interval began",
  "roll.result-count": "the rules engine's count check; the card's picker and the service choose the dice",
  "scene.ally-die-character": "says who picks the die; the picker offers it to whoever builds the pool",
  "scene.ally-die-not-yours": "says who picks the die",
  "pool.ally-die-unpicked": "says who picks the die",
  "roll.boost-no-die": "reports that no die is left",
  "roll.boost-count": "reports a count",
  "scene.not-yours-to-open": "names who opens the next scene",
  "pool.own-problem": "reports whose problem it is",
  "pool.problems-blocked": "reports a trick's effect",
  "pool.imitation-only": "reports a trick's effect",
  "pool.too-many-allies": "reports the cap",
  "trick.only-protagonist": "reports who may use the trick",
  "trick.only-antagonist": "reports who may use the trick",
  "objective.late": "says when the analysis is asked for",
  "sheet.several": "reports a count; the line named is the one to remove with the pencil",
  "sheet.changed": "reports that the player's edit stands",
  "sheet.busy": "reports a retry the service makes",
  "client:picker.title": "the picker's heading",
  "client:picker.open": "a button's own label",
  "client:picker.empty": "asks to tick a trait in the same picker",
  "client:picker.post_in": "a field's label",
  "client:form.open": "a button's own label",
  "client:relationship.open": "a button's own label",
  "client:interval.open": "describes the interval",
  "client:roll.missing_no_service": "says what the roll's badge vouches for",
  "client:roll.missing_unreachable": "says what the roll's badge vouches for",
  "client:roll.missing_unanchored": "says what the roll's badge vouches for",
  "client:roll.verify_context": "says why a proof fails",
  "client:roll.verify_commitment_late": "says why a proof fails: its chain was committed after the post",
  "client:roll.verify_commitment_mismatch": "says why a proof fails: the document restates what its commitment fixed",
  "client:roll.verify_commitment_retired_reply": "says why a proof fails: a block added by an edit was rolled with a key retired before the roll was posted",
  "client:roll.verify_clock_stamp": "says why a proof fails: its post names no single version of the service's clock",
  "client:roll.verify_clock_post": "says why a proof fails: its post hides a revision from readers",
};

/** The client's labels: buttons, form titles, states' names. */
const LABELS = /^(turn_action|interval_button|objective_state|outcome|scene_action|interval_action|card)\.|_title$|^picker\.build_pool$/;

function catalogueTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const cats: Catalogue[] = [gameMessages, gfReplyWords, serviceMessages, markupMessages, rulesMessages as Catalogue, sheetMessages as Catalogue,
    Object.fromEntries(Object.entries(diceMessages).filter(([k]) => k.startsWith("dice.notation.")))];
  for (const cat of cats) for (const [key, t] of Object.entries(cat)) texts.set(key, `${t.en}\n${t.es}`);
  for (const file of readdirSync("templates").filter((f) => f.endsWith(".en.hbs"))) {
    const name = file.slice(0, -".en.hbs".length);
    texts.set(`template:${name}`, `${read(join("templates", file))}\n${read(join("templates", `${name}.es.hbs`))}`);
  }
  // The client's strings, flattened to "section.key": the every-page words (sections under js.genrefuzzion) and the cards'.
  for (const [file, indent] of [["plugin/config/locales/client.en.yml", 6], ["src/plugin-client/locales/cards.en.yml", 4]] as const) {
  let section = "";
  for (const line of read(file).split("\n")) {
    const s = new RegExp(`^ {${indent}}([a-z_"-]+):\\s*$`).exec(line);
    if (s) { section = s[1]!.replace(/"/g, ""); continue; }
    const k = new RegExp(`^ {${indent + 2}}("?[a-z_-]+"?):\\s*"(.*)"$`).exec(line);
    // A control's own label ("Present", "Build a pool", a form's title) is the control, not an instruction.
    const key = k?.[1]!.replace(/"/g, "");
    if (!k || !section || LABELS.test(`${section}.${key}`)) continue;
    texts.set(`client:${section}.${key}`, k[2]!);
  }
  }
  texts.set("sandbox:unwatched-hint", read("src/sandbox/unwatched-hint.ts").match(/const (?:HINT|WHERE) = \{[\s\S]*?\} as const;/g)!.join("\n"));
  return texts;
}

const englishOf = (key: string, text: string): string =>
  key.startsWith("template:") || key.startsWith("sandbox:") ? text : text.split("\n")[0]!;

describe("the group is never told to do something the page cannot do", () => {
  const texts = catalogueTexts();

  it("every text that tells a reader to act is mapped to the controls that let them (or listed as asking nothing)", () => {
    const unmapped = [...texts].filter(([key, text]) => INSTRUCTION.test(englishOf(key, text)) && !(key in INSTRUCTIONS) && !(key in NOT_INSTRUCTIONS))
      .map(([key, text]) => `${key}: ${englishOf(key, text).slice(0, 120)}`);
    expect(unmapped).toEqual([]);
  });

  it("the map names only texts that exist, and controls that exist", () => {
    expect(Object.keys(INSTRUCTIONS).filter((key) => !texts.has(key))).toEqual([]);
    expect(Object.keys(NOT_INSTRUCTIONS).filter((key) => !texts.has(key))).toEqual([]);
    expect(Object.values(INSTRUCTIONS).flat().filter((c) => !(c in CONTROLS))).toEqual([]);
  });

  it("each control is on the sandbox forum's page and in the Discourse plugin", () => {
    const missing: string[] = [];
    for (const [name, control] of Object.entries(CONTROLS)) {
      for (const [side, places] of [["sandbox", control.sandbox], ["plugin", control.plugin]] as const) {
        if (places.length === 0) missing.push(`${name}: nothing on the ${side}`);
        for (const where of places) {
          if ("discourse" in where) {
            // Discourse's own control: the sandbox page must model it (checked on the sandbox side); here the source is named.
            if (!/at discourse\/discourse@[0-9a-f]{7,}/.test(where.discourse)) missing.push(`${name}: ${side} cites no Discourse commit`);
          } else if (!read(where.file).includes(where.needle)) missing.push(`${name}: ${side} ${where.file} lacks ${where.needle}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });

  it("no text sends the reader to type a block by hand when a button does it", () => {
    // A turn line or a refusal that spells out markup ("present: …", "[gf-scene] block") instead of the card's button.
    const spelled = ["game.no-scene", "game.needs-pool", "game.no-effect-die", "game.turn.calls", "game.turn.calls-extra", "game.turn.won",
      "game.turn.rating", "game.turn.rating-named", "game.turn.idle"].filter((key) => /\[gf-|: …\)|P \/ A/.test(texts.get(key) ?? ""));
    expect(spelled).toEqual([]);
  });
});
