// An in-memory CliIo for calling `gf` commands in-process.
import type { CliIo } from "../../src/cli/command.js";

export interface FakeIo extends CliIo {
  readonly stdout: string[];
  readonly stderr: string[];
}

export function fakeIo(opts: { env?: Record<string, string>; stdin?: string; cwd?: string; now?: Date } = {}): FakeIo {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return {
    stdout,
    stderr,
    out: (t) => void stdout.push(t),
    err: (t) => void stderr.push(t),
    readStdin: async () => opts.stdin ?? "",
    env: opts.env ?? {},
    cwd: opts.cwd ?? process.cwd(),
    now: () => opts.now ?? new Date("2026-11-22T12:00:00Z"),
  };
}
