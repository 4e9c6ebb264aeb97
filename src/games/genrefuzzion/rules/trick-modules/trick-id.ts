// Every trick of the tricks table (GF-TRICK-01 to GF-TRICK-34) by id: the registry of trick modules
// is keyed by this union, so a trick without a module, or a module for no trick, fails to compile.
export const TRICK_IDS = [
  "arma-predilecta",
  "as-bajo-la-manga",
  "camara-lenta",
  "defensa-impasable",
  "en-las-sombras",
  "excelencia",
  "fuera-de-control",
  "gajes-de-oficio",
  "genre-savvy",
  "grandes-expectativas",
  "hacerse-humo",
  "huyan-cobardes",
  "imitacion",
  "improvisador-serial",
  "insistente",
  "mi-tesoro",
  "movido-por-la-pasion",
  "naciste-listo",
  "nada-mal-pero",
  "no-me-esperaba-esto-de-ti",
  "no-tan-rapido",
  "otro-mordera-el-polvo",
  "plan-b",
  "provocame",
  "regalo-del-cielo",
  "rompecorazones",
  "savoir-faire",
  "secretos-y-mentiras",
  "siempre-alerta",
  "suerte-inmerecida",
  "trabajo-en-equipo",
  "truco-mental",
  "truco-sucio",
  "ver-cada-detalle",
] as const;

export type TrickId = (typeof TRICK_IDS)[number];

export const isTrickId = (id: string): id is TrickId => (TRICK_IDS as readonly string[]).includes(id);
