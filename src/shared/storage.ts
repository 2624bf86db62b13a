/**
 * The keys of what the storefront keeps in the browser's local storage, in one place so no two features
 * collide. Only the session's marker cookie and these exist on the client; the session itself is an
 * HttpOnly cookie.
 */
export const STORAGE_KEYS = {
  /** The app version last seen (spec §4: reload when it changes). */
  appVersion: 'mall.appVersion',
  /** The signed-in user's raw type (spec §4 path restriction). */
  userType: 'mall.userType',
  /** The domain of the last tenant visited (pages outside the tenant prefix talk to it). */
  lastDomain: 'mall.lastDomain',
  /** The pay-settlement type fetched at login (spec §4 "stored locally"). */
  paySettlementType: 'mall.paySettlementType',
  /** The persisted `from` source label (spec §3). */
  from: 'mall.from',
  /** A store application being filled in, per tenant (`settle.draft.{shopId}`): survives a reload. */
  settleDraft: 'settle.draft',
} as const;
