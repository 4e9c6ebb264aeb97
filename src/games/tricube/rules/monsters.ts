// TT-LVL-6: the sample monsters, with their level and qualities, by Spanish and English name.
import type { EnemyQuality } from "./model.js";

export interface Monster {
  readonly es: string;
  readonly en: string;
  readonly level: number;
  readonly qualities: readonly EnemyQuality[];
}

export const MONSTERS: readonly Monster[] = [
  { es: "Oso", en: "Bear", level: 2, qualities: ["strong"] },
  { es: "Dragón", en: "Dragon", level: 5, qualities: ["strong", "cunning"] },
  { es: "Trasgo", en: "Goblin", level: 1, qualities: ["agile", "weak"] },
  { es: "Gólem", en: "Golem", level: 3, qualities: ["strong", "stupid"] },
  { es: "Kobold", en: "Kobold", level: 1, qualities: ["stupid", "weak"] },
  { es: "Lich", en: "Lich", level: 4, qualities: ["cunning"] },
  { es: "Momia", en: "Mummy", level: 3, qualities: ["clumsy"] },
  { es: "Ogro", en: "Ogre", level: 2, qualities: ["strong", "stupid"] },
  { es: "Orco", en: "Orc", level: 1, qualities: ["stupid"] },
  { es: "Esqueleto", en: "Skeleton", level: 1, qualities: ["stupid"] },
  { es: "Trol", en: "Troll", level: 2, qualities: ["strong", "stupid"] },
  { es: "Vampiro", en: "Vampire", level: 3, qualities: ["agile"] },
  { es: "Lobo", en: "Wolf", level: 1, qualities: [] },
  { es: "Espectro", en: "Wraith", level: 2, qualities: [] },
  { es: "Yeti", en: "Yeti", level: 2, qualities: ["strong"] },
  { es: "Zombi", en: "Zombie", level: 1, qualities: ["clumsy", "stupid"] },
];

const fold = (s: string): string => s.toLowerCase().replace(/[áéíóú]/g, (c) => "aeiou"["áéíóú".indexOf(c)]!);

/** The sample monster of that name, in either language, without regard to case or accents. */
export function monsterNamed(name: string): Monster | undefined {
  const key = fold(name.trim());
  return MONSTERS.find((m) => fold(m.es) === key || fold(m.en) === key);
}
