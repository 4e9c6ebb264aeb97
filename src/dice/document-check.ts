// The operator's document checked in the reader's browser without zod (the page's verifier,
// gf-verify.js, would otherwise ship zod for one schema): document-schema.ts is the JSON Schema
// zod's toJSONSchema gives for well-known.ts's schemas, and this interprets the few keywords it uses.
// It accepts exactly what zod accepts and returns what zod returns (unknown keys dropped, a URL
// trimmed): test/dice/document-check.test.ts holds both to one answer on every vector's document
// and on fuzzed documents. A keyword it does not know is a programmer's error (the schema grew a
// rule this file must learn), never a silent pass. Runtime-neutral.
import { ok, type Result } from "../lib/result.js";
import { isCanonicalForum } from "./context.js";
import { badDocument } from "./document.js";
import { DOCUMENT_SCHEMA_V1, DOCUMENT_SCHEMA_V2 } from "./document-schema.js";
import { pinnedChainByName } from "./drand.js";
import { MAGIC_V1 } from "./proof-v1.js";
import type { WellKnown, WellKnownV1 } from "./well-known.js";

interface Schema {
  readonly type?: string | readonly string[];
  readonly const?: unknown;
  readonly pattern?: string;
  readonly format?: string;
  readonly properties?: Readonly<Record<string, Schema>>;
  readonly required?: readonly string[];
  readonly additionalProperties?: object | boolean;
  readonly items?: Schema;
  readonly maxItems?: number;
  readonly minItems?: number;
  readonly minLength?: number;
  readonly maxLength?: number;
  readonly minimum?: number;
  readonly maximum?: number;
  readonly exclusiveMinimum?: number;
  readonly anyOf?: readonly Schema[];
}

const KNOWN = new Set(["type", "const", "pattern", "format", "properties", "required", "additionalProperties", "items",
  "maxItems", "minItems", "minLength", "maxLength", "minimum", "maximum", "exclusiveMinimum", "anyOf"]);

/** The refinements of well-known.ts, by the format name their .meta() gives them; zod's own formats. */
const FORMATS: Readonly<Record<string, (s: string) => string | undefined>> = {
  "date-time": (s) => s, // its pattern is zod's regex, and zod checks nothing more
  // z.url(): trimmed, parsed by the platform's URL, tabs and line breaks dropped from the value.
  uri: (s) => {
    const trimmed = s.trim();
    try {
      new URL(trimmed);
    } catch {
      return undefined;
    }
    return trimmed.replace(/[\t\n\r]/g, "");
  },
  "gf-canonical-forum": (s) => (isCanonicalForum(s) ? s : undefined),
  "gf-drand-chain": (s) => (pinnedChainByName(s) !== undefined ? s : undefined),
};

class Invalid {
  constructor(readonly path: readonly (string | number)[], readonly message: string) {}
}

const patterns = new Map<string, RegExp>();

function typeOf(value: unknown): string {
  if (value === null) return "null";
  if (Array.isArray(value)) return "array";
  if (typeof value === "number") return Number.isInteger(value) ? "integer" : "number";
  return typeof value;
}

function check(schema: Schema, value: unknown, path: (string | number)[]): unknown {
  for (const key of Object.keys(schema)) if (!KNOWN.has(key)) throw new TypeError(`document-check: unknown keyword ${key}`);
  if (schema.anyOf) {
    let first: Invalid | undefined;
    for (const option of schema.anyOf) {
      try {
        return check(option, value, path);
      } catch (e) {
        if (!(e instanceof Invalid)) throw e;
        first ??= e;
      }
    }
    throw first ?? new Invalid(path, "no option matched");
  }
  if (schema.type !== undefined) {
    const types = typeof schema.type === "string" ? [schema.type] : schema.type;
    const t = typeOf(value);
    if (!types.includes(t) && !(t === "integer" && types.includes("number"))) throw new Invalid(path, `expected ${types.join(" or ")}`);
  }
  if ("const" in schema && value !== schema.const) throw new Invalid(path, `expected ${JSON.stringify(schema.const)}`);
  if (typeof value === "number") {
    if (schema.minimum !== undefined && value < schema.minimum) throw new Invalid(path, `below ${schema.minimum}`);
    if (schema.exclusiveMinimum !== undefined && value <= schema.exclusiveMinimum) throw new Invalid(path, `not above ${schema.exclusiveMinimum}`);
    if (schema.maximum !== undefined && value > schema.maximum) throw new Invalid(path, `above ${schema.maximum}`);
  }
  if (typeof value === "string") {
    let out: string | undefined = value;
    // zod's .min()/.max() on a string count code points (a lone surrogate counts one), as spreading it does.
    const length = schema.minLength !== undefined || schema.maxLength !== undefined ? [...value].length : 0;
    if (schema.minLength !== undefined && length < schema.minLength) throw new Invalid(path, `shorter than ${schema.minLength}`);
    if (schema.maxLength !== undefined && length > schema.maxLength) throw new Invalid(path, `longer than ${schema.maxLength}`);
    if (schema.pattern !== undefined) {
      let re = patterns.get(schema.pattern);
      if (!re) patterns.set(schema.pattern, re = new RegExp(schema.pattern));
      if (!re.test(value)) throw new Invalid(path, `does not match ${schema.format ?? "its pattern"}`);
    }
    if (schema.format !== undefined) {
      const format = FORMATS[schema.format];
      if (!format) throw new TypeError(`document-check: unknown format ${schema.format}`);
      out = format(value);
      if (out === undefined) throw new Invalid(path, `not a valid ${schema.format}`);
    }
    return out;
  }
  if (Array.isArray(value)) {
    if (schema.maxItems !== undefined && value.length > schema.maxItems) throw new Invalid(path, `more than ${schema.maxItems} items`);
    if (schema.minItems !== undefined && value.length < schema.minItems) throw new Invalid(path, `fewer than ${schema.minItems} items`);
    // Array.from visits every index, holes included (as undefined), as zod does; map would skip them.
    return schema.items ? Array.from(value, (item, i) => check(schema.items!, item, [...path, i])) : value;
  }
  if (value !== null && typeof value === "object" && schema.properties) {
    const object = value as Record<string, unknown>;
    // zod's objects drop keys they do not name; a loose one (additionalProperties) keeps them.
    const out: Record<string, unknown> = schema.additionalProperties ? { ...object } : {};
    for (const [key, property] of Object.entries(schema.properties)) {
      const present = Object.prototype.hasOwnProperty.call(object, key) && object[key] !== undefined;
      if (!present) {
        if (schema.required?.includes(key)) throw new Invalid([...path, key], "required");
        continue;
      }
      out[key] = check(property, object[key], [...path, key]);
    }
    return out;
  }
  return value;
}

/** `json` checked against a JSON Schema zod generated (the keywords above): what zod would parse, or its first problem. */
export function checkWith(schema: unknown, json: unknown): Result<unknown> {
  try {
    return ok(check(schema as Schema, json, []));
  } catch (e) {
    if (!(e instanceof Invalid)) throw e;
    return badDocument(`${e.path.join(".")} ${e.message}`.trim());
  }
}

/** The document as zod's schema of well-known.ts would parse it, or its first problem as a "format" failure. */
export function checkDocument(json: unknown): Result<WellKnown | WellKnownV1> {
  const v1 = (json as { format?: unknown } | null)?.format === MAGIC_V1;
  return checkWith(v1 ? DOCUMENT_SCHEMA_V1 : DOCUMENT_SCHEMA_V2, json) as Result<WellKnown | WellKnownV1>;
}
