// Names go into the service's replies' prose: no brackets (a name can never open a block in its post),
// no quotes, no "@" (the service mentions only whose turn it is), no bidi controls (they would
// reorder the reply's text around the name) and no line breaks or control characters (spaces).
// Names inside a tag's attribute are not cleaned but encoded (the templates' `attr`), so they read back whole.
export const replyName = (text: string): string => text
  .replace(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, "")
  .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, " ")
  .replace(/[[\]"\u201c\u201d@]/g, "").trim();
