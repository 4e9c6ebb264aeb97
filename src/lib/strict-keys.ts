// Reading a record strictly against a zod schema without changing the schema: the first key, at any
// depth, that the schema does not name, with the keys it accepts there. A replay line is read this way
// (src/lib/replay.ts) so a misspelt field is an error, never silently dropped, while the schemas the
// service parses posts with stay as they are. Walks zod 4's schema definitions (`_zod.def`); types
// only from zod, so src/lib keeps importing nothing at run time.
import { gfError, type GfError } from "./result.js";

/** Any zod schema, as far as the walk reads it. */
export interface SchemaLike { readonly _zod: { readonly def: unknown } }

interface Def {
  readonly type: string;
  readonly shape?: Readonly<Record<string, SchemaLike>>;
  readonly catchall?: SchemaLike;
  readonly innerType?: SchemaLike;
  readonly in?: SchemaLike;
  readonly out?: SchemaLike;
  readonly options?: readonly SchemaLike[];
  readonly discriminator?: string;
  readonly element?: SchemaLike;
  readonly valueType?: SchemaLike;
  readonly getter?: () => SchemaLike;
  readonly values?: readonly unknown[];
}

const def = (s: SchemaLike): Def => s._zod.def as Def;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === "object" && !Array.isArray(v);
const WRAPPERS = new Set(["optional", "nullable", "default", "prefault", "readonly", "catch", "nonoptional", "success"]);

/** The schema behind wrappers and transforms: what the value must look like as written. */
function bare(s: SchemaLike): Def {
  let d = def(s);
  for (let i = 0; i < 20; i++) {
    if (WRAPPERS.has(d.type) && d.innerType) d = def(d.innerType);
    // A transform after a schema reads the schema; a preprocess (a transform first) reads what follows it.
    else if (d.type === "pipe" && d.in && d.out) d = def(def(d.in).type === "transform" ? d.out : d.in);
    else if (d.type === "lazy" && d.getter) d = def(d.getter());
    else break;
  }
  return d;
}

/** The union's options that could read this value: for a discriminated union, the one its tag names. */
function candidates(d: Def, value: unknown): SchemaLike[] {
  const options = [...(d.options ?? [])];
  if (!d.discriminator || !isObject(value)) return options;
  const tag = value[d.discriminator];
  return options.filter((o) => bare(o).shape?.[d.discriminator!] && (bare(bare(o).shape![d.discriminator!]!).values ?? []).includes(tag));
}

/**
 * The first key of `value` that `schema` does not accept, as `replay.unknown-key` with where it is
 * (`where` first, then the path) and the keys accepted there; null when every key is known. Values of
 * the wrong type are left to the schema's own parse.
 */
export function unknownKey(schema: SchemaLike, value: unknown, where: string): GfError | null {
  const d = bare(schema);
  if (d.type === "object" && d.shape && isObject(value)) {
    if (d.catchall && bare(d.catchall).type !== "never") return null;
    const keys = Object.keys(d.shape);
    const extra = Object.keys(value).find((k) => !keys.includes(k));
    if (extra !== undefined) return gfError("replay.unknown-key", undefined, { key: extra, where, keys: keys.join(", ") });
    for (const k of keys) {
      if (value[k] === undefined) continue;
      const inner = unknownKey(d.shape[k]!, value[k], where === "-" || !where ? k : `${where}.${k}`);
      if (inner) return inner;
    }
    return null;
  }
  if (d.type === "array" && d.element && Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const inner = unknownKey(d.element, value[i], `${where}[${i}]`);
      if (inner) return inner;
    }
    return null;
  }
  if (d.type === "record" && d.valueType && isObject(value)) {
    for (const [k, v] of Object.entries(value)) {
      const inner = unknownKey(d.valueType, v, `${where}.${k}`);
      if (inner) return inner;
    }
    return null;
  }
  if (d.type === "union" && isObject(value)) {
    // An object value against a union of shapes: known if one of them knows every key.
    const errors = candidates(d, value).filter((o) => ["object", "union", "record"].includes(bare(o).type)).map((o) => unknownKey(o, value, where));
    if (errors.length === 0 || errors.some((e) => e === null)) return null;
    // Else the option that read furthest before a key it does not know (`setup.state.dice.attacker`,
    // not the other option's "no key state"): the deepest place names what was meant.
    const depth = (e: GfError | null) => String(e?.params?.["where"] ?? "").split(/[.[]/).length;
    return errors.reduce((a, b) => (depth(b) > depth(a) ? b : a), errors[0] ?? null);
  }
  return null;
}

/** Each kind of a discriminated union (an action's `type`) and the keys its shape names, in order. */
export function unionKeys(schema: SchemaLike): Record<string, string[]> {
  const d = bare(schema);
  const out: Record<string, string[]> = {};
  for (const o of d.options ?? []) {
    const shape = bare(o).shape ?? {};
    const tag = d.discriminator ? bare(shape[d.discriminator]!).values?.[0] : undefined;
    if (typeof tag === "string") out[tag] = Object.keys(shape).filter((k) => k !== d.discriminator);
  }
  return out;
}
