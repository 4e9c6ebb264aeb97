// The soak's GenreFuzzion scene pools, legal by construction: only sources the soak's sheets and scene
// give for free, each within its slot's limit (GF-POOL-2): at most two of the builder's own clichés (S1;
// a third costs PV and a fourth is refused, GF-POOL-3), the scene's cliché (S5, one) and the relationship
// that points at the opponent (S2, one, GF-POOL-4). So a pool has at most four dice; a side that would
// need more yields instead.

/** The soak sheets' clichés and their dice (GF-CHAR-*), cheapest last. */
export const SOAK_CLICHES: readonly (readonly [string, 4 | 6 | 8])[] = [
  ["Valiente", 8], ["Terca", 8], ["Lista", 6], ["Rápida", 6], ["Torpe", 4], ["Miope", 4],
];
/** The scene cliché every soak scene opens with. */
export const SOAK_SCENE_CLICHE = "Lluvia de otoño";
/** The name of a soak character's relationship with its rival. */
export const rivalOf = (rival: string): string => `Rival de ${rival}`;
/** The largest pool the free sources allow: two clichés, the scene's cliché, the relationship. */
export const SCENE_POOL_MAX = 4;

export interface SoakPoolLine { kind: "cliche" | "scene" | "relationship"; name: string }

/** `n` pool lines (1 ≤ n ≤ SCENE_POOL_MAX) against `opponent`, chosen and ordered by `random`. */
export function scenePool(opponent: string, n: number, random: () => number): SoakPoolLine[] {
  if (!Number.isInteger(n) || n < 1 || n > SCENE_POOL_MAX) throw new RangeError(`a soak pool has 1 to ${SCENE_POOL_MAX} dice, not ${n}`);
  const cliches = shuffle(SOAK_CLICHES.map(([name]) => name), random).slice(0, 2);
  const sources: SoakPoolLine[] = [
    ...cliches.map((name) => ({ kind: "cliche" as const, name })),
    { kind: "scene", name: SOAK_SCENE_CLICHE },
    { kind: "relationship", name: rivalOf(opponent) },
  ];
  return shuffle(sources, random).slice(0, n);
}

/** A pool's lines as a player writes them in Spanish. */
export function poolText(lines: readonly SoakPoolLine[]): string[] {
  const label = { cliche: "cliché", scene: "escena", relationship: "relación" } as const;
  return lines.map((l) => `${label[l.kind]}: ${l.name}`);
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
