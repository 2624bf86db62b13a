import type { Queryable } from '../database.ts';

/** The quick replies every store starts with. */
const QUICK_REPLIES = [
  '您好，很高兴为您服务，请问有什么可以帮您？',
  '请稍等，我帮您查询一下。',
  '该商品现货充足，下单后48小时内发货。',
  '感谢您的耐心等待，还有其他问题吗？',
];

/** buyer01's conversation with the tenant's self-operated store: [sender, text, minutes ago]. */
const HISTORY: Array<['buyer' | 'agent', string, number]> = [
  ['buyer', '你好，请问这款商品有现货吗？', 3 * 24 * 60],
  ['agent', '您好，很高兴为您服务，请问有什么可以帮您？', 3 * 24 * 60 - 1],
  ['agent', '这款商品现货充足，下单后48小时内发货。', 3 * 24 * 60 - 2],
  ['buyer', '可以开增值税专用发票吗？', 3 * 24 * 60 - 5],
  ['agent', '可以的，下单时在发票信息里选择增值税专用发票，填写单位名称和税号即可。', 3 * 24 * 60 - 6],
  ['buyer', '批量采购有优惠吗？我们大概需要200件。', 3 * 24 * 60 - 9],
  ['agent', '200件以上可以申请阶梯价，我帮您向采购经理确认一下。', 3 * 24 * 60 - 10],
  ['agent', '已确认：200件以上单价优惠5%，请在下单备注里写上“批量”。', 3 * 24 * 60 - 30],
  ['buyer', '好的，谢谢。', 3 * 24 * 60 - 32],
  ['buyer', '请问发什么快递？', 2 * 24 * 60],
  ['agent', '默认顺丰，偏远地区发中通。', 2 * 24 * 60 - 3],
  ['buyer', '能送到工地吗？需要提前预约。', 2 * 24 * 60 - 5],
  ['agent', '可以的，发货后快递员会提前电话联系您预约送货时间。', 2 * 24 * 60 - 6],
  ['buyer', '包装是纸箱还是木箱？', 2 * 24 * 60 - 8],
  ['agent', '标准纸箱包装，大件会加护角。如需木箱请备注，另收包装费。', 2 * 24 * 60 - 9],
  ['buyer', '明白了。', 2 * 24 * 60 - 12],
  ['buyer', '我昨天下的订单什么时候能发货？', 24 * 60],
  ['agent', '请稍等，我帮您查询一下。', 24 * 60 - 1],
  ['agent', '您的订单已经在备货了，预计今天下午发出。', 24 * 60 - 4],
  ['buyer', '好的，麻烦尽快。', 24 * 60 - 6],
  ['agent', '好的，发货后会第一时间通知您。', 24 * 60 - 7],
  ['buyer', '收到货后发现有一件外包装破损，怎么处理？', 120],
  ['agent', '非常抱歉给您带来不便，请在订单详情里申请售后，上传破损照片，我们优先处理。', 118],
  ['buyer', '好的，我这就去申请。', 115],
  ['agent', '已看到您的售后申请，我们会在24小时内审核。', 60],
  ['agent', '审核通过后会为您补发新的商品，请留意物流信息。', 59],
];
/** How many of the last agent messages buyer01 has not read yet (the header's badge). */
const UNREAD = 2;

/**
 * The chat's demo (issue #19), in every tenant: an agent account `kefu{storeId}` (customer service, the
 * demo password) for every open store, four quick replies per store, the self-operated store's agent
 * online (every other store's agents offline: its buyers may leave a message), and buyer01's conversation
 * with the self-operated store, answered by its agent, with two replies buyer01 has not read.
 */
export async function seedChat(q: Queryable): Promise<void> {
  await q.query(
    `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type, is_main,
                           created_at)
     SELECT st.shop_id, 'kefu' || st.id, st.name || '客服', st.name || '客服', NULL, u.password_hash, 1, false,
            st.created_at
       FROM store st JOIN app_user u ON u.shop_id = st.shop_id AND u.user_name = 'supplier01'
      WHERE st.status = 1 ORDER BY st.id`,
  );
  await q.query(
    `INSERT INTO store_staff (shop_id, store_id, user_id, role)
     SELECT st.shop_id, st.id, u.id, 'service'
       FROM store st JOIN app_user u ON u.shop_id = st.shop_id AND u.user_name = 'kefu' || st.id
      WHERE st.status = 1`,
  );
  await q.query(
    `INSERT INTO chat_quick_reply (shop_id, store_id, text, sort)
     SELECT st.shop_id, st.id, r.text, r.sort
       FROM store st CROSS JOIN unnest($1::text[]) WITH ORDINALITY AS r(text, sort) WHERE st.status = 1`,
    [QUICK_REPLIES],
  );
  const { rows } = await q.query<{ shopId: string; storeId: number; agentId: number; buyerId: number }>(
    `SELECT DISTINCT ON (st.shop_id) st.shop_id AS "shopId", st.id AS "storeId", k.id AS "agentId", b.id AS "buyerId"
       FROM store st
       JOIN app_user k ON k.shop_id = st.shop_id AND k.user_name = 'kefu' || st.id
       JOIN app_user b ON b.shop_id = st.shop_id AND b.user_name = 'buyer01'
      WHERE st.store_type = 1 AND st.status = 1 ORDER BY st.shop_id, st.id`,
  );
  for (const { shopId, storeId, agentId, buyerId } of rows) {
    await q.query(`INSERT INTO chat_agent (shop_id, user_id, online) VALUES ($1, $2, true)`, [
      shopId,
      agentId,
    ]);
    const last = HISTORY.length;
    const lastRead = HISTORY.length - UNREAD;
    const { rows: made } = await q.query<{ id: number }>(
      `INSERT INTO chat_conversation (shop_id, store_id, buyer_id, agent_id, last_seq, buyer_read_seq, agent_read_seq,
                                      last_message_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $5, now() - make_interval(mins => $7), now() - make_interval(mins => $8))
       RETURNING id`,
      [shopId, storeId, buyerId, agentId, last, lastRead, HISTORY[last - 1]![2], HISTORY[0]![2]],
    );
    const conversationId = made[0]!.id;
    await q.query(
      `INSERT INTO chat_message (shop_id, conversation_id, seq, sender, sender_id, kind, body, client_id, created_at)
       SELECT $1, $2, h.seq, h.sender, CASE h.sender WHEN 'buyer' THEN $3::bigint ELSE $4::bigint END, 'text', h.body,
              'seed-' || h.seq, now() - make_interval(mins => h.ago)
         FROM unnest($5::text[], $6::text[], $7::int[]) WITH ORDINALITY AS h(sender, body, ago, seq)`,
      [
        shopId,
        conversationId,
        buyerId,
        agentId,
        HISTORY.map((h) => h[0]),
        HISTORY.map((h) => h[1]),
        HISTORY.map((h) => h[2]),
      ],
    );
  }
}
