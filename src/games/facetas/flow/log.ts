// One entry of the conflict's visible log as a line in the reader's language (the rules keep both).
import type { Lang } from "../../../lib/i18n.js";
import type { LogEntry } from "../rules/index.js";

export function entryText(e: LogEntry, lang: Lang): string {
  return lang === "es" ? e.es : e.what;
}
