/**
 * A reply's text Discourse cooks mentions in: not fenced blocks (the ones to paste back), nor code
 * spans, nor the game tables the reply draws as cards at a line start (the plugin cooks them with no
 * inline text, and Discourse's mention rule reads inline text only: test/service/outbox-guard.test.ts
 * shows it).
 */
export const prose = (raw: string): string => raw.replace(/^[ \t]*```[^]*?^[ \t]*```/gm, "")
  .replace(/^\[(tt-mesa|tt-table|fa-mesa|fa-table)[ \]][^]*?^\[\/\1\]$/gm, "")
  .replace(/(`+)[^`][^]*?\1/g, "");
