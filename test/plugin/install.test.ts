// Installing the plugin as Discourse's launcher installs any plugin: app.yml's
// after_code hook clones a repository into plugins/<name>, and Discourse loads plugins/*/plugin.rb
// (lib/plugin/instance.rb find_all reads each plugin folder's plugin.rb). This repository holds the
// plugin in plugin/, so `npm run plugin-branch` (build.mjs --plugin-branch) makes the branch
// discourse-plugin hold that folder at its root. Here, in a scratch repository made from this one's
// committed plugin/ and package.json, the branch is made and cloned as the README says; the clone
// must be the plugin folder itself, named as plugin.rb names it, at the service's version, and a
// later change must land as a child commit (so `./launcher rebuild`'s git pull fast-forwards).
import { afterAll, beforeAll, describe, expect, it } from "@jest/globals";
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const ROOT = resolve(".");
let scratch = "";
// A clean CI machine has no git identity: the scratch repository's commits name one.
const ENV = { ...process.env, GIT_AUTHOR_NAME: "t", GIT_AUTHOR_EMAIL: "t@example.org", GIT_COMMITTER_NAME: "t", GIT_COMMITTER_EMAIL: "t@example.org" };
const git = (cwd: string, ...args: string[]) => execFileSync("git", args, { cwd, encoding: "utf8", env: ENV, stdio: ["ignore", "pipe", "pipe"] }).trim();
const pluginBranch = (cwd: string) => execFileSync(process.execPath, [join(ROOT, "build.mjs"), "--plugin-branch"],
  { cwd, encoding: "utf8", env: ENV, stdio: ["ignore", "pipe", "pipe"] });
/** The files git keeps under a folder of a commit-ish, sorted. */
const files = (cwd: string, treeish: string) => git(cwd, "ls-tree", "-r", "--name-only", treeish).split("\n").filter(Boolean).sort();

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), "gf-install-"));
  const repo = join(scratch, "repo");
  cpSync(join(ROOT, "plugin"), join(repo, "plugin"), { recursive: true });
  cpSync(join(ROOT, "package.json"), join(repo, "package.json"));
  git(repo, "init", "-q", "-b", "main");
  git(repo, "add", "-A");
  git(repo, "commit", "-q", "-m", "the project");
});
afterAll(() => { if (scratch) rmSync(scratch, { recursive: true, force: true }); });

describe("the plugin, installed as the README says (git clone -b discourse-plugin <repo> plugins/genrefuzzion)", () => {
  it("gives Discourse a plugin folder with plugin.rb at its root, named as plugin.rb names it, at the service's version", () => {
    const repo = join(scratch, "repo");
    expect(pluginBranch(repo)).toMatch(/^discourse-plugin → [0-9a-f]{12} \(plugin \d+\.\d+\.\d+\)/);
    const plugins = join(scratch, "discourse", "plugins");
    git(scratch, "clone", "-q", "-b", "discourse-plugin", repo, join(plugins, "genrefuzzion"));
    const folder = join(plugins, "genrefuzzion");
    const rb = readFileSync(join(folder, "plugin.rb"), "utf8");
    expect(/^# name: (\S+)$/m.exec(rb)?.[1]).toBe("genrefuzzion");
    const version = (JSON.parse(readFileSync(join(repo, "package.json"), "utf8")) as { version: string }).version;
    expect(/^# version: (\S+)$/m.exec(rb)?.[1]).toBe(version);
    // Every file of plugin/, and nothing else: no sources, tests or node_modules in the forum's image.
    expect(files(folder, "HEAD")).toEqual(files(repo, "HEAD:plugin"));
    for (const f of ["assets/javascripts/discourse/initializers/genrefuzzion.js", "config/settings.yml", "public/rules/es.html"]) expect(existsSync(join(folder, f))).toBe(true);
    expect(existsSync(join(folder, "src"))).toBe(false);
  });

  it("adds each change to plugin/ as a child of the last (the launcher's git pull fast-forwards), and nothing when plugin/ is unchanged", () => {
    const repo = join(scratch, "repo");
    const first = git(repo, "rev-parse", "discourse-plugin");
    expect(pluginBranch(repo)).toMatch(/^discourse-plugin already holds plugin\//);
    expect(git(repo, "rev-parse", "discourse-plugin")).toBe(first);
    writeFileSync(join(repo, "plugin", "README.md"), `${readFileSync(join(repo, "plugin", "README.md"), "utf8")}\nA change.\n`);
    // Uncommitted changes are refused: the branch holds what the project committed.
    expect(() => pluginBranch(repo)).toThrow(/uncommitted changes/);
    git(repo, "commit", "-q", "-am", "a change to the plugin");
    pluginBranch(repo);
    expect(git(repo, "rev-parse", "discourse-plugin^")).toBe(first);
    const installed = join(scratch, "discourse", "plugins", "genrefuzzion");
    git(installed, "pull", "-q", "--ff-only");
    expect(readFileSync(join(installed, "README.md"), "utf8")).toContain("A change.");
  });
});
