// `node bench/run.mjs first-roll`: clone → first signed roll, as a group meeting the product does it.
// For each commit measured: a fresh clone, an empty npm cache, the README's first command (`npm install`,
// then `npm start`), the curl command `gf serve --sandbox` prints to try it (a pool post), until the
// service's reply with the roll is in the topic; then `gf audit` checks every roll the service signed
// against the forum, so the figure is a signed roll whose signature was checked (its faces are checkable
// once its epoch's seed is revealed, within a minute in the sandbox: "Roll fully verified"). Each step's
// wall time, the install's CPU
// (/usr/bin/time where there is one) and the machine's load average before and after are printed.
// GF_BENCH_COMPARE=<commit> measures that commit first, in the same run, as the baseline (the ratio is
// this checkout's HEAD against it); GF_FIRST_ROLL_REPO clones another repository than this one.
// Runs only when named (bench/run.mjs), as it installs everything from the registry.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { reportTarget } from "../support/targets.js";

/** Minutes from clone to first roll a newcomer should meet on a quiet 2-core machine. */
const TARGET_SECONDS = 60;

const repo = process.env.GF_FIRST_ROLL_REPO ?? git(process.cwd(), "rev-parse", "--show-toplevel");
const head = git(process.cwd(), "rev-parse", "HEAD");
const commits = [...(process.env.GF_BENCH_COMPARE ? [git(process.cwd(), "rev-parse", process.env.GF_BENCH_COMPARE)] : []), head];

function git(cwd: string, ...args: string[]): string {
  const r = spawnSync("git", args, { cwd, encoding: "utf8" });
  if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.trim();
}

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once("error", reject);
    s.listen(0, "127.0.0.1", () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });
}

/** Runs a command to its end; rejects on a non-zero exit with its output's tail. */
function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv }): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: opts.env ?? process.env, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    child.stdout.on("data", (c) => { out += c; });
    child.stderr.on("data", (c) => { out += c; });
    child.on("error", reject);
    child.on("close", (code) => code === 0 ? resolve(out) : reject(new Error(`${cmd} ${args.join(" ")} exited ${code}:\n${out.slice(-3000)}`)));
  });
}

interface Measure {
  readonly commit: string; readonly clone: number; readonly install: number; readonly installCpu: string;
  readonly start: number; readonly roll: number; readonly total: number; readonly audit: string;
  readonly loadBefore: string; readonly loadAfter: string; readonly approve: boolean;
}

