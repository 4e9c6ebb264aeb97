// The roll badge's panel, the plugin's public script gf-verify-panel.js (a classic script defining
// window.GfVerifyPanel): what the badge's button opens, written the first time a reader opens one on
// the page (roll-badge.ts loads it then), so the pages' badges carry none of it: in words, what was
// checked and what is still to check, naming posts by the number readers see ("#5"), and the
// `gf verify` command that checks the same from a terminal (verify-command.ts, built by the verifier
// worker), with a button that copies it.
import { h } from "./dom.js";
import type { Translate } from "./host.js";
import { verdictChecks, type RollVerdict } from "./verdict.js";

/** Writes the panel's lists and command under its detail line; `label` names a post as readers see it. */
export function fillPanel(panel: HTMLElement, verdict: RollVerdict, t: Translate, label: (post: number) => string): void {
  const { checked, pending } = verdictChecks(verdict, t, label);
  const command = "command" in verdict ? verdict.command : undefined;
  panel.append(...list(t("roll.panel_checked"), checked, "checked"), ...list(t("roll.panel_pending"), pending, "pending"),
    ...(command ? [h("p", { class: "gf-verify-head" }, t("roll.panel_command")), h("pre", { class: "gf-verify-command" }, h("code", {}, command)),
      h("button", { type: "button", class: "gf-button gf-verify-copy", onclick: copyCommand }, t("roll.copy"))] : []));

  /**
   * Copies the command (the code before the button): selected first, so a browser without the
   * clipboard API (a page not served over https) leaves it ready for the reader's own copy.
   */
  function copyCommand(this: HTMLButtonElement): void {
    const code = this.previousElementSibling!;
    getSelection()?.selectAllChildren(code);
    void navigator.clipboard?.writeText(code.textContent!).then(() => { this.textContent = t("roll.copied"); }, () => undefined);
  }
}

const list = (head: string, items: readonly string[], kind: string): HTMLElement[] => (items.length
  ? [h("p", { class: "gf-verify-head" }, head), h("ul", { class: "gf-verify-list", "data-gf-checks": kind }, items.map((i) => h("li", {}, i)))] : []);
