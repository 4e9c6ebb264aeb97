// The badge's verdicts ask the page's I18n once per sentence and fill it for each card
// (roll-badge.ts filledTranslate): what it gives must be what the page's own `t` gives, for every
// sentence a badge can show, in both languages, with the sandbox's translator and with one that
// interpolates as Discourse's does.
import { describe, expect, it } from "@jest/globals";
import { filledTranslate } from "../../src/plugin-client/roll-badge.js";
import type { Translate } from "../../src/plugin-client/host.js";
import { translate, type LocaleTree } from "../../src/sandbox/page/locale-yml.js";
import { pluginWords } from "../support/plugin-words.js";

const rollKeys = (tree: LocaleTree): string[] => Object.keys(((tree["js"] as LocaleTree)["genrefuzzion"] as LocaleTree)["roll"] as LocaleTree);

/**
 * Interpolation as discourse-i18n's `interpolate` does it (app/assets/javascripts/discourse-i18n/src/index.js,
 * discourse/discourse@0bd37d0): each placeholder found replaces the first match left, a string value with
 * its `$` escaped, a null or missing one as "[missing %{name} value]".
 */
function discourseT(tree: LocaleTree): Translate {
  return (key, params = {}) => {
    let node: LocaleTree | string | undefined = tree["js"] as LocaleTree;
    for (const part of key.split(".")) node = typeof node === "object" ? node[part] : undefined;
    if (typeof node !== "string") return `[en.${key}]`;
    let message = node;
    for (const placeholder of node.match(/(?:\{\{|%\{)(.*?)(?:\}\}?)/gm) ?? []) {
      const name = placeholder.replace(/(?:\{\{|%\{)(.*?)(?:\}\}?)/, "$1");
      const raw = (params as Record<string, unknown>)[name];
      const value = raw === null || raw === undefined ? `[missing ${placeholder} value]` : typeof raw === "string" ? raw.replace(/\$/g, "$$$$") : String(raw);
      message = message.replace(new RegExp(placeholder.replace(/\{/g, "\\{").replace(/\}/g, "\\}")), value);
    }
    return message;
  };
}

// Every parameter a badge's sentence takes, with values that would trip a careless fill: a `$` pattern,
// a marker-like character, a number, the same parameter twice in one sentence.
const PARAMS = { post: "#5", lag: "4 s", time: "2026-11-29 03:00", epoch: 716, round: 12_345, chain: "52db9ba7", detail: "cost $& and $1 \ue000",
  shown: "d12 d12", proved: "d4 d4", posted: "03:00", until: "04:00", why: "revision 2", field: "head", stated: "aa", committed: "bb",
  account: "gf-dice", got: "forum.example.org", want: "other.example.org", version: 1 };

describe.each(["en", "es"] as const)("the badge's sentences filled once asked (%s)", (lang) => {
  // The words as a page that drew a card holds them (the cards' words with the first card), under js as I18n's.
  const tree: LocaleTree = { js: pluginWords(lang) };
  const keys = rollKeys(tree).map((k) => `genrefuzzion.roll.${k}`);
  const translators: [string, Translate][] = [
    ["the sandbox's", (key, params) => translate(tree["js"] as LocaleTree, key, params) ?? key],
    ["Discourse's interpolation", discourseT(tree)],
  ];

  it.each(translators)("gives what %s t gives for every sentence, with every parameter, twice", (_, t) => {
    expect(keys.length).toBeGreaterThan(40);
    const filled = filledTranslate(t);
    for (let round = 0; round < 2; round++) {
      for (const key of keys) {
        expect(filled(key, PARAMS)).toBe(t(key, PARAMS));
        expect(filled(key, { post: `#${round}` })).toBe(t(key, { post: `#${round}` }));
        expect(filled(key)).toBe(t(key));
      }
    }
  });

  it.each(translators)("keeps %s missing values missing, and leaves a count to t", (_, t) => {
    const filled = filledTranslate(t);
    const key = "genrefuzzion.roll.verified_detail";
    expect(filled(key, { post: undefined as unknown as string })).toBe(t(key, { post: undefined as unknown as string }));
    expect(filled(key, { post: "#7" })).toBe(t(key, { post: "#7" }));
    const counted: unknown[] = [];
    filledTranslate((k, p) => { counted.push(p); return t(k, p); })(key, { count: 2, post: "#1" });
    expect(counted).toEqual([{ count: 2, post: "#1" }]);
  });

  it("asks t once per sentence and set of parameters, whatever the number of cards", () => {
    const asked: string[] = [];
    const filled = filledTranslate((key, params) => { asked.push(key); return translate(tree["js"] as LocaleTree, key, params) ?? key; });
    const details = Array.from({ length: 200 }, (_, i) => filled("genrefuzzion.roll.verified_detail", { post: `#${i + 2}` }));
    for (let i = 0; i < 200; i++) filled("genrefuzzion.roll.lag_post", { lag: `${i} s` });
    const titles = Array.from({ length: 200 }, () => filled("genrefuzzion.roll.verified"));
    expect(new Set(details).size).toBe(200);
    expect(new Set(titles)).toEqual(new Set([translate(tree["js"] as LocaleTree, "genrefuzzion.roll.verified")]));
    expect(details[3]).toBe(translate(tree["js"] as LocaleTree, "genrefuzzion.roll.verified_detail", { post: "#5" }));
    expect(asked).toEqual(["genrefuzzion.roll.verified_detail", "genrefuzzion.roll.lag_post", "genrefuzzion.roll.verified"]);
  });
});
