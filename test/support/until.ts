// Waiting for a condition, never for a length of time: `until` polls its probe until the probe gives a
// value, and fails with the condition's name only past a deadline far beyond what the condition takes
// on an idle machine, so that a loaded CI machine (2 cores shared by the browser, the service and the
// forum) changes how long a test takes, never whether it passes. Keep the deadline under the test's
// own timeout (Jest's is 30 s here) so a real failure names what it waited for.
export async function until<T>(what: string, probe: () => T | undefined | false | Promise<T | undefined | false>,
  options: { readonly ms?: number; readonly everyMs?: number } = {}): Promise<T> {
  const end = Date.now() + (options.ms ?? 20_000);
  for (;;) {
    const v = await probe();
    if (v !== undefined && v !== false) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, options.everyMs ?? 20));
  }
}
