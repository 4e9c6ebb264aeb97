// The step a Pujas table on the page is at, as its books card drew it (draw.ts, data-gf-step): what
// the composer's turn entry offers (compose.ts). The first books card of the page is the opening
// post's (PJ-TOOL-12), which the service keeps current; a copy elsewhere comes later in the thread.

/** Whether the table on the page is in its Tenet lap (PJ-TENET-1): scene 0, no Narrator, no auction under way. */
export const tenetLap = (root: ParentNode | undefined = globalThis.document): boolean =>
  root?.querySelector("[data-gf-block=pjledger] [data-gf-step]")?.getAttribute("data-gf-step") === "tenets";
