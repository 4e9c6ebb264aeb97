// The trick registry: one module per trick of the table, keyed by TrickId (a missing one does not
// compile). POOL_ORDER is the order in which declared tricks check their condition and add their
// dice once a pool's lines are read: dice added earlier count for later conditions (Fuera de control
// counts Excelencia's and Arma predilecta's dice), and the first condition that fails is the one reported.
import { armaPredilecta } from "./arma-predilecta.js";
import { asBajoLaManga } from "./as-bajo-la-manga.js";
import { camaraLenta } from "./camara-lenta.js";
import { defensaImpasable } from "./defensa-impasable.js";
import { enLasSombras } from "./en-las-sombras.js";
import { excelencia } from "./excelencia.js";
import { fueraDeControl } from "./fuera-de-control.js";
import { gajesDeOficio } from "./gajes-de-oficio.js";
import { genreSavvy } from "./genre-savvy.js";
import { grandesExpectativas } from "./grandes-expectativas.js";
import { hacerseHumo } from "./hacerse-humo.js";
import { huyanCobardes } from "./huyan-cobardes.js";
import { imitacion } from "./imitacion.js";
import { improvisadorSerial } from "./improvisador-serial.js";
import { insistente } from "./insistente.js";
import { miTesoro } from "./mi-tesoro.js";
import { movidoPorLaPasion } from "./movido-por-la-pasion.js";
import { nacisteListo } from "./naciste-listo.js";
import { nadaMalPero } from "./nada-mal-pero.js";
import { noMeEsperabaEstoDeTi } from "./no-me-esperaba-esto-de-ti.js";
import { noTanRapido } from "./no-tan-rapido.js";
import { otroMorderaElPolvo } from "./otro-mordera-el-polvo.js";
import { planB } from "./plan-b.js";
import { provocame } from "./provocame.js";
import { regaloDelCielo } from "./regalo-del-cielo.js";
import { rompecorazones } from "./rompecorazones.js";
import { savoirFaire } from "./savoir-faire.js";
import { secretosYMentiras } from "./secretos-y-mentiras.js";
import { siempreAlerta } from "./siempre-alerta.js";
import { suerteInmerecida } from "./suerte-inmerecida.js";
import { trabajoEnEquipo } from "./trabajo-en-equipo.js";
import { trucoMental } from "./truco-mental.js";
import { trucoSucio } from "./truco-sucio.js";
import { verCadaDetalle } from "./ver-cada-detalle.js";
import type { TrickModule } from "./trick-module.js";
import type { TrickId } from "./trick-id.js";

export type { TrickModule, PoolView, PoolSoFar, EvaluationFlags, PlayContext } from "./trick-module.js";
export { TRICK_IDS, isTrickId, type TrickId } from "./trick-id.js";
export { unmet } from "./unmet.js";

export const TRICK_MODULES: { readonly [Id in TrickId]: TrickModule<Id> } = {
  "arma-predilecta": armaPredilecta,
  "as-bajo-la-manga": asBajoLaManga,
  "camara-lenta": camaraLenta,
  "defensa-impasable": defensaImpasable,
  "en-las-sombras": enLasSombras,
  "excelencia": excelencia,
  "fuera-de-control": fueraDeControl,
  "gajes-de-oficio": gajesDeOficio,
  "genre-savvy": genreSavvy,
  "grandes-expectativas": grandesExpectativas,
  "hacerse-humo": hacerseHumo,
  "huyan-cobardes": huyanCobardes,
  "imitacion": imitacion,
  "improvisador-serial": improvisadorSerial,
  "insistente": insistente,
  "mi-tesoro": miTesoro,
  "movido-por-la-pasion": movidoPorLaPasion,
  "naciste-listo": nacisteListo,
  "nada-mal-pero": nadaMalPero,
  "no-me-esperaba-esto-de-ti": noMeEsperabaEstoDeTi,
  "no-tan-rapido": noTanRapido,
  "otro-mordera-el-polvo": otroMorderaElPolvo,
  "plan-b": planB,
  "provocame": provocame,
  "regalo-del-cielo": regaloDelCielo,
  "rompecorazones": rompecorazones,
  "savoir-faire": savoirFaire,
  "secretos-y-mentiras": secretosYMentiras,
  "siempre-alerta": siempreAlerta,
  "suerte-inmerecida": suerteInmerecida,
  "trabajo-en-equipo": trabajoEnEquipo,
  "truco-mental": trucoMental,
  "truco-sucio": trucoSucio,
  "ver-cada-detalle": verCadaDetalle,
};

export const POOL_ORDER: readonly TrickId[] = [
  "as-bajo-la-manga", "no-me-esperaba-esto-de-ti", "rompecorazones", "improvisador-serial", "truco-sucio", "camara-lenta",
  "naciste-listo", "plan-b", "defensa-impasable", "excelencia", "arma-predilecta", "gajes-de-oficio", "fuera-de-control",
];

export const trickModule = (id: TrickId): TrickModule => TRICK_MODULES[id];
