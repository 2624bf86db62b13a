import type { Queryable } from '../database.ts';
import { fileId } from './ids.ts';

/**
 * Store applications in every state (issue #18), so the operator's audit queue, the workbench and the
 * enter-process page show real history:
 * - in every tenant, supplier01's self-operated store came from an approved application and has its
 *   store account `shop{storeId}` (password Mall@2026, as every demo account);
 * - in DEMO, five more suppliers: one under review (expedited), one rejected with the operator's remarks,
 *   one approved but not yet open (no store account password), one that took its store offline and one
 *   suspended by the operator.
 * Documents are generated pictures (a licence, the two sides of an ID card and a logo) of the applicant.
 */
interface DemoApplicant {
  userName: string;
  mobile: string;
  storeName: string;
  company: string;
  contact: string;
  description: string;
  storeType: 1 | 2 | 3;
  region: [string, string, string];
  address: string;
  /** Where the story ends. */
  outcome: 'reviewing' | 'rejected' | 'notOpen' | 'offline' | 'suspended';
  remark?: string;
}

const APPLICANTS: readonly DemoApplicant[] = [
  {
    userName: 'supplier02',
    mobile: '13800000012',
    storeName: '绿野办公用品专营店',
    company: '杭州绿野文化用品有限公司',
    contact: '陈绿野',
    description: '专营环保办公用品：再生纸、可降解文件袋、植物基墨水笔，支持企业批量采购与定制。',
    storeType: 3,
    region: ['330000', '330100', '330106'],
    address: '西湖区文三路 90 号东部软件园 3 号楼',
    outcome: 'reviewing',
  },
  {
    userName: 'supplier03',
    mobile: '13800000013',
    storeName: '华信劳保用品店',
    company: '广州华信劳保用品有限公司',
    contact: '黄华信',
    description: '劳保手套、安全帽、反光背心与防护鞋，工厂直供，支持月结。',
    storeType: 3,
    region: ['440000', '440100', '440106'],
    address: '天河区黄埔大道西 100 号富力盈泰广场',
    outcome: 'rejected',
    remark: '营业执照照片模糊，无法辨认统一社会信用代码，请上传清晰的原件照片后重新提交。',
  },
  {
    userName: 'supplier04',
    mobile: '13800000014',
    storeName: '鑫源五金工具',
    company: '上海鑫源五金机电有限公司',
    contact: '徐鑫源',
    description: '手动工具、电动工具、紧固件与仓储货架，上海仓当日发货。',
    storeType: 2,
    region: ['310000', '310100', '310115'],
    address: '浦东新区张江路 665 号 2 楼',
    outcome: 'notOpen',
  },
  {
    userName: 'supplier05',
    mobile: '13800000015',
    storeName: '京华茶歇食品',
    company: '北京京华食品贸易有限公司',
    contact: '金京华',
    description: '会议茶歇、办公室零食与饮用水配送，北京五环内次日达。',
    storeType: 3,
    region: ['110000', '110100', '110105'],
    address: '朝阳区建国路 88 号 SOHO 现代城',
    outcome: 'offline',
  },
  {
    userName: 'supplier06',
    mobile: '13800000016',
    storeName: '捷达数码配件',
    company: '深圳捷达电子科技有限公司',
    contact: '江捷达',
    description: '数据线、充电器、键鼠与存储配件，深圳直发，提供增值税专用发票。',
    storeType: 3,
    region: ['440000', '440300', '440305'],
    address: '南山区科技园南区高新南一道 9 号',
    outcome: 'suspended',
    remark: '多名买家投诉发货商品与描述不符，暂停营业待核查。',
  },
];

