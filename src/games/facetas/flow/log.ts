// One entry of the conflict's visible log as a line in the reader's language.
import type { Lang } from "../../../lib/i18n.js";
import type { LogEntry } from "../rules/index.js";

export function entryText(e: LogEntry, _lang: Lang): string {
  return e.what;
}
