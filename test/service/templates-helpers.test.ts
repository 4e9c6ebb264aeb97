// The platform's frames hold no logic of their own: a template may call the platform's formatting
// helpers and Handlebars' own block helpers, nothing else, and a frame that calls any other name
// stops the templates loading (so the service does not start) instead of failing at its first reply.
import { describe, expect, it } from "@jest/globals";
import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defaultTemplatesDir } from "../../src/service/service.js";
import { loadTemplates } from "../../src/service/templates.js";

function withFrame(name: string, text: string): string {
  const dir = mkdtempSync(join(tmpdir(), "gf-frames-"));
  cpSync(defaultTemplatesDir(), dir, { recursive: true });
  writeFileSync(join(dir, name), text);
  return dir;
}

describe("the reply frames call only the platform's helpers", () => {
  it("the frames as shipped load", () => {
    expect(() => loadTemplates(defaultTemplatesDir())).not.toThrow();
  });

  it.each([
    ["a helper nobody registered", "@{{username}} {{shout reason}}"],
    ["a block helper of its own", "{{#ifBig hours}}late{{/ifBig}}"],
  ])("a frame with %s stops the loading, naming the file", (_what, text) => {
    const dir = withFrame("flow-reminder.en.hbs", text);
    try {
      expect(() => loadTemplates(dir)).toThrow(/flow-reminder\.en\.hbs/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("Handlebars' own if and each, and the platform's helpers, are allowed", () => {
    const dir = withFrame("flow-reminder.en.hbs", "{{#if who}}{{code who}}{{/if}}{{#each list}}{{cut this}}{{/each}} {{quoteMax}}");
    try {
      expect(() => loadTemplates(dir)).not.toThrow();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
