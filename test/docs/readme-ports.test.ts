// The README names the port options a new user needs when a port is taken: the same flags and
// variables `gf serve`'s one-line port-in-use error names (src/cli/commands/serve.ts PORTS), with
// the defaults the command uses, so the two cannot drift apart.
import { describe, expect, it } from "@jest/globals";
import { readFileSync } from "node:fs";
import { PORTS } from "../../src/cli/commands/serve.js";

describe("README: the ports", () => {
  const readme = readFileSync("README.md", "utf8");

  it("names each port's flag and variable, as the port-in-use line does, with its default", () => {
    const defaults = { service: 8787, sandbox: 4200 } as const;
    for (const [which, { flag, env }] of Object.entries(PORTS) as [keyof typeof PORTS, (typeof PORTS)[keyof typeof PORTS]][]) {
      const sentence = readme.split(/\n\n/).find((p) => p.startsWith("Ports:"))!.replace(/\s+/g, " ");
      expect([which, sentence]).toEqual([which, expect.stringContaining(`${defaults[which]} (\`${flag}\`, or \`${env}\`)`)]);
    }
  });
});
