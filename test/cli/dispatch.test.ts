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

  it("picks the language from --lang, then GF_LANG, then the locale: es* speaks Spanish, anything else English", () => {
    expect(pickLang(["--lang", "en"], { GF_LANG: "es" })).toBe("en");
    expect(pickLang([], { GF_LANG: "en", LANG: "es_ES.UTF-8" })).toBe("en");
    expect(pickLang([], { LANG: "en_GB.UTF-8" })).toBe("en");
    for (const locale of ["C.UTF-8", "POSIX", "fr_FR.UTF-8", "de", "estonian", ""]) expect([locale, pickLang([], { LANG: locale })]).toEqual([locale, "en"]);
    for (const locale of ["es", "es_ES.UTF-8", "es_AR", "ES_mx.utf8", "es@euro"]) expect([locale, pickLang([], { LANG: locale })]).toEqual([locale, "es"]);
    expect(pickLang([], {})).toBe("en");
    // POSIX order for messages: LC_ALL over LC_MESSAGES over LANG.
    expect(pickLang([], { LC_ALL: "es_ES.UTF-8", LC_MESSAGES: "en_US", LANG: "en_US" })).toBe("es");
    expect(pickLang([], { LC_MESSAGES: "es_ES.UTF-8", LANG: "en_US" })).toBe("es");
    expect(pickLang([], { LC_ALL: "", LC_MESSAGES: "en_US", LANG: "es_ES" })).toBe("en");
    expect(pickLang(["--lang=xx"], { LANG: "es_ES" })).toEqual({ bad: "xx", lang: "es" });
    // After "--", "--lang" is a positional, not the option.
    expect(pickLang(["echo", "--", "--lang", "xx"], { LANG: "es_ES" })).toBe("es");
  });

  it("speaks the locale's language in every message it writes, from unknown commands to bad options", async () => {
    const cases: [string[], string, string][] = [
      [["nope"], 'gf: unknown command "nope"; try "gf --help"', "gf: orden desconocida «nope»; prueba «gf --help»"],
      [["echo", "x", "--loud"], 'gf echo: unknown option "--loud"; try "gf echo --help"', "gf echo: opción desconocida «--loud»; prueba «gf echo --help»"],
      [["echo", "x", "--prefix"], 'gf echo: option "--prefix" needs a value; try "gf echo --help"', "gf echo: a la opción «--prefix» le falta su valor; prueba «gf echo --help»"],
      [["echo", "x", "--shout=yes"], 'gf echo: option "--shout" takes no value; try "gf echo --help"', "gf echo: la opción «--shout» no lleva valor; prueba «gf echo --help»"],
      [["echo", "x", "--lang", "fr"], 'gf: unknown language "fr" (es, en)', "gf: idioma desconocido «fr» (es, en)"],
      [["keys"], 'gf: "keys" needs one more word: gf keys init, gf keys show', "gf: «keys» necesita una orden más: gf keys init, gf keys show"],
    ];
    for (const [argv, en, es] of cases) {
      for (const [env, want] of [[{ LANG: "en_US.UTF-8" }, en], [{ LC_ALL: "es_ES.UTF-8", LANG: "en_US.UTF-8" }, es], [{ LC_MESSAGES: "es_MX" }, es]] as const) {
        const io = fakeIo({ env });
        expect(await dispatch(argv, io, table)).toBe(2);
        expect([argv, io.stderr]).toEqual([argv, [want]]);
      }
    }
    // --lang wins over the locale.
    const io = fakeIo({ env: { LANG: "es_ES.UTF-8" } });
    await dispatch(["nope", "--lang", "en"], io, table);
    expect(io.stderr).toEqual(['gf: unknown command "nope"; try "gf --help"']);
    const help = fakeIo({ env: { LANG: "es_ES.UTF-8" } });
    expect(await dispatch(["--help"], help, table)).toBe(0);
    expect(help.stdout[0]).toMatch(/^Uso: gf <orden> \[opciones\]/);
  });
});
