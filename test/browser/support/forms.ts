// A card's button that opens a picker: its game's forms script (GenreFuzzion's gf-genrefuzzion-forms.js,
// src/games/genrefuzzion/cards/load-forms.ts) is loaded on the first click, so the picker opens once
// it is on the page. This clicks (or runs `press`, a keyboard's Enter) and waits until it has opened.
import type { Locator } from "playwright-core";

export async function openPicker(toggle: Locator, press?: () => Promise<void>): Promise<void> {
  await (press ? press() : toggle.click());
  await toggle.page().waitForFunction((el) => el?.getAttribute("aria-expanded") === "true", await toggle.elementHandle(), { timeout: 30_000 });
}
