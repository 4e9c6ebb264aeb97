// Structured logs: one JSON object per line on stdout (or any sink), with bindings carried by child
// loggers, so a handler's lines always name their event and post.
export type LogLevel = "debug" | "info" | "warn" | "error";
const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

export interface Log {
  debug(msg: string, fields?: Record<string, unknown>): void;
  info(msg: string, fields?: Record<string, unknown>): void;
  warn(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
  child(bindings: Record<string, unknown>): Log;
}

export function jsonLog(options: { level?: LogLevel; write?: (line: string) => void; now?: () => number } = {},
  bindings: Record<string, unknown> = {}): Log {
  const min = RANK[options.level ?? "info"];
  const write = options.write ?? ((line: string) => void process.stdout.write(line + "\n"));
  const now = options.now ?? Date.now;
  const at = (level: LogLevel) => (msg: string, fields: Record<string, unknown> = {}) => {
    if (RANK[level] < min) return;
    write(JSON.stringify({ time: new Date(now()).toISOString(), level, msg, ...bindings, ...fields }, errorReplacer));
  };
  return {
    debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"),
    child: (more) => jsonLog(options, { ...bindings, ...more }),
  };
}

/** Errors become their message (and code), never a stack trace in the logs' main fields. */
function errorReplacer(_key: string, value: unknown): unknown {
  return value instanceof Error ? { name: value.name, message: value.message } : value;
}

/** A log that keeps its lines, for tests. */
export function memoryLog(): Log & { lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const log = jsonLog({ level: "debug", write: (l) => lines.push(JSON.parse(l) as Record<string, unknown>) });
  return Object.assign(log, { lines });
}
