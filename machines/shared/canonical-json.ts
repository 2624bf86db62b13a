/**
 * JSON with its object keys sorted, so that key order never tells two equal values apart: the server's
 * cache keys, and the keys of the first view's answers, which the server writes into the page
 * (server/src/platform/plugins/first-view.ts) and the client looks up (src/shared/api/first-view.ts): one
 * function on both sides, so that the two cannot drift apart.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}
