// Why a value a user wrote does not fit a zod schema, in both languages: a replay line, a setup or a
// stated state whose value is of the wrong type ("6" for 6, 2.5 for a count) or out of its range is
// refused with the path and this reason, said in the reader's language like every other refusal,
// rather than with zod's English message. The value itself is read back from the input at the issue's
// path, so the reason shows what was written. Types only from zod.
import type { Lang } from "./i18n.js";
import { gfError, type GfError } from "./result.js";

/** A zod issue as far as it is read here (zod 4's issue shapes). */
export interface ValueIssue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly message: string;
  readonly expected?: string;
  readonly origin?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly inclusive?: boolean;
  readonly values?: readonly unknown[];
  readonly options?: readonly unknown[];
  readonly keys?: readonly string[];
  readonly format?: string;
  readonly divisor?: number | bigint;
  readonly errors?: readonly (readonly ValueIssue[])[];
}

/** What a value should be, by zod's `expected`, as a noun phrase. */
const KINDS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  string: { es: "un texto", en: "a text" },
  number: { es: "un número", en: "a number" },
  int: { es: "un número entero", en: "a whole number" },
  boolean: { es: "true o false", en: "true or false" },
  array: { es: "una lista", en: "a list" },
  tuple: { es: "una lista", en: "a list" },
  object: { es: "un objeto", en: "an object" },
  record: { es: "un objeto", en: "an object" },
  null: { es: "null", en: "null" },
};

/** What a size counts, by the issue's `origin`. */
const UNITS: Readonly<Record<string, Readonly<Record<Lang, string>>>> = {
  string: { es: "caracteres", en: "characters" },
  array: { es: "elementos", en: "items" },
  set: { es: "elementos", en: "items" },
};

const WORDS = {
  type: { es: "se esperaba {want} y hay {got}", en: "expected {want}, got {got}" },
  missing: { es: "falta; se esperaba {want}", en: "missing; expected {want}" },
  least: { es: "debe ser {want} o más, y es {got}", en: "must be {want} or more, got {got}" },
  above: { es: "debe ser más de {want}, y es {got}", en: "must be more than {want}, got {got}" },
  most: { es: "debe ser {want} o menos, y es {got}", en: "must be {want} or less, got {got}" },
  below: { es: "debe ser menos de {want}, y es {got}", en: "must be less than {want}, got {got}" },
  leastOf: { es: "debe tener {want} {unit} o más", en: "must have {want} {unit} or more" },
  mostOf: { es: "debe tener {want} {unit} o menos", en: "must have {want} {unit} or fewer" },
  value: { es: "se esperaba {want} y hay {got}", en: "expected {want}, got {got}" },
  oneOf: { es: "se esperaba uno de {want} y hay {got}", en: "expected one of {want}, got {got}" },
  format: { es: "no es {want} válido", en: "is not a valid {want}" },
  multiple: { es: "debe ser múltiplo de {want}, y es {got}", en: "must be a multiple of {want}, got {got}" },
  keys: { es: "claves desconocidas: {want}", en: "unknown keys: {want}" },
  other: { es: "no es válido ({want})", en: "is not valid ({want})" },
} as const;

const say = (key: keyof typeof WORDS, lang: Lang, p: Record<string, string>) => WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => p[k] ?? "");

/** The value at `path` in what was written, or undefined. */
function at(input: unknown, path: readonly PropertyKey[]): unknown {
  let v = input;
  for (const k of path) {
    if (v === null || typeof v !== "object") return undefined;
    v = (v as Record<PropertyKey, unknown>)[k];
  }
  return v;
}

/** A written value as the reason shows it: a short scalar as written, a list or object by its kind. */
function shown(v: unknown, lang: Lang): string {
  if (Array.isArray(v)) return KINDS["array"]![lang];
  if (v !== null && typeof v === "object") return KINDS["object"]![lang];
  const text = JSON.stringify(v) ?? String(v);
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/** The issue to tell: the first, and inside a union the issue of the option that read furthest. */
function deepest(issue: ValueIssue): { issue: ValueIssue; path: PropertyKey[] } {
  const branches = (issue.errors ?? []).filter((b) => b.length > 0);
  if (issue.code !== "invalid_union" || branches.length === 0) return { issue, path: [...issue.path] };
  const best = branches.map((b) => deepest(b[0]!)).reduce((a, b) => (b.path.length > a.path.length ? b : a));
  return { issue: best.issue, path: [...issue.path, ...best.path] };
}

function reason(issue: ValueIssue, got: unknown, lang: Lang): string {
  const kind = (k: string | undefined) => (k && KINDS[k]?.[lang]) ?? k ?? "?";
  const value = shown(got, lang);
  const bound = (b: number | bigint | undefined) => String(b ?? "?");
  const unit = issue.origin ? UNITS[issue.origin]?.[lang] : undefined;
  switch (issue.code) {
    case "invalid_type":
      return got === undefined ? say("missing", lang, { want: kind(issue.expected) }) : say("type", lang, { want: kind(issue.expected), got: value });
    case "too_small":
      return unit ? say("leastOf", lang, { want: bound(issue.minimum), unit })
        : say(issue.inclusive === false ? "above" : "least", lang, { want: bound(issue.minimum), got: value });
    case "too_big":
      return unit ? say("mostOf", lang, { want: bound(issue.maximum), unit })
        : say(issue.inclusive === false ? "below" : "most", lang, { want: bound(issue.maximum), got: value });
    case "invalid_value":
      return (issue.values ?? []).length === 1 ? say("value", lang, { want: shown(issue.values![0], lang), got: value })
        : say("oneOf", lang, { want: (issue.values ?? []).map((x) => shown(x, lang)).join(" | "), got: value });
    case "invalid_union":
      return say("oneOf", lang, { want: (issue.options ?? []).map((x) => shown(x, lang)).join(" | "), got: value });
    case "invalid_format":
      return say("format", lang, { want: issue.format ?? "?" });
    case "not_multiple_of":
      return say("multiple", lang, { want: bound(issue.divisor), got: value });
    case "unrecognized_keys":
      return say("keys", lang, { want: (issue.keys ?? []).join(", ") });
    default:
      return say("other", lang, { want: issue.message });
  }
}

/**
 * The params of a refusal of `input` by a schema whose parse gave `issues`: `path` (dotted, "-" for the
 * whole value) and `detail`, the reason, in English and, as `detail.es` and `detail.en`, in each
 * language (localise says the reader's).
 */
export function valueRefusal(issues: readonly ValueIssue[], input: unknown): Record<string, string> {
  const first = issues[0];
  if (!first) return { path: "-", detail: "", "detail.es": "", "detail.en": "" };
  const { issue, path } = deepest(first);
  const got = at(input, path);
  const en = reason(issue, got, "en");
  return { path: path.map(String).join(".") || "-", detail: en, "detail.es": reason(issue, got, "es"), "detail.en": en };
}

/** A game's refusal `code` of `input`, whose parse gave `issues`: its params are valueRefusal's. */
export function valueError(code: string, issues: readonly ValueIssue[], input: unknown): GfError {
  return gfError(code, undefined, valueRefusal(issues, input));
}
