// The quick tier (`npm run test:quick`): every test file that tests the pure core, chosen by what the
// file loads rather than by a list. A file is quick unless something it imports, directly or through
// any module it loads (`import`, `export … from`, `import("…")`), is one of IO below: a child process
// (the built gf, esbuild's service, initdb), a browser, PostgreSQL, a socket or server (the sandbox
// forum, the service's HTTP), or a SQLite file. Type-only imports load nothing and do not count
// (tsconfig's verbatimModuleSyntax keeps every other import, as Node and SWC do).
//
// esbuild reads the graph: one bundle of every test file, never written, whose metafile lists each
// module's imports as resolved. A test that reaches one of these by a path no import names (a computed
// import()) is caught at run time instead: test/support/quick-tier-guard.ts fails it in this tier.
import { build } from "esbuild";
import { readdirSync } from "node:fs";
import { join, relative } from "node:path";

/** What makes a test file slow to run, by the package or Node module that does it. */
export const IO = {
  child_process: "a child process",
  "playwright-core": "a browser",
  esbuild: "a child process (esbuild's service)",
  pg: "a PostgreSQL server",
  "@photostructure/sqlite": "a SQLite file",
  sqlite: "a SQLite file", // node:sqlite
  net: "a socket",
  http: "an HTTP server or client",
  https: "an HTTP server or client",
  http2: "an HTTP server or client",
  worker_threads: "a thread",
  cluster: "a child process",
};

/** `node:child_process` → child_process, `pg/lib/x` → pg, `@scope/pkg/x` → @scope/pkg. */
function packageOf(specifier) {
  const bare = specifier.replace(/^node:/, "");
  const parts = bare.split("/");
  return bare.startsWith("@") ? parts.slice(0, 2).join("/") : parts[0];
}

/** Every *.test.ts under `dir`, as paths relative to `root`, sorted. */
export function testFiles(root, dir = "test") {
  const found = [];
  const walk = (d) => {
    for (const e of readdirSync(join(root, d), { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name.endsWith(".test.ts")) found.push(p);
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Each test file with the IO its imports reach: `io` is empty for a quick file. `why` names the
 * chain of modules that leads to the first IO found, for a file that is not quick.
 */
export async function classify(root, files = testFiles(root)) {
  const result = await build({
    stdin: { contents: files.map((f) => `import ${JSON.stringify("./" + f)};`).join("\n"), resolveDir: root, loader: "ts" },
    absWorkingDir: root, bundle: true, write: false, metafile: true, treeShaking: false,
    platform: "node", format: "esm", packages: "external", outfile: join(root, "quick-tier.js"), logLevel: "silent",
  });
  const inputs = result.metafile.inputs;
  const reach = new Map();
  /** The IO a module reaches, each with the chain of modules from it (depth-first, memoised). */
  const visit = (file, stack) => {
    if (reach.has(file)) return reach.get(file);
    if (stack.has(file)) return new Map(); // a cycle: its modules are counted where it started
    stack.add(file);
    const found = new Map();
    for (const i of inputs[file]?.imports ?? []) {
      if (i.external) {
        const name = packageOf(i.path);
        if (name in IO && !found.has(name)) found.set(name, [file, i.path]);
      } else {
        for (const [name, chain] of visit(i.path, stack)) if (!found.has(name)) found.set(name, [file, ...chain]);
      }
    }
    stack.delete(file);
    reach.set(file, found);
    return found;
  };
  return files.map((file) => {
    const found = visit(relative(root, join(root, file)), new Set());
    return { file, io: [...found.keys()].sort(), why: [...found.values()][0] ?? [] };
  });
}

/** The quick tier's test files. */
export async function quickTestFiles(root) {
  return (await classify(root)).filter((c) => c.io.length === 0).map((c) => c.file);
}

// `node test/quick-tier.mjs`: each test file's tier, and for a full-suite file the IO it reaches and how.
if (import.meta.url === `file://${process.argv[1]}`) {
  for (const c of await classify(process.cwd())) {
    console.log(c.io.length ? `full   ${c.file}: ${c.io.map((n) => IO[n]).join(", ")} (${c.why.join(" → ")})` : `quick  ${c.file}`);
  }
}
