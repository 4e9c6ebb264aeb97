// A table's settings as its players read them, for every game's opening: each setting in words from
// the game's own catalogue, in the table's language ("a bid of 0 is allowed"), and the setting keys
// with their rule IDs, which the group writes to change one, only in a fold Discourse draws closed
// (the details element its bundled discourse-details plugin allows:
// plugins/discourse-details/assets/javascripts/lib/discourse-markdown/details.js, helper.allowList
// "details", "summary"). Pure; the game's words are its own, the keys are the game's settings names.
import { fill, type Lang } from "./i18n.js";
import { inertText } from "./inert-text.js";

/** One setting's words: by its value as text ("true", "clamp-and-flag"), or "n" for any number ({n} filled in). */
export type SettingWords = Readonly<Record<string, Readonly<Record<Lang, string>>>>;

export interface ShownSetting {
  readonly key: string;
  readonly value: string | number | boolean;
  /** The rule the setting settles (PJ-AMB-02, FA-AMB-01). */
  readonly rule: string;
  /** Marked where the table changed it from the game's default. */
  readonly changed?: boolean;
}

const FOLD: Readonly<Record<Lang, string>> = { es: "Los ajustes como se escriben", en: "The settings as written" };
const CHANGED: Readonly<Record<Lang, string>> = { es: " (cambiado)", en: " (changed)" };

/** Each setting in words, in the table's language; a value the catalogue does not know is shown as written. */
export function settingsInWords(settings: readonly ShownSetting[], words: Readonly<Record<string, SettingWords>>, lang: Lang): string[] {
  return settings.map((s) => {
    const byValue = words[s.key];
    const said = byValue?.[String(s.value)]?.[lang] ?? (typeof s.value === "number" ? byValue?.["n"]?.[lang] : undefined);
    return `${said ? fill(said, { n: typeof s.value === "number" ? s.value : 0 }) : `${s.key}: ${String(s.value)}`}${s.changed ? CHANGED[lang] : ""}`;
  });
}

/**
 * Every setting in one fold Discourse draws closed, one line each: its words in the table's language,
 * then the key and value a group writes to change it, and its rule. `summary` names the fold; the
 * words pass the one inert-text function; the keys and values are the game's settings names and
 * validated values, shown in code spans.
 */
export function settingsList(settings: readonly ShownSetting[], words: Readonly<Record<string, SettingWords>>, lang: Lang, summary: string): string {
  const said = settingsInWords(settings, words, lang);
  return [`<details><summary>${inertText(summary)}</summary>`, "",
    ...settings.map((s, i) => `- ${inertText(said[i]!)}: \`${s.key}: ${String(s.value)}\` (${s.rule})`), "", "</details>"].join("\n");
}

/** The fold with every setting's key, value and rule, closed: what a group copies into a setup line to change one. */
export function settingsFold(settings: readonly ShownSetting[], lang: Lang): string {
  return [`<details><summary>${FOLD[lang]}</summary>`, "",
    ...settings.map((s) => `- \`${s.key}: ${String(s.value)}\`${s.changed ? " *" : ""} (${s.rule})`), "", "</details>"].join("\n");
}
