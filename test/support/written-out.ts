// A composer skeleton with its example words written out as a player would (TopicFlow.templateWords:
// Tricube's perk and quirk and its challenge's example name, Facetas' Trait and facet names), for tests
// whose sheet must be in play or whose challenge must be played.
// Names and usernames are each test's own to write (it knows who plays).
const FACETS: Readonly<Record<string, string>> = {
  Primera: "Coraje", Segunda: "Astucia", Tercera: "Fuerza", Cuarta: "Paciencia", Quinta: "Memoria",
  First: "Courage", Second: "Wit", Third: "Strength", Fourth: "Patience", Fifth: "Memory",
};

export function writtenOut(raw: string): string {
  return raw
    .replace(/^\[(tt-desafio|tt-challenge) id=(reto|challenge)\]$/m, (_, tag: string) => `[${tag} id=${tag === "tt-challenge" ? "bridge" : "puente"}]`)
    .replace(/^(ventaja|perk): (Una ventaja|A perk)$/m, (_, k: string) => `${k}: ${k === "perk" ? "Keen eyes" : "Vista de halcón"}`)
    .replace(/^(defecto|quirk): (Un defecto|A quirk)$/m, (_, k: string) => `${k}: ${k === "quirk" ? "Stubborn" : "Testaruda"}`)
    .replace(/^(rasgo|trait): (Un rasgo|A trait)$/m, (_, k: string) => `${k}: ${k === "trait" ? "Loyal" : "Leal"}`)
    .replace(/^(faceta|facet) (Primera|Segunda|Tercera|Cuarta|Quinta|First|Second|Third|Fourth|Fifth)(?: faceta de conflicto| conflict facet)?:/gm,
      (_, k: string, f: string) => `${k} ${FACETS[f]!}:`);
}
