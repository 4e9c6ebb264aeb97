// Names go into the service's replies: no brackets (a name can never open a block in its post), no
// quotes (they sit in a roll block's attribute) and no "@" (the service mentions only whose turn it is).
export const replyName = (text: string): string => text.replace(/[[\]"@]/g, "").trim();