const esc = (s: string) => s.replace(/[<>&"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
const FONT = 'font-family="PingFang SC,Microsoft YaHei,Noto Sans CJK SC,sans-serif"';

function documentSvg(
  kind: 'licence' | 'idFront' | 'idBack' | 'logo',
  a: { company: string; contact: string; storeName: string },
): string {
  const wrap = (w: number, h: number, body: string) =>
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
  switch (kind) {
    case 'licence':
      return wrap(
        600,
        420,
        `<rect width="600" height="420" fill="#fdf6e3" stroke="#b8860b" stroke-width="8"/>` +
          `<text x="300" y="70" ${FONT} font-size="40" font-weight="700" fill="#b22222" text-anchor="middle">营业执照</text>` +
          `<text x="60" y="150" ${FONT} font-size="20" fill="#333">名称：${esc(a.company)}</text>` +
          `<text x="60" y="200" ${FONT} font-size="20" fill="#333">类型：有限责任公司</text>` +
          `<text x="60" y="250" ${FONT} font-size="20" fill="#333">法定代表人：${esc(a.contact)}</text>` +
          `<text x="60" y="300" ${FONT} font-size="20" fill="#333">统一社会信用代码：91330106MA2XXXXX0K</text>` +
          `<circle cx="480" cy="330" r="60" fill="none" stroke="#b22222" stroke-width="4"/>` +
          `<text x="480" y="338" ${FONT} font-size="18" fill="#b22222" text-anchor="middle">登记机关</text>` +
          `<text x="300" y="400" ${FONT} font-size="14" fill="#999" text-anchor="middle">演示资料，非真实证照</text>`,
      );
    case 'idFront':
      return wrap(
        428,
        270,
        `<rect width="428" height="270" rx="16" fill="#e8f1fb"/>` +
          `<text x="30" y="60" ${FONT} font-size="18" fill="#333">姓名 ${esc(a.contact)}</text>` +
          `<text x="30" y="100" ${FONT} font-size="18" fill="#333">性别 男  民族 汉</text>` +
          `<text x="30" y="140" ${FONT} font-size="18" fill="#333">住址 演示地址</text>` +
          `<text x="30" y="220" ${FONT} font-size="16" fill="#333">公民身份号码 110101199001011234</text>` +
          `<rect x="300" y="40" width="100" height="130" rx="8" fill="#c9d8ea"/>` +
          `<text x="214" y="258" ${FONT} font-size="12" fill="#999" text-anchor="middle">演示资料，非真实证件</text>`,
      );
    case 'idBack':
      return wrap(
        428,
        270,
        `<rect width="428" height="270" rx="16" fill="#e8f1fb"/>` +
          `<circle cx="70" cy="70" r="40" fill="#d4382c"/>` +
          `<text x="240" y="80" ${FONT} font-size="26" font-weight="700" fill="#333" text-anchor="middle">中华人民共和国</text>` +
          `<text x="240" y="130" ${FONT} font-size="30" font-weight="700" fill="#333" text-anchor="middle">居民身份证</text>` +
          `<text x="40" y="200" ${FONT} font-size="16" fill="#333">签发机关 演示公安分局</text>` +
          `<text x="40" y="235" ${FONT} font-size="16" fill="#333">有效期限 2020.01.01-2040.01.01</text>`,
      );
    case 'logo':
      return wrap(
        240,
        240,
        `<rect width="240" height="240" rx="36" fill="#1f6feb"/>` +
          `<text x="120" y="150" ${FONT} font-size="96" font-weight="700" fill="#fff" text-anchor="middle">${esc([...a.storeName][0] ?? '店')}</text>`,
      );
  }
}

/** Stores the four documents of an applicant and answers their file ids. */
async function seedDocuments(
  q: Queryable,
  shopId: string,
  userId: number,
  key: string,
  a: { company: string; contact: string; storeName: string },
): Promise<Record<'logo' | 'licence' | 'idFront' | 'idBack', string>> {
  const ids = {} as Record<'logo' | 'licence' | 'idFront' | 'idBack', string>;
  for (const kind of ['logo', 'licence', 'idFront', 'idBack'] as const) {
    const id = fileId(shopId, `settle/${key}/${kind}`);
    const body = Buffer.from(documentSvg(kind, a));
    await q.query(
      `INSERT INTO file_object (id, shop_id, content_type, byte_size, data, file_name, owner_user_id, purpose, private,
                                created_at)
       VALUES ($1, $2, 'image/svg+xml', $3, $4, $5, $6, $7, $8, (SELECT created_at FROM app_user WHERE id = $6))`,
      [
        id,
        shopId,
        body.length,
        body,
        `${kind}.svg`,
        userId,
        kind === 'logo' ? 'storeLogo' : 'storeDocument',
        kind !== 'logo',
      ],
    );
    ids[kind] = id;
  }
  return ids;
}

async function insertApplication(
  q: Queryable,
  shopId: string,
  row: {
    applicantId: number;
    status: 'reviewing' | 'rejected' | 'approved';
    a: Omit<DemoApplicant, 'userName' | 'mobile' | 'outcome'>;
    docs: Record<'logo' | 'licence' | 'idFront' | 'idBack', string>;
    submittedAt: string;
    expedited: boolean;
    storeId: number | null;
    revision: number;
  },
): Promise<number> {
  const { a } = row;
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO store_application (shop_id, applicant_id, status, store_name, description, company_name,
       contact_name, contact_phone, province_code, city_code, district_code, address, store_type, logo_file,
       licence_file, id_front_file, id_back_file, audit_remark, expedited_at, submitted_at, decided_at,
       store_id, revision)
     VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT mobile FROM app_user WHERE id = $2), $8, $9, $10, $11, $12, $13,
             $14, $15, $16, $17, CASE WHEN $18 THEN $19::timestamptz + interval '1 hour' END, $19,
             CASE WHEN $3 <> 'reviewing' THEN $19::timestamptz + interval '1 day' END, $20, $21)
     RETURNING id`,
    [
      shopId,
      row.applicantId,
      row.status,
      a.storeName,
      a.description,
      a.company,
      a.contact,
      a.region[0],
      a.region[1],
      a.region[2],
      a.address,
      a.storeType,
      row.docs.logo,
      row.docs.licence,
      row.docs.idFront,
      row.docs.idBack,
      row.status === 'rejected' ? (a.remark ?? '') : '',
      row.expedited,
      row.submittedAt,
      row.storeId,
      row.revision,
    ],
  );
  return rows[0]!.id;
}

async function log(
  q: Queryable,
  shopId: string,
  applicationId: number,
  storeId: number | null,
  steps: Array<[event: string, from: string | null, to: string, actor: number, remark: string, at: string]>,
): Promise<void> {
  for (const [event, from, to, actor, remark, at] of steps)
    await q.query(
      `INSERT INTO store_audit_log (shop_id, application_id, store_id, event, from_status, to_status, actor_id,
                                    actor_name, remark, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, (SELECT user_name FROM app_user WHERE id = $7), $8, $9)`,
      [shopId, applicationId, storeId, event, from, to, actor, remark, at],
    );
}

/** The store account of a store: `shop{id}`, owner in the console, the demo password. */
async function storeAccount(q: Queryable, shopId: string, storeId: number, name: string, hash: string) {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type, is_main,
                           created_at)
     VALUES ($1, $2, $3, $3, NULL, $4, 5, true, (SELECT created_at FROM store WHERE id = $5)) RETURNING id`,
    [shopId, `shop${storeId}`, name, hash, storeId],
  );
  await q.query('UPDATE store SET account_user_id = $2 WHERE id = $1', [storeId, rows[0]!.id]);
  await q.query(`INSERT INTO store_staff (shop_id, store_id, user_id, role) VALUES ($1, $2, $3, 'owner')`, [
    shopId,
    storeId,
    rows[0]!.id,
  ]);
}

