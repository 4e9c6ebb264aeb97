// The interval card's forms (GenreFuzzion's forms script, ./forms.ts; the card, ./interval-card.ts,
// loads it with the forum's sheets). The interval's actions (GF-INT-1, GF-TRAIN-*, GF-OBJ-*, GF-RET-*): between two scenes each player may, for their
// own character, step up a cliché or relationship (GF-TRAIN-2), change an attribute's text
// (GF-TRAIN-4), take a new trick or flaw from the tables (GF-TRAIN-5), add a cliché or a
// relationship (GF-TRAIN-6), satisfy a reached objective (GF-OBJ-7) or retire (GF-RET-1); and
// anyone may endorse another character's objective (GF-OBJ-6). Each button opens a form and
// composes a complete [gf-interval] block in this topic, where the interval runs; the service
// applies the costs and limits and answers what the rules refuse.
import { field, int, list, obj, oneOf, str, type Card, type Data } from "../../../plugin-client/card-data.js";
import { sheetTraits } from "./sheet.js";
import { actionForm, type ActionFormOptions, type FormChoice } from "../../../plugin-client/action-form.js";
import { intervalText, type IntervalLine } from "./compose-text.js";
import { h } from "../../../plugin-client/dom.js";
import { sheetsInPlay, type SheetTopic } from "./game-topics.js";
import type { GameTopics } from "../../../plugin-client/host.js";
import type { GfHost } from "../../../plugin-client/host.js";

export const INTERVAL_BUTTONS = ["train", "rename", "new-trick", "new-flaw", "new-cliche", "new-relationship", "endorse", "satisfy", "retire"] as const;
export type IntervalButton = (typeof INTERVAL_BUTTONS)[number];

const same = (a: string | undefined, b: string | undefined) => !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

/** GF-TRAIN-2: the next die and its price in PV, half the current die's maximum face. */
const STEP: Readonly<Record<number, number>> = { 4: 6, 6: 8, 8: 10, 10: 12 };

interface Objective { readonly n: number; readonly text: string; readonly state: "open" | "achieved" | "satisfied"; readonly difficulty?: number }
function objectives(d: Data): Objective[] {
  return list(d["objectives"]).map(obj).flatMap((o, i) => {
    const text = str(o["text"]);
    const difficulty = int(o["difficulty"]);
    return text === undefined ? [] : [{ n: i + 1, text, state: oneOf(o["state"], ["open", "achieved", "satisfied"] as const) ?? "open", ...(difficulty !== undefined ? { difficulty } : {}) }];
  });
}

/** The reader's own character: the newest sheet naming them as its player, or posted by them. */
function ownSheet(sheets: readonly SheetTopic[], username: string): SheetTopic | undefined {
  return sheets.filter((s) => same(field(s.card.data["player"]), username) || same(s.topic.username, username))
    .sort((a, b) => b.topic.postId - a.topic.postId)[0];
}

/** The interval card's buttons in `bar`, each opening its form, once the forum's sheets are read. */
export function intervalActions(interval: Card, host: GfHost, topics: GameTopics, bar: HTMLElement): void {
  const card = interval.element;
  const { t } = host;
  const sheets = sheetsInPlay(topics);
  const own = ownSheet(sheets, host.username!);
  const buttons = INTERVAL_BUTTONS.flatMap((action) => {
    const spec = formFor(action, host, own, sheets);
    if (!spec) return [];
    const button = h("button", { type: "button", class: "gf-button", "data-gf-interval-action": action, "aria-expanded": "false" }, t(`interval_button.${action}`));
    button.addEventListener("click", () => {
      card.querySelector(".gf-interval-form")?.remove();
      const form = actionForm(host, { ...spec, opener: () => button });
      card.append(h("div", { class: "gf-interval-form", "data-gf-form-for": action }, form.form));
      form.open();
    });
    return [button];
  });
  // A listing the forum cut short (its rate limit) may lack the reader's sheet, or another's: said so.
  const note = !own ? (topics.incomplete ? t("interval.sheet_unread") : t("interval.no_sheet")) : topics.incomplete ? t("picker.sheets_incomplete") : undefined;
  bar.replaceChildren(...(note ? [h("p", { class: "gf-picker-note", role: "note", ...(topics.incomplete ? { "data-gf-incomplete": "sheets" } : {}) }, note)] : []), ...buttons);
}

