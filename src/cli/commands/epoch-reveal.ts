// `gf epoch reveal [--epoch N]`: publishes the seed of the latest closed epoch (or of N, if closed),
// so anyone can re-derive that epoch's rolls (docs/verifiable-dice.md §5).
import { flag, type Command } from "../command.js";
import { countOption, operatorOf, orFail, text } from "../shell.js";

export const epochReveal: Command = {
  name: "epoch reveal",
  usage: "",
  positionals: [0, 0],
  summary: {
    es: "revela la semilla de la última época cerrada (nunca la de una abierta)",
    en: "reveal the seed of the latest closed epoch (never an open one)",
  },
  options: {
    epoch: { type: "string", help: { es: "revela esta época en lugar de la última cerrada", en: "reveal this epoch instead of the latest closed one" } },
    json: { type: "boolean", help: { es: "salida JSON", en: "JSON output" } },
  },
  run: (args, io) => {
    const operator = operatorOf(args, io);
    const revealed = orFail(operator.reveal(io.now().getTime(), countOption(args, "epoch", operator.schedule.epochs)), args.lang);
    io.out(flag(args.values, "json") ? JSON.stringify(revealed) : text(args.lang, "cli.revealed-epoch", revealed));
    return 0;
  },
};
