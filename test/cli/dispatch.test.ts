import { describe, expect, it } from "@jest/globals";
import { CliError, stringOption, type Command } from "../../src/cli/command.js";
import { dispatch, pickLang } from "../../src/cli/dispatch.js";
import { fakeIo } from "./fake-io.js";

const table: Command[] = [
  {
    name: "keys init", usage: "", positionals: [0, 0],
    summary: { es: "crea la clave", en: "create the key" }, options: {},
    run: () => 0,
  },
  {
    name: "keys show", usage: "", positionals: [0, 0],
    summary: { es: "muestra la clave", en: "show the key" }, options: {},
    run: () => { throw new CliError("no key here"); },
  },
  {
    name: "echo", usage: "<text>", positionals: [1, 2],
    summary: { es: "repite", en: "echo" },
    options: { shout: { type: "boolean", help: { es: "grita", en: "shout" } },
      prefix: { type: "string", help: { es: "prefijo", en: "prefix" } } },
    run: ({ values, positionals }, io) => {
      io.out(`${stringOption(values, "prefix") ?? ""}${positionals.join(" ")}${values.shout ? "!" : ""}`);
      return 0;
    },
  },
  {
    name: "crash", usage: "", positionals: [0, 0], summary: { es: "falla", en: "fails" }, options: {},
    run: () => { throw new Error("boom\nsecond line"); },
  },
];

describe("gf dispatcher", () => {
  it("runs a command in-process with its options and positionals", async () => {
    const io = fakeIo();
    expect(await dispatch(["echo", "hi", "--shout", "--prefix", ">"], io, table)).toBe(0);
    expect(io.stdout).toEqual([">hi!"]);
  });

  it("selects multi-word commands", async () => {
    const io = fakeIo();
    expect(await dispatch(["keys", "init"], io, table)).toBe(0);
    expect(await dispatch(["keys", "show"], io, table)).toBe(2);
    expect(io.stderr).toEqual(["gf keys show: no key here"]);
  });

  it("prints help for the whole tool and for each command, exit 0", async () => {
    const io = fakeIo();
    expect(await dispatch(["--help", "--lang", "en"], io, table)).toBe(0);
    expect(io.stdout[0]).toContain("keys init");
    expect(await dispatch(["echo", "--help", "--lang=es"], io, table)).toBe(0);
    expect(io.stdout[1]).toMatch(/^Uso: gf echo <text>/);
    expect(io.stdout[1]).toContain("--data-dir");
  });

  it("a command group alone names its commands", async () => {
    const io = fakeIo({ env: { GF_LANG: "en" } });
    expect(await dispatch(["keys"], io, table)).toBe(2);
    expect(io.stderr).toEqual(['gf: "keys" needs one more word: gf keys init, gf keys show']);
  });

  it("no arguments: help on stderr and exit 2", async () => {
    const io = fakeIo();
    expect(await dispatch([], io, table)).toBe(2);
    expect(io.stderr[0]).toContain("echo");
  });

  it("bad input is one line and exit 2: unknown command, unknown option, missing value, arity", async () => {
    for (const argv of [["nope"], ["echo", "x", "--loud"], ["echo", "x", "--prefix"], ["echo"],
      ["echo", "a", "b", "c"], ["keys"], ["echo", "x", "--lang", "fr"]]) {
      const io = fakeIo({ env: { GF_LANG: "en" } });
      expect(await dispatch(argv, io, table)).toBe(2);
      expect(io.stderr[0]).toMatch(/^gf/);
      expect(io.stderr).toHaveLength(1);
      expect(io.stderr[0]).not.toContain("\n");
      expect(io.stdout).toEqual([]);
    }
  });

  it("an internal error is one line, exit 1, no stack trace", async () => {
    const io = fakeIo({ env: { GF_LANG: "en" } });
    expect(await dispatch(["crash"], io, table)).toBe(1);
    expect(io.stderr).toEqual(["gf crash: internal error: boom (please report it)"]);
  });

  it("picks the language from --lang, then GF_LANG, then the locale", () => {
    expect(pickLang(["--lang", "en"], { GF_LANG: "es" })).toBe("en");
    expect(pickLang([], { GF_LANG: "en", LANG: "es_ES.UTF-8" })).toBe("en");
    expect(pickLang([], { LANG: "en_GB.UTF-8" })).toBe("en");
    expect(pickLang([], { LANG: "C.UTF-8" })).toBe("es");
    expect(pickLang(["--lang=xx"], {})).toEqual({ bad: "xx" });
  });
});
