// GenreFuzzion's own replies beside the service's: its scene game's templates
// (templates/scene-*.{es,en}.hbs), named here and in its GameService.templates, so the service checks
// that each exists, in both languages, when it loads them (src/service/templates.ts, loadTemplates).
import type { Templates } from "../../../service/templates.js";

/** The scene game's replies, with their own data. */
export type SceneTemplateName = "scene-update" | "scene-error" | "scene-reminder" | "scene-stands" | "scene-unreadable" | "scene-undo";
export const SCENE_TEMPLATE_NAMES: readonly SceneTemplateName[] = ["scene-update", "scene-error", "scene-reminder", "scene-stands", "scene-unreadable", "scene-undo"];

/** The service's templates as the scene game renders them: its own names too, which the loader was told to require. */
export const sceneTemplates = (templates: Templates): Templates<SceneTemplateName> => templates as Templates<SceneTemplateName>;
