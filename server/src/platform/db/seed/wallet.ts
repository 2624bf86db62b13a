import Decimal from 'decimal.js';
import { chinaDay } from '../../../../../machines/wallet/signin.types.ts';
import { creditBalance } from '../../../modules/wallet/balance.service.ts';
import { grantPoints } from '../../../modules/wallet/points.service.ts';
import { signIn } from '../../../modules/wallet/signin.service.ts';
import { completeTask } from '../../../modules/wallet/tasks.service.ts';
import type { Queryable } from '../database.ts';

/**
 * Balance and points history of the demo members in every tenant (issue #17), written through the
 * balance and points services as the running mall would have written it, so every invariant holds:
 * balance = Σ ledger, points = unexpired lots. Each member ends with the balance and points of
 * commerce.ts WALLETS, reached by:
 *
 * - balance: a credit by the mall 90 days ago (70 %), then top-ups by Alipay (20 %, 60 days ago) and
 *   WeChat (10 %, 20 days ago), each a paid top-up payment;
 * - points: a welcome grant of 300 that expired 55 days ago (its expiry line), a grant 350 days ago
 *   whose points expire in 15 days (expiring soon), another 200 days ago, the first-order task (DEMO's
 *   buyers with orders), and a sign-in streak of the last 6 days, so today's sign-in is the 7th in a
 *   row and earns the streak bonus.
 *
 * Times are relative to the start of the China day the seed runs (deterministic within a day: the
 * streak must end yesterday whenever the mall is first started).
 */

const DAY = 86_400_000;

/** Balance and points of the demo members (the figures commerce.ts WALLETS gives them). */
export const WALLET_HISTORY: Record<string, [string, number]> = {
  buyer01: ['5000.00', 20000],
  buyer03: ['300.00', 2000],
  supplier01: ['2000.00', 5000],
  merchant01: ['1000.00', 1000],
  person01: ['800.00', 10000],
};

const WELCOME = 300;
const STREAK_DAYS = 6;
const FIRST_ORDER_USERS = new Set(['DEMO:buyer01', 'DEMO:person01']);

export async function seedWallets(q: Queryable, now = Date.now()): Promise<void> {
  await q.query(
    `INSERT INTO member_points_setting (shop_id) SELECT shop_id FROM shop ON CONFLICT DO NOTHING`,
  );
  await q.query(
    `INSERT INTO points_task (shop_id, code, points, sort)
     SELECT s.shop_id, t.code, t.points, t.sort FROM shop s
      CROSS JOIN (VALUES ('profile', 50, 1), ('firstOrder', 100, 2), ('pictureComment', 30, 3)) AS t(code, points, sort)
     ON CONFLICT DO NOTHING`,
  );
  const today = new Date(`${chinaDay(now)}T00:00:00+08:00`).getTime();
  const at = (daysAgo: number, hour: number) => new Date(today - daysAgo * DAY + hour * 3600_000);
  const { rows: members } = await q.query<{ shopId: string; userId: number; userName: string }>(
    `SELECT shop_id AS "shopId", id AS "userId", user_name AS "userName" FROM app_user
      WHERE user_name = ANY($1::text[]) ORDER BY shop_id, id`,
    [Object.keys(WALLET_HISTORY)],
  );
  let n = 0;
  for (const m of members) {
    const [balance, points] = WALLET_HISTORY[m.userName]!;
    await q.query(`SELECT set_config('app.shop_id', $1, true)`, [m.shopId]);
    const userId = Number(m.userId);
    n += 1;

    const total = new Decimal(balance);
    const alipay = total.mul('0.2').toFixed(2);
    const wechat = total.mul('0.1').toFixed(2);
    await creditBalance(q, userId, total.minus(alipay).minus(wechat).toFixed(2), 'grant', {
      now: at(90, 10),
    });
    for (const [method, amount, daysAgo] of [
      ['alipay', alipay, 60],
      ['wechat', wechat, 20],
    ] as const) {
      const id =
        `PSEEDTOPUP${m.shopId}${String(n).padStart(4, '0')}${method === 'alipay' ? 'A' : 'W'}`.padEnd(
          24,
          '0',
        );
      const paidAt = at(daysAgo, 20);
      await q.query(
        `INSERT INTO payment (id, shop_id, purpose, user_id, method, amount, status, provider_txn_id, expires_at,
                              paid_at, created_at)
         VALUES ($1, $2, 'topup', $3, $4, $5, 'paid', $6, $7, $7, $7)`,
        [id, m.shopId, userId, method, amount, `SBXSEED${id.slice(1)}`, paidAt],
      );
      await creditBalance(q, userId, amount, 'topup', { paymentId: id, now: paidAt });
    }

    const task = FIRST_ORDER_USERS.has(`${m.shopId}:${m.userName}`) ? 100 : 0;
    const soon = Math.round(points / 100) * 10;
    const signins = STREAK_DAYS * 5;
    await grantPoints(q, userId, WELCOME, 'grant', { now: at(420, 9) });
    await grantPoints(q, userId, soon, 'grant', { now: at(350, 9) });
    await grantPoints(q, userId, points - soon - signins - task, 'grant', { now: at(200, 9) });
    if (task > 0) await completeTask(q, userId, 'firstOrder', at(60, 15));
    for (let d = STREAK_DAYS; d >= 1; d -= 1) await signIn(q, userId, undefined, at(d, 8));
  }
  await q.query(`SELECT set_config('app.shop_id', '', true)`);
}
