// Jest runs our TypeScript as native ESM through SWC (the fastest transform we measured for
// this suite); type checking is tsc's job, run separately by test/run.mjs.
import { availableParallelism } from "node:os";

export default {
  testEnvironment: "node",
  roots: ["<rootDir>/test"],
  testMatch: ["**/*.test.ts"],
  extensionsToTreatAsEsm: [".ts"],
  // Sources import siblings as "./x.js" (NodeNext style); map them back to the .ts file.
  moduleNameMapper: { "^(\\.{1,2}/.*)\\.js$": "$1" },
  transform: {
    "^.+\\.ts$": ["@swc/jest", {
      jsc: { parser: { syntax: "typescript" }, target: "es2022" },
      module: { type: "es6" },
    }],
  },
  testTimeout: 30000,
  // Jest's default is one worker fewer than the cores: one on a 2-core machine, which left a core idle
  // while a test waited on a browser, a child process or the forum. As many workers as cores, at least 2.
  maxWorkers: Math.max(2, availableParallelism()),
  // The quick tier (npm run test:quick) fails a test that starts a child process or opens a socket.
  // Rule coverage counts the rule IDs tests assert: the setup file records them, the reporter checks
  // them once every rule test file has run.
  setupFilesAfterEnv: ["<rootDir>/test/support/record-asserted-rules.ts", "<rootDir>/test/support/quick-tier-guard.ts"],
  reporters: ["default", "<rootDir>/test/support/rule-coverage-reporter.mjs"],
};