/** The form of one interval action, or none when the reader's sheet offers nothing for it. */
function formFor(action: IntervalButton, host: GfHost, own: SheetTopic | undefined, sheets: readonly SheetTopic[]): Omit<ActionFormOptions, "opener"> | undefined {
  const { lang, t } = host;
  const character = own?.name;
  // GF-TRAIN-1: the player says how it happens in the fiction; it goes above the block as prose.
  const narration = { key: "narration", kind: "text" as const, label: t("interval.narration"), hint: t("interval.narration_hint") };
  const compose = (line: IntervalLine, v: Readonly<Record<string, string>>, who: string | undefined = character) => {
    const block = intervalText(who, [line], lang);
    host.composeReply(v["narration"] ? `${v["narration"]}\n\n${block}` : block);
  };
  const title = t(`interval_button.${action}`);
  if (action === "endorse") {
    // GF-OBJ-6: another character's open objective, for 1 PV or 1 PK.
    const choices: FormChoice[] = sheets.filter((s) => s !== own && !same(s.name, character)).flatMap((s) =>
      objectives(s.card.data).filter((o) => o.state === "open").map((o) => ({ value: `${o.n}|${s.name}`, label: `${s.name} · ${o.n}. ${o.text}` })));
    if (!choices.length) return undefined;
    return { title, note: t("interval.endorse_note"), fields: [
      { key: "objective", kind: "select", label: t("interval.objective"), choices },
      { key: "currency", kind: "select", label: t("interval.pay_with"), choices: [{ value: "pv", label: "1 PV" }, { value: "pk", label: "1 PK" }] },
    ], compose: (v) => {
      const [n, name] = [v["objective"]!.slice(0, v["objective"]!.indexOf("|")), v["objective"]!.slice(v["objective"]!.indexOf("|") + 1)];
      compose({ type: "endorse", character: name, objective: Number(n), currency: v["currency"] === "pk" ? "pk" : "pv" }, v, character);
    } };
  }
  if (!own || !character) return undefined;
  const d = own.card.data;
  const traits = [...sheetTraits(d, "cliches"), ...sheetTraits(d, "relationships")];
  switch (action) {
    case "train": {
      // GF-TRAIN-2, GF-AMB-32: clichés and relationships below d12, one step per interval (GF-TRAIN-3).
      const choices = traits.flatMap((x) => x.die && STEP[x.die] ? [{ value: x.name, label: `${x.name} (d${x.die} → d${STEP[x.die]}, ${x.die / 2} PV)` }] : []);
      if (!choices.length) return undefined;
      return { title, note: t("interval.train_note"), fields: [{ key: "trait", kind: "select", label: t("interval.trait"), choices }, narration],
        compose: (v) => compose({ type: "train", trait: v["trait"]! }, v) };
    }
    case "rename": {
      const all = [...traits, ...sheetTraits(d, "advantages"), ...sheetTraits(d, "problems")];
      if (!all.length) return undefined;
      return { title, note: t("interval.rename_note"), fields: [
        { key: "from", kind: "select", label: t("interval.trait"), choices: all.map((x) => ({ value: x.name, label: x.name })) },
        { key: "to", kind: "text", label: t("interval.new_text") }, narration,
      ], compose: (v) => compose({ type: "rename", from: v["from"]!, to: v["to"]! }, v) };
    }
    case "new-trick": case "new-flaw": {
      // GF-TRAIN-5: an entry of the tables, named as the rules reference lists it (the service checks the name).
      const trick = action === "new-trick";
      return { title, note: trick ? t("interval.trick_note") : t("interval.flaw_note"), fields: [
        { key: "name", kind: "text", label: trick ? t("card.tricks") : t("card.flaws"), hint: trick ? t("interval.trick_hint") : t("interval.flaw_hint") },
        { key: "detail", kind: "text", label: t("interval.detail"), hint: t("interval.detail_hint"), optional: true }, narration,
      ], compose: (v) => compose({ type: action, name: v["name"]!, detail: v["detail"] ?? "" }, v) };
    }
    case "new-cliche":
      return { title, note: t("interval.new_attribute_note"), fields: [{ key: "name", kind: "text", label: t("interval.new_text") }, narration],
        compose: (v) => compose({ type: "new-cliche", name: v["name"]! }, v) };
    case "new-relationship": {
      const others = sheets.filter((s) => !same(s.name, character)).map((s) => ({ value: s.name, label: s.name }));
      if (!others.length) return undefined;
      return { title, note: t("interval.new_attribute_note"), fields: [
        { key: "target", kind: "select", label: t("interval.with"), choices: others },
        { key: "name", kind: "text", label: t("interval.new_text") }, narration,
      ], compose: (v) => compose({ type: "new-relationship", name: v["name"]!, target: v["target"]! }, v) };
    }
    case "satisfy": {
      // GF-OBJ-7: a reached objective, for its difficulty in PV.
      const choices = objectives(d).filter((o) => o.state === "achieved").map((o) => ({ value: String(o.n), label: `${o.n}. ${o.text}${o.difficulty ? ` (${o.difficulty} PV)` : ""}` }));
      if (!choices.length) return undefined;
      return { title, fields: [{ key: "objective", kind: "select", label: t("interval.objective"), choices }, narration],
        compose: (v) => compose({ type: "satisfy", objective: Number(v["objective"]) }, v) };
    }
    case "retire":
      return { title, note: t("interval.retire_note"), fields: [narration], compose: (v) => compose({ type: "retire" }, v) };
  }
}
