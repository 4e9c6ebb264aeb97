// The thread flow's own messages (es/en), and the one place a refusal of any source becomes text in
// the block's language: the markup's catalogue, the rules', or this one. A "dice" refusal carries the
// dice service's error, which the caller words (it is nobody's move).
import { localise, type Catalogue, type Lang } from "../../../lib/i18n.js";
import { tricubeMessages } from "../rules/index.js";
import { tricubeMarkupMessages } from "../markup/index.js";
import type { FlowRefusal } from "./play-post.js";

export const tricubeFlowMessages = {
  "tt.flow.own-dice": {
    es: "en esta partida los dados los tira el servicio, de forma verificable: quita la línea «dados» y vuelve a publicar",
    en: "in this game the service rolls the dice, verifiably: remove the \"dice\" line and post again",
  },
  "tt.flow.nothing": { es: "esta publicación no tiene nada que jugar", en: "this post has nothing to play" },
  "tt.topic.unreadable": { es: "el estado guardado de este tema no se puede leer en «{path}»: {detail}", en: "this topic's stored state cannot be read at \"{path}\": {detail}" },
  "tt.flow.refused": { es: "No se ha aplicado nada de esta publicación.", en: "Nothing in this post was applied." },
} satisfies Catalogue;

export function refusalText(r: FlowRefusal, lang: Lang = r.lang): string {
  const catalogue: Catalogue = r.source === "markup" ? tricubeMarkupMessages : r.source === "flow" ? tricubeFlowMessages : tricubeMessages;
  return localise(catalogue, r.error, lang);
}