export async function seedStoreApplications(q: Queryable): Promise<void> {
  const { rows: tenants } = await q.query<{
    shopId: string;
    supplierId: number;
    adminId: number;
    hash: string;
    storeId: number;
    storeName: string;
    area: string;
    description: string;
  }>(
    `SELECT s.shop_id AS "shopId", u.id AS "supplierId", adm.id AS "adminId", u.password_hash AS hash,
            own.id AS "storeId", own.name AS "storeName", own.area, own.description
       FROM shop s
       JOIN app_user u ON u.shop_id = s.shop_id AND u.user_name = 'supplier01'
       JOIN app_user adm ON adm.shop_id = s.shop_id AND adm.user_name = 'admin'
       JOIN LATERAL (SELECT * FROM store WHERE shop_id = s.shop_id AND store_type = 1 ORDER BY id LIMIT 1) own ON true
      ORDER BY s.shop_id`,
  );
  for (const t of tenants) {
    const at = (days: number) => new Date(Date.UTC(2026, 0, 5) + days * 86_400_000).toISOString();
    // supplier01's self-operated store: approved long ago, opened with its store account.
    await q.query(
      `UPDATE store SET owner_user_id = $2, company_name = $3, contact_name = '苏经理' WHERE id = $1`,
      [t.storeId, t.supplierId, `${t.storeName.replace(/(旗舰店|自营店|官方店)$/, '')}有限公司`],
    );
    const own = {
      storeName: t.storeName.slice(0, 20),
      company: `${t.storeName.slice(0, 10)}有限公司`,
      contact: '苏经理',
      description: (t.description || `${t.storeName}，商城自营，正品保障，企业采购可开具增值税发票。`).slice(
        0,
        200,
      ),
      storeType: 1 as const,
      region: ['110000', '110100', '110108'] as [string, string, string],
      address: '海淀区中关村大街 27 号中关村大厦',
    };
    const docs = await seedDocuments(q, t.shopId, t.supplierId, 'supplier01', own);
    const ownId = await insertApplication(q, t.shopId, {
      applicantId: t.supplierId,
      status: 'approved',
      a: own,
      docs,
      submittedAt: at(0),
      expedited: false,
      storeId: t.storeId,
      revision: 1,
    });
    await log(q, t.shopId, ownId, t.storeId, [
      ['SUBMIT', null, 'reviewing', t.supplierId, '', at(0)],
      ['APPROVE', 'reviewing', 'notOpen', t.adminId, '资料齐全，同意入驻', at(1)],
      ['OPEN', 'notOpen', 'open', t.supplierId, '', at(1.2)],
    ]);
    await storeAccount(q, t.shopId, t.storeId, t.storeName, t.hash);
    if (t.shopId !== 'DEMO') continue;

    for (const [i, a] of APPLICANTS.entries()) {
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO app_user (shop_id, user_name, full_name, nick_name, mobile, password_hash, user_type, is_main,
                               created_at)
         VALUES ($1, $2, $3, $2, $4, $5, 5, true, $6) RETURNING id`,
        [t.shopId, a.userName, a.contact, a.mobile, t.hash, at(299 + i * 3)],
      );
      const userId = rows[0]!.id;
      const docs = await seedDocuments(q, t.shopId, userId, a.userName, a);
      const submittedAt = at(300 + i * 3);
      if (a.outcome === 'reviewing' || a.outcome === 'rejected') {
        const id = await insertApplication(q, t.shopId, {
          applicantId: userId,
          status: a.outcome,
          a,
          docs,
          submittedAt,
          expedited: a.outcome === 'reviewing',
          storeId: null,
          revision: 1,
        });
        await log(q, t.shopId, id, null, [
          ['SUBMIT', null, 'reviewing', userId, '', submittedAt],
          a.outcome === 'reviewing'
            ? ['EXPEDITE', 'reviewing', 'reviewing', userId, '', at(300 + i * 3 + 0.05)]
            : ['REJECT', 'reviewing', 'rejected', t.adminId, a.remark ?? '', at(300 + i * 3 + 1)],
        ]);
        continue;
      }
      const status = { notOpen: 4, offline: 3, suspended: 2 }[a.outcome];
      const { rows: stores } = await q.query<{ id: number }>(
        `INSERT INTO store (shop_id, name, store_type, logo, contact_phone, area, address, description, status,
                            owner_user_id, company_name, contact_name, status_remark, created_at)
         VALUES ($1, $2, $3, $4, $5,
                 (SELECT concat_ws(' ', p.name, c.name, d.name) FROM region p, region c, region d
                   WHERE p.code = $6 AND c.code = $7 AND d.code = $8),
                 $9, $10, $11, $12, $13, $14, $15, $16)
         RETURNING id`,
        [
          t.shopId,
          a.storeName,
          a.storeType,
          `/iiot/jcmall-oss/file/${t.shopId}/${docs.logo}`,
          a.mobile,
          a.region[0],
          a.region[1],
          a.region[2],
          a.address,
          a.description,
          status,
          userId,
          a.company,
          a.contact,
          a.outcome === 'suspended' ? (a.remark ?? '') : '',
          at(301 + i * 3),
        ],
      );
      const storeId = stores[0]!.id;
      const id = await insertApplication(q, t.shopId, {
        applicantId: userId,
        status: 'approved',
        a,
        docs,
        submittedAt,
        expedited: false,
        storeId,
        revision: 1,
      });
      const decided = at(301 + i * 3);
      const steps: Array<[string, string | null, string, number, string, string]> = [
        ['SUBMIT', null, 'reviewing', userId, '', submittedAt],
        ['APPROVE', 'reviewing', 'notOpen', t.adminId, '资料齐全，同意入驻', decided],
      ];
      if (a.outcome !== 'notOpen') steps.push(['OPEN', 'notOpen', 'open', userId, '', at(301.5 + i * 3)]);
      if (a.outcome === 'offline') steps.push(['GO_OFFLINE', 'open', 'offline', userId, '', at(302 + i * 3)]);
      if (a.outcome === 'suspended')
        steps.push(['SUSPEND', 'open', 'suspended', t.adminId, a.remark ?? '', at(302 + i * 3)]);
      await log(q, t.shopId, id, storeId, steps);
      if (a.outcome === 'notOpen') {
        // Approved, store account created, no password set yet.
        await storeAccount(q, t.shopId, storeId, a.storeName, '');
      } else await storeAccount(q, t.shopId, storeId, a.storeName, t.hash);
    }
  }
}
