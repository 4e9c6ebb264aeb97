// `gf` as the attack tests run it: the real CLI's dispatch, in English (or Spanish), on a fake terminal; what it
// printed and its exit code.
import { commands } from "../../../src/cli/commands/index.js";
import { dispatch } from "../../../src/cli/dispatch.js";
import { fakeIo } from "../../cli/fake-io.js";

export async function gf(argv: string[], lang: "en" | "es" = "en"): Promise<{ code: number; out: string; err: string }> {
  const io = fakeIo({ env: { GF_LANG: lang }, now: new Date() });
  const code = await dispatch(argv, io, commands);
  return { code, out: io.stdout.join("\n"), err: io.stderr.join("\n") };
}
