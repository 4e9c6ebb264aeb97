// The product's version: the service's (package.json) and the Discourse plugin's (plugin.rb's
// `version:`), one number for both since they are released together; test/plugin/layout.test.ts
// holds the three equal. It versions the addresses of the files the plugin serves from /plugins/,
// which Discourse's sample nginx config caches for a year as immutable.
export const PRODUCT_VERSION = "0.1.0";
