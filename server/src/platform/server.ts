import { appOptionsFor } from './app-options.ts';
import { buildApp } from './app.ts';
import { baseUrlOf, loadConfig } from './config.ts';
import { openMigratedDatabase } from './db/open.ts';
import { rollUpSales, sweepExpiredOrders } from '../modules/orders/orders.service.ts';
import { sweepFulfilment } from '../modules/orders/fulfilment.service.ts';
import { refundsDue, sweepAfterSales } from '../modules/after-sales/after-sales.service.ts';
import { sendProviderRefund } from '../modules/after-sales/refunds.service.ts';
import { sweepExpiredPoints } from '../modules/wallet/points.service.ts';
import { sendGroupRefund, sweepGroups } from '../modules/promotions/groups.service.ts';

const config = loadConfig();
const db = await openMigratedDatabase(config, (m) => console.log(`[db] ${m}`));
// PUBLIC_BASE_URL, else http://HOST:PORT; with PORT=0 and no PUBLIC_BASE_URL, the port is known once
// listening (before any request can arrive).
let listeningAt = '';
const app = await buildApp({ db, ...appOptionsFor(config, () => config.publicBaseUrl ?? listeningAt) });

// Unpaid orders cancel themselves 30 minutes after submission, giving back stock, coupons and points.
// Reads and payments also cancel an overdue order on the spot; this sweep catches the ones nobody reads.
// The same sweep then folds the orders' sales tally into the catalogue's sales figures. Every step is a
// conditional change, so any number of API nodes may sweep the same database at once.
let sweeping = false;
const sweeper = setInterval(() => {
  if (sweeping) return;
  sweeping = true;
  sweepExpiredOrders(db)
    .then((n) => {
      if (n > 0) app.log.info({ canceled: n }, 'unpaid orders cancelled after 30 minutes');
    })
    .catch((error: unknown) => app.log.error(error, 'unpaid-order sweep failed'))
    .then(() => rollUpSales(db))
    .catch((error: unknown) => app.log.error(error, 'sales roll-up failed'))
    // Parcels move on, overdue receipts confirm themselves; unanswered after-sales requests count as
    // agreed (their refunds go out) and returns not shipped in time close.
    .then(() => sweepFulfilment(db))
    .catch((error: unknown) => app.log.error(error, 'fulfilment sweep failed'))
    .then(() => sweepAfterSales(db))
    .then(async (done) => {
      for (const refund of done?.refunds ?? []) await sendProviderRefund(app, refund);
    })
    .catch((error: unknown) => app.log.error(error, 'after-sales sweep failed'))
    // Provider refunds not confirmed a minute after they were started (or last tried) go out again.
    .then(() => refundsDue(db))
    .then(async (due) => {
      for (const refund of due ?? []) await sendProviderRefund(app, refund);
    })
    .catch((error: unknown) => app.log.error(error, 'refund retry failed'))
    // Points lots a year old leave the balance with their expiry line (reads and changes of a member's
    // points expire theirs on the spot; this catches the members nobody reads).
    .then(() => sweepExpiredPoints(db))
    .catch((error: unknown) => app.log.error(error, 'points expiry sweep failed'))
    // Group buys whose time ran out before they were full fail: their orders are cancelled and refunded.
    .then(() => sweepGroups(db))
    .then(async (done) => {
      if (done && done.failed > 0)
        app.log.info({ failed: done.failed }, 'group buys failed at their deadline');
      for (const refund of done?.refunds ?? [])
        await sendGroupRefund(db, app.payments.forMethod(refund.method), refund);
    })
    .catch((error: unknown) => app.log.error(error, 'group-buy sweep failed'))
    .finally(() => {
      sweeping = false;
    });
}, config.sweepEveryMs);
sweeper.unref();

// The embedded database has no autovacuum (Database.vacuum): the server vacuums it as often as
// autovacuum would look at a busy table. It waits for the request in flight and takes well under a
// second for the demo mall.
const VACUUM_EVERY_MS = 10 * 60_000;
const vacuumer = setInterval(() => {
  db.vacuum().catch((error: unknown) => app.log.error(error, 'vacuum failed'));
}, VACUUM_EVERY_MS);
vacuumer.unref();

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  console.log(`[server] ${signal}: finishing requests in flight, then closing the database`);
  // A stuck request must not keep the process alive forever.
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  clearInterval(sweeper);
  clearInterval(vacuumer);
  try {
    await app.close();
    await db.close();
    process.exit(0);
  } catch (error) {
    console.error(error);
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
listeningAt = baseUrlOf(config.host, port);
const store = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir ?? 'in memory'})`;
console.log(
  `[server] procurement mall ready at http://${config.host}:${port}/mall/demo/index  (database: ${store})`,
);
