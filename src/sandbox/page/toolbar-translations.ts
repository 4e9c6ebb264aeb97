// The plugin's client.*.yml strings the page's composer toolbar shows (Discourse translates a
// toolbar button's `title`/`label` key with I18n). test/plugin/layout.test.ts checks they match.
export const TOOLBAR_TRANSLATIONS: Readonly<Record<"es" | "en", Readonly<Record<string, string>>>> = {
  es: {
    "genrefuzzion.composer.insert_pool": "Insertar un pozo de dados",
    "genrefuzzion.composer.insert_scene": "Insertar una escena",
    "genrefuzzion.composer.insert_sheet": "Insertar una ficha de personaje",
  },
  en: {
    "genrefuzzion.composer.insert_pool": "Insert a dice pool",
    "genrefuzzion.composer.insert_scene": "Insert a scene",
    "genrefuzzion.composer.insert_sheet": "Insert a character sheet",
  },
};
