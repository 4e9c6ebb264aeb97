// Entry point of dist/gf.mjs: wires the real process to the dispatcher and the command table.
import { commands } from "./commands/index.js";
import type { CliIo } from "./command.js";
import { dispatch } from "./dispatch.js";

const io: CliIo = {
  out: (text) => void process.stdout.write(`${text}\n`),
  err: (text) => void process.stderr.write(`${text}\n`),
  readStdin: async () => {
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks).toString("utf8");
  },
  env: process.env,
  cwd: process.cwd(),
  now: () => new Date(),
};

// A reader that stops early (`gf … | head`) closes the pipe: that ends the output, it is no error.
process.stdout.on("error", (e: NodeJS.ErrnoException) => {
  if (e.code === "EPIPE") process.exit(process.exitCode ?? 0);
  throw e;
});

process.exitCode = await dispatch(process.argv.slice(2), io, commands);
