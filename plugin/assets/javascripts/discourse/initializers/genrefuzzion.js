// Wires the GenreFuzzion cards into Discourse: decorations on every cooked post, and composer
// toolbar entries that insert a pool or a scene skeleton. The work lives in ../../lib/gf-client.js
// (built from src/plugin-client); this file only adapts Discourse's API to it, like the poll and
// spoiler-alert plugins' initializers.
import { withPluginApi } from "discourse/lib/plugin-api";
import getURL from "discourse/lib/get-url";
import Composer from "discourse/models/composer";
import I18n from "discourse-i18n";
import {
  decorateCooked,
  langOf,
  poolSkeleton,
  ruleReferenceUrl,
  sceneSkeleton,
  sheetSkeleton,
} from "../../lib/gf-client";

const PLUGIN_API_VERSION = "1.15.0";

/** Opens the reply composer with `text`, or inserts it where the cursor is if one is open. */
export function composeReply(api, topic, text) {
  const composer = api.container.lookup("service:composer");
  if (composer.model?.viewOpen) {
    api.container.lookup("service:app-events").trigger("composer:insert-block", text);
    return;
  }
  composer.open({
    action: Composer.REPLY,
    draftKey: topic?.draft_key,
    draftSequence: topic?.draft_sequence,
    topic,
    quote: `${text}\n\n`,
  });
}

/** The topic's posts for the scene card's turn, parsed from their cooked HTML. */
export function threadOf(topic) {
  const posts = topic?.postStream?.posts ?? [];
  const parser = new DOMParser();
  return posts.map((p) => ({
    id: p.id,
    postNumber: p.post_number,
    username: p.username,
    element: parser.parseFromString(p.cooked ?? "", "text/html").body,
  }));
}

export function inCategories(siteSettings, topic) {
  const ids = String(siteSettings.gf_categories ?? "").split("|").filter(Boolean).map(Number);
  return ids.length === 0 || (topic?.category_id != null && ids.includes(topic.category_id));
}

export function initializeGenreFuzzion(api) {
  const siteSettings = api.container.lookup("service:site-settings");
  const lang = () => langOf(I18n.currentLocale(), siteSettings.gf_default_locale);
  // Every word on a card, in the reader's locale: config/locales/client.<locale>.yml.
  const t = (key, params) => I18n.t(`genrefuzzion.${key}`, params);

  api.decorateCookedElement(
    (element, helper) => {
      const post = helper?.getModel?.();
      const topic = post?.topic;
      const interactive = post && inCategories(siteSettings, topic);
      decorateCooked(element, {
        lang: lang(),
        t,
        publicKey: siteSettings.gf_public_key ?? "",
        forum: window.location.host.toLowerCase(),
        topicId: post?.topic_id,
        postId: post?.id,
        username: interactive ? api.getCurrentUser()?.username : undefined,
        serviceUsername: siteSettings.gf_service_username,
        // Rule IDs on cards link to the players' rules reference (site setting gf_rules_url);
        // getURL keeps a relative address inside a subfolder install.
        ruleUrl: (rule) => siteSettings.gf_rules_url ? getURL(ruleReferenceUrl(siteSettings.gf_rules_url, lang(), rule)) : undefined,
        composeReply: (text) => composeReply(api, topic, text),
        thread: interactive ? () => threadOf(topic) : undefined,
      });
    },
    { id: "genrefuzzion" }
  );

  api.onToolbarCreate((toolbar) => {
    toolbar.addButton({
      id: "gf-pool",
      group: "extras",
      icon: "dice",
      title: "genrefuzzion.composer.insert_pool",
      perform: (e) => e.addText(poolSkeleton(lang())),
    });
  });

  api.addComposerToolbarPopupMenuOption({
    icon: "scroll",
    label: "genrefuzzion.composer.insert_scene",
    action: (toolbarEvent) => toolbarEvent.addText(sceneSkeleton(lang())),
  });

  api.addComposerToolbarPopupMenuOption({
    icon: "dice-d20",
    label: "genrefuzzion.composer.insert_sheet",
    action: (toolbarEvent) => toolbarEvent.addText(sheetSkeleton(lang())),
  });
}

export default {
  name: "genrefuzzion",

  initialize(container) {
    const siteSettings = container.lookup("service:site-settings");
    if (siteSettings.gf_enabled) {
      withPluginApi(PLUGIN_API_VERSION, initializeGenreFuzzion);
    }
  },
};