async function measure(commit: string): Promise<Measure> {
  const root = mkdtempSync(join(tmpdir(), "gf-first-roll-"));
  const dir = join(root, "p");
  const cache = mkdtempSync(join(tmpdir(), "gf-first-roll-cache-"));
  const loadBefore = load();
  const t0 = performance.now();
  try {
    await run("git", ["clone", "-q", "--no-local", repo, dir], { cwd: root });
    await run("git", ["checkout", "-q", commit], { cwd: dir });
    const tClone = performance.now();
    // An empty npm cache: every package comes from the registry, as on a fresh machine.
    const env = { ...process.env, npm_config_cache: cache, npm_config_update_notifier: "false" };
    const timed = existsSync("/usr/bin/time");
    const installOut = await run(timed ? "/usr/bin/time" : "npm", [...(timed ? ["-f", "cpu %U s user, %S s kernel", "npm"] : []), "install"], { cwd: dir, env });
    const tInstall = performance.now();
    const installCpu = /cpu [\d.]+ s user, [\d.]+ s kernel/.exec(installOut)?.[0].slice(4) ?? "not measured";
    const approve = /approve/i.test(installOut);

    const servicePort = await freePort();
    const sandboxPort = await freePort();
    const serveEnv = { ...env, GF_LISTEN_PORT: String(servicePort), GF_SANDBOX_PORT: String(sandboxPort), LANG: "C.UTF-8", LC_ALL: "C.UTF-8" };
    // Its own process group, so the stop reaches npm's shell and gf alike.
    const serve = spawn("npm", ["start"], { cwd: dir, env: serveEnv, stdio: ["ignore", "pipe", "pipe"], detached: true });
    let said = "";
    serve.stdout.on("data", (c) => { said += c; });
    try {
      const banner = await new Promise<string>((resolve, reject) => {
        serve.stderr.on("data", (c) => {
          said += c;
          // The banner ends with the command that reads the topic the curl command opens.
          if (/curl -s \S+\/t\/\d+\.json/.test(said)) resolve(said);
        });
        serve.on("close", (code) => reject(new Error(`npm start exited ${code} before its banner:\n${said.slice(-3000)}`)));
      });
      const tStart = performance.now();
      const tryIt = /(curl -s \S+\/posts\.json[\s\S]*?-d '(?:[^']|'\\'')*')/.exec(banner)?.[1];
      const topic = /curl -s (\S+\/t\/\d+\.json)/.exec(banner)?.[1];
      if (!tryIt || !topic) throw new Error(`no try-it command in the banner:\n${banner}`);
      await run("bash", ["-c", tryIt], { cwd: dir });
      // The reply: a post by the service's account holding a signed proof.
      for (;;) {
        const res = await fetch(topic).catch(() => undefined);
        const body = res?.ok ? await res.json() as { post_stream?: { posts?: { username: string; cooked: string }[] } } : {};
        if (body.post_stream?.posts?.some((p) => p.username !== "alicia" && /gf\d\.[A-Za-z0-9_-]{20,}/.test(p.cooked))) break;
        if (performance.now() - tStart > 120_000) throw new Error(`no roll within 2 minutes:\n${JSON.stringify(body).slice(0, 2000)}`);
        await new Promise((r) => setTimeout(r, 50));
      }
      const tRoll = performance.now();
      const serviceUrl = `http://127.0.0.1:${servicePort}`;
      const audit = await run("node", ["dist/gf.mjs", "audit", serviceUrl, "--forum-url", `http://127.0.0.1:${sandboxPort}`, "--state", join(root, "audit.json")], { cwd: dir, env: serveEnv })
        .then((out) => out.trim().split("\n").slice(-1)[0] ?? "", (e: Error) => { throw new Error(`gf audit refused the roll: ${e.message}`); });
      return { commit, clone: tClone - t0, install: tInstall - tClone, installCpu, start: tStart - tInstall, roll: tRoll - tStart,
        total: tRoll - t0, audit, loadBefore, loadAfter: load(), approve };
    } finally {
      if (serve.exitCode === null && serve.pid) {
        const closed = new Promise((r) => serve.once("close", r));
        process.kill(-serve.pid, "SIGINT");
        await closed;
      }
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
    rmSync(cache, { recursive: true, force: true });
  }
}

console.log(`clone → first signed roll, ${repo}, Node ${process.version}, load ${load()}`);
const results: Measure[] = [];
for (const commit of commits) {
  const m = await measure(commit);
  results.push(m);
  console.log(`  ${commit.slice(0, 7)}${commit === head ? " (HEAD)" : " (baseline)"}: clone ${seconds(m.clone)}, npm install ${seconds(m.install)} (${m.installCpu}),`
    + ` npm start ready ${seconds(m.start)}, pool → roll ${seconds(m.roll)}: clone → roll ${seconds(m.total)}; load ${m.loadBefore} → ${m.loadAfter}`);
  console.log(`    gf audit: ${m.audit}${m.approve ? "; npm asked to approve install scripts" : ""}`);
}
const last = results[results.length - 1]!;
if (results.length > 1) console.log(`  HEAD against the baseline: ${(last.total / results[0]!.total).toFixed(2)}× clone → roll, ${(last.install / results[0]!.install).toFixed(2)}× npm install`);
reportTarget("first-roll", { figure: "clone → first signed roll, empty npm cache", value: seconds(last.total),
  target: `≤ ${TARGET_SECONDS} s`, met: last.total <= TARGET_SECONDS * 1000 });
