/**
 * How long an agent socket's row counts without its node's heartbeat (presence.ts):
 * CHAT_PRESENCE_TTL_MS, 30 s by default.
 */
export function presenceTtlMs(env: NodeJS.ProcessEnv = process.env): number {
  const ttl = Number(env.CHAT_PRESENCE_TTL_MS ?? 30_000);
  if (!Number.isInteger(ttl) || ttl < 300 || ttl > 600_000)
    throw new Error(`CHAT_PRESENCE_TTL_MS must be 300–600000, got ${env.CHAT_PRESENCE_TTL_MS}`);
  return ttl;
}

/**
 * SQL: whether the agent `alias`.user_id has a live socket (a row its node refreshed within the expiry).
 * The expiry is a validated integer, so it is written into the statement.
 */
export function agentConnectedSql(alias: string, ttlMs = presenceTtlMs()): string {
  return `EXISTS (SELECT 1 FROM chat_agent_socket k WHERE k.user_id = ${alias}.user_id
                     AND k.seen_at > now() - interval '${ttlMs} milliseconds')`;
}
