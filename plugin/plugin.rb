# frozen_string_literal: true

# name: genrefuzzion
# about: GenreFuzzion play-by-forum: dice pools, scenes, verified rolls and wiki character sheets, in Spanish and English
# version: 0.1.0
# authors: GenreFuzzion forum contributors
# required_version: 3.3.0

# The markdown feature (assets/javascripts/lib/discourse-markdown/genrefuzzion.js) and the browser
# helpers (assets/javascripts/lib/gf-client.js) are built from the project's TypeScript sources by
# build.mjs and committed here. Rolls, rules and sheet updates happen in the dice service (`gf serve`),
# which receives this forum's webhooks; the plugin itself keeps no state and adds no routes.

enabled_site_setting :gf_enabled

register_asset "stylesheets/common/genrefuzzion.scss"
# The whole markup of the games whose cook writes their cards (Tricube), for the server's cook:
# lib/pretty_text.rb evaluates :vendored_pretty_text scripts in the V8 context that cooks posts, after
# the markdown features and before any cook. The markdown feature every page loads holds only the
# games' tags; readers' browsers load this script from public/ only where such a block is written.
# register_asset joins the path to assets/ (lib/plugin/instance.rb: File.dirname(path) + "/assets/" +
# file), so the script is named from there; outside assets/javascripts/, no page bundle takes it.
register_asset "../public/javascripts/gf-cook.js", :vendored_pretty_text

register_svg_icon "dice"
register_svg_icon "scroll"
register_svg_icon "dice-d20"
register_svg_icon "coins"

module ::GenreFuzzion
  PLUGIN_NAME = "genrefuzzion"
end

after_initialize do
  # Emails and feeds show a card's cooked fallback, the block's lines as the player wrote them.
  # Excerpts (topic lists, link previews) leave cards out and keep the post's own words.
  on(:reduce_excerpt) { |doc, _options| doc.css("div[data-gf-card]").each(&:remove) }
end
