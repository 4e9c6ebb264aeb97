// Shared test helpers: dice from "d8:7 d6:1" text, and error checks that also prove the message
// exists in both languages with every placeholder filled.
import { expect } from "@jest/globals";
import type { GfError, Result } from "../../../src/lib/result.js";
import { rulesMessage, rulesMessages } from "../../../src/games/genrefuzzion/rules/messages.js";
import { checksRule } from "../../support/checks-rule.js";

export function dice(text: string): { size: number; face: number }[] {
  return text.trim().split(/\s+/).map((token) => {
    const m = /^d(\d+):(\d+)$/.exec(token);
    if (!m) throw new TypeError(`bad die ${token}`);
    return { size: Number(m[1]), face: Number(m[2]) };
  });
}

export function value<T>(result: Result<T, GfError>): T {
  if (!result.ok) throw new Error(`expected ok, got ${JSON.stringify(result.error)}`);
  return result.value;
}

/** Asserts a typed error with this code (and rule), localised in es and en with no `{x}` left. */
export function failure<T>(result: Result<T, GfError>, code: string, rule?: string): GfError {
  if (result.ok) throw new Error(`expected ${code}, got ok`);
  expect(result.error.code).toBe(code);
  if (rule) expect(result.error.rule).toBe(rule);
  expect(Object.hasOwn(rulesMessages, code)).toBe(true);
  for (const lang of ["es", "en"] as const) expect(rulesMessage(result.error, lang)).not.toMatch(/\{\w+\}/);
  return result.error;
}

export { checksRule };
