// The Content-Security-Policy header Discourse sends with its pages by default, as far as the sandbox's
// page can follow it: lib/content_security_policy/default.rb (discourse/discourse@0139e3b8) sets
// base-uri 'self', object-src 'none', manifest-src 'self', and worker-src 'self' plus the base URL's
// /assets/, /javascripts/ and /plugins/ (SCRIPT_ASSET_DIRECTORIES' for_worker ones, without a CDN;
// no blob:), so the badge's verifier worker (src/plugin-client/verifier-worker.ts) meets the same
// policy here as on a forum. Its script-src is left out: Discourse's names its own asset folders or
// 'strict-dynamic' with the nonce it gives its script tags, which the sandbox's page (/gf-sandbox/app.js,
// its import map) does not have; the plugin's scripts are under /plugins/ on both.
export function discourseCsp(baseUrl: string): string {
  const worker = ["'self'", ...["/assets/", "/javascripts/", "/plugins/"].map((dir) => `${baseUrl}${dir}`)];
  return [
    "base-uri 'self'",
    "object-src 'none'",
    `worker-src ${worker.join(" ")}`,
    "manifest-src 'self'",
  ].join("; ");
}
