import type { components } from '../../../../openapi/generated/console.ts';
import {
  applicationProblems,
  REMARK_MAX,
  STORE_APPLICATION_MESSAGES,
  STORE_PASSWORD,
  STORE_TYPE_CODE,
  storeTypeOf,
  trimmedFields,
  type ApplicationFields,
} from '../../../../machines/store-application/store-application.rules.ts';
import {
  nextStoreStatus,
  STORE_STATUS_CODE,
  storeStatusOf,
  type StoreLifecycleEventType,
  type StoreRowStatus,
  type StoreStatus,
} from '../../../../machines/store-application/store-lifecycle.machine.ts';
import type { Queryable } from '../../platform/db/database.ts';
import { badRequest, notFound } from '../../platform/errors.ts';
import { ownsUploads } from '../files/files.service.ts';
import { openPasswordCipher } from '../identity/login.service.ts';
import { hashPassword, verifyPassword } from '../identity/password.service.ts';
import type { SessionUser } from '../identity/sessions.service.ts';
import { revokeUserSessions } from '../identity/sessions.service.ts';
import {
  applicationIdOfStore,
  insertApplication,
  insertAuditEntry,
  insertStore,
  insertStoreAccount,
  isRegionChain,
  markDecided,
  markExpedited,
  selectAccountHashForUpdate,
  selectApplication,
  selectApplicationOf,
  selectApplications,
  selectAuditLog,
  selectOwnedStore,
  selectStore,
  selectStores,
  setStoreGoodsOnSale,
  storeNameTaken,
  updateAccountHash,
  updateResubmission,
  updateStoreStatus,
  type ApplicationColumns,
  type ApplicationRow,
  type ApplicationStatus,
  type StoreRow,
} from './settle.repo.ts';

type StoreApplication = components['schemas']['StoreApplication'];
type Settlement = components['schemas']['Settlement'];
type ManagedStore = components['schemas']['ManagedStore'];
export type ApplicationBody = components['schemas']['StoreApplicationBody'];

export const UNDER_REVIEW = '您的入驻申请正在审核中，请勿重复提交';
export const ALREADY_OPEN = '您的店铺已开通';
export const NAME_TAKEN = '店铺名称已存在';
export const NOT_EXPEDITABLE = '当前申请无需加急';
export const ALREADY_EXPEDITED = '已申请加急，请耐心等待';
export const ALREADY_DECIDED = '该申请已处理';
export const REMARK_REQUIRED = '请填写审核意见';
export const SUSPEND_REASON_REQUIRED = '请填写暂停原因';
export const STATUS_REFUSED = '店铺当前状态不能执行该操作';
export const NO_APPLICATION = '入驻申请不存在';
export const NO_STORE = '店铺不存在';
export const NO_OWN_STORE = '您还没有开通的店铺';
export const STORE_PASSWORD_RULE = '店铺账号密码为6~12位半角字符';
export const OLD_PASSWORD_REQUIRED = '原密码不能为空';
export const WRONG_OLD_PASSWORD = '原密码错误';
export const BAD_CIPHER = '密码数据无效或已过期，请刷新页面后重试';
const DOCUMENT_NAMES = {
  logo: '店铺Logo',
  licence: '营业执照',
  idFront: '身份证人像面',
  idBack: '身份证国徽面',
};

const fileUrl = (shopId: string, fileId: string) => `/iiot/jcmall-oss/file/${shopId}/${fileId}`;

/** The store lifecycle's status of an application and the store it opened. */
function lifecycleStatus(status: ApplicationStatus, store: StoreRow | null): StoreStatus {
  if (status !== 'approved') return status;
  return store ? storeStatusOf(store.status) : 'notOpen';
}

async function toWire(q: Queryable, shopId: string, a: ApplicationRow): Promise<StoreApplication> {
  const documents = { logo: a.logo, licence: a.licence, idFront: a.idFront, idBack: a.idBack };
  return {
    id: a.id,
    status: a.status,
    applicantName: a.applicantName,
    storeName: a.storeName,
    description: a.description,
    companyName: a.companyName,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceCode: a.provinceCode,
    cityCode: a.cityCode,
    districtCode: a.districtCode,
    areaName: a.areaName,
    address: a.address,
    storeType: storeTypeOf(a.storeType),
    documents,
    documentUrls: {
      logo: fileUrl(shopId, a.logo),
      licence: fileUrl(shopId, a.licence),
      idFront: fileUrl(shopId, a.idFront),
      idBack: fileUrl(shopId, a.idBack),
    },
    auditRemark: a.auditRemark,
    expedited: a.expedited,
    submittedAt: a.submittedAt.toISOString(),
    decidedAt: a.decidedAt?.toISOString() ?? null,
    revision: a.revision,
    storeId: a.storeId,
    log: await selectAuditLog(q, a.id, a.storeId),
  };
}

const myStore = (s: StoreRow): NonNullable<Settlement['store']> => ({
  storeId: s.storeId,
  storeName: s.storeName,
  storeType: storeTypeOf(s.storeType),
  status: storeStatusOf(s.status),
  statusRemark: s.status === STORE_STATUS_CODE.suspended ? s.statusRemark : '',
  accountName: s.accountName,
  accountReady: s.accountReady,
});

const managedStore = (s: StoreRow): ManagedStore => ({
  storeId: s.storeId,
  storeName: s.storeName,
  storeType: storeTypeOf(s.storeType),
  status: storeStatusOf(s.status),
  statusRemark: s.statusRemark,
  ownerName: s.ownerName,
  contactPhone: s.contactPhone,
  area: s.area,
  skuCount: s.skuCount,
  createdAt: s.createdAt.toISOString(),
});

/** The caller's application and store (enter-process, apply-settle, uc-shopaccount). */
export async function mySettlement(q: Queryable, shopId: string, user: SessionUser): Promise<Settlement> {
  const application = await selectApplicationOf(q, user.userId);
  const store = await selectOwnedStore(q, user.userId);
  return {
    application: application ? await toWire(q, shopId, application) : null,
    store: store ? myStore(store) : null,
  };
}

/** The body checked by the same rules as the wizard, the region chain and the documents' ownership. */
async function checkedColumns(
  q: Queryable,
  user: SessionUser,
  body: ApplicationBody,
): Promise<ApplicationColumns> {
  const fields: ApplicationFields = trimmedFields({ ...body, areaName: '' });
  const [problem] = applicationProblems(fields);
  if (problem) throw badRequest(STORE_APPLICATION_MESSAGES[problem.rule]);
  if (!(await isRegionChain(q, fields.provinceCode, fields.cityCode, fields.districtCode)))
    throw badRequest(STORE_APPLICATION_MESSAGES.regionFirst);
  const kinds = ['logo', 'licence', 'idFront', 'idBack'] as const;
  const owned = await ownsUploads(
    q,
    user.userId,
    kinds.map((k) => ({
      fileId: fields.documents[k],
      purpose: k === 'logo' ? 'storeLogo' : 'storeDocument',
    })),
  );
  const missing = kinds.find((_, i) => !owned[i]);
  if (missing) throw badRequest(`请重新上传${DOCUMENT_NAMES[missing]}`);
  return {
    storeName: fields.storeName,
    description: fields.description,
    companyName: fields.companyName,
    contactName: fields.contactName,
    contactPhone: fields.contactPhone,
    provinceCode: fields.provinceCode,
    cityCode: fields.cityCode,
    districtCode: fields.districtCode,
    address: fields.address,
    storeType: STORE_TYPE_CODE[body.storeType],
    logo: fields.documents.logo,
    licence: fields.documents.licence,
    idFront: fields.documents.idFront,
    idBack: fields.documents.idBack,
  };
}

/** Submits a first application, or resubmits a rejected one (spec §4: modify and resubmit). */
export async function submitApplication(
  q: Queryable,
  shopId: string,
  user: SessionUser,
  body: ApplicationBody,
): Promise<Settlement> {
  const columns = await checkedColumns(q, user, body);
  const current = await selectApplicationOf(q, user.userId);
  if (current?.status === 'reviewing') throw badRequest(UNDER_REVIEW);
  if (current?.status === 'approved') throw badRequest(ALREADY_OPEN);
  if (await storeNameTaken(q, columns.storeName)) throw badRequest(NAME_TAKEN);
  const actor = { actorId: user.userId, actorName: user.userName, storeId: null, remark: '' };
  if (current?.status === 'rejected') {
    if (!(await updateResubmission(q, current.id, columns))) throw badRequest(UNDER_REVIEW);
    await insertAuditEntry(q, {
      ...actor,
      applicationId: current.id,
      event: 'RESUBMIT',
      fromStatus: 'rejected',
      toStatus: nextStoreStatus('rejected', 'RESUBMIT')!,
    });
  } else {
    const id = await insertApplication(q, user.userId, columns);
    // Another request of the same applicant got in first (the unique index): the same answer as above.
    if (id === null) throw badRequest(UNDER_REVIEW);
    await insertAuditEntry(q, {
      ...actor,
      applicationId: id,
      event: 'SUBMIT',
      fromStatus: null,
      toStatus: 'reviewing',
    });
  }
  return mySettlement(q, shopId, user);
}

/** Asks the operator to look at the caller's application first; once per submission. */
export async function expediteApplication(
  q: Queryable,
  shopId: string,
  user: SessionUser,
): Promise<Settlement> {
  const current = await selectApplicationOf(q, user.userId);
  if (!current || current.status !== 'reviewing') throw badRequest(NOT_EXPEDITABLE);
  if (!(await markExpedited(q, current.id))) throw badRequest(ALREADY_EXPEDITED);
  await insertAuditEntry(q, {
    applicationId: current.id,
    storeId: null,
    event: 'EXPEDITE',
    fromStatus: 'reviewing',
    toStatus: 'reviewing',
    actorId: user.userId,
    actorName: user.userName,
    remark: '',
  });
  return mySettlement(q, shopId, user);
}

/**
 * Moves a store along its lifecycle: refused with {@link STATUS_REFUSED} when the machine does not allow
 * the event in the store's status, written as `UPDATE … WHERE status = <expected>` and logged.
 */
async function moveStore(
  q: Queryable,
  store: StoreRow,
  event: StoreLifecycleEventType,
  actor: SessionUser,
  remark: string,
): Promise<void> {
  const from = storeStatusOf(store.status);
  const to = nextStoreStatus(from, event) as StoreRowStatus | null;
  if (!to) throw badRequest(STATUS_REFUSED);
  const statusRemark = to === 'suspended' ? remark : '';
  if (
    !(await updateStoreStatus(q, store.storeId, STORE_STATUS_CODE[from], STORE_STATUS_CODE[to], statusRemark))
  )
    throw badRequest(STATUS_REFUSED);
  if (from === 'open' || to === 'open') await setStoreGoodsOnSale(q, store.storeId, to === 'open');
  await insertAuditEntry(q, {
    applicationId: await applicationIdOfStore(q, store.storeId),
    storeId: store.storeId,
    event: event as 'OPEN',
    fromStatus: from,
    toStatus: to,
    actorId: actor.userId,
    actorName: actor.userName,
    remark,
  });
}

/** The owner takes their store offline or brings it back (a store needs its account's password to open). */
export async function changeMyStoreStatus(
  q: Queryable,
  shopId: string,
  user: SessionUser,
  event: 'GO_OFFLINE' | 'GO_ONLINE',
): Promise<Settlement> {
  const owned = await selectOwnedStore(q, user.userId);
  if (!owned) throw badRequest(NO_OWN_STORE);
  const store = (await selectStore(q, owned.storeId, true))!;
  if (event === 'GO_ONLINE' && !store.accountReady) throw badRequest('请先为店铺账号设置密码');
  await moveStore(q, store, event, user, '');
  return mySettlement(q, shopId, user);
}

/**
 * Sets the store account's password (6–12 half-width characters); changing it needs the original. The
 * first password opens a store that was not yet open; every session of the account ends.
 */
export async function setStoreAccountPassword(
  q: Queryable,
  shopId: string,
  user: SessionUser,
  body: { passWord: string; oldPassWord?: string | undefined },
): Promise<Settlement> {
  const owned = await selectOwnedStore(q, user.userId);
  if (!owned?.accountUserId) throw badRequest(NO_OWN_STORE);
  const password = openPasswordCipher(body.passWord);
  if (password === null) throw badRequest(BAD_CIPHER);
  if (!STORE_PASSWORD.test(password)) throw badRequest(STORE_PASSWORD_RULE);
  const hash = await selectAccountHashForUpdate(q, owned.accountUserId);
  if (hash) {
    if (!body.oldPassWord) throw badRequest(OLD_PASSWORD_REQUIRED);
    const old = openPasswordCipher(body.oldPassWord);
    if (old === null) throw badRequest(BAD_CIPHER);
    if (!(await verifyPassword(old, hash))) throw badRequest(WRONG_OLD_PASSWORD);
  }
  await updateAccountHash(q, owned.accountUserId, await hashPassword(password));
  await revokeUserSessions(q, owned.accountUserId);
  const store = (await selectStore(q, owned.storeId, true))!;
  if (store.status === STORE_STATUS_CODE.notOpen) await moveStore(q, store, 'OPEN', user, '');
  return mySettlement(q, shopId, user);
}

/** The applications for the operator, expedited first. */
export async function listApplications(
  q: Queryable,
  shopId: string,
  status: ApplicationStatus | undefined,
  current: number,
  size: number,
) {
  const { rows, total } = await selectApplications(q, status ?? null, { current, size });
  // One application after another: a transaction's client runs one statement at a time (pg@9 refuses
  // overlap).
  const records = [];
  for (const row of rows) records.push(await toWire(q, shopId, row));
  return { records, total, current, size };
}

export async function applicationDetail(q: Queryable, shopId: string, id: number): Promise<StoreApplication> {
  const a = await selectApplication(q, id);
  if (!a) throw notFound(NO_APPLICATION);
  return toWire(q, shopId, a);
}

/** A free store account name for a new store: shop{id}, else shop{id}_{n}. */
async function openStoreAccount(q: Queryable, storeId: number, displayName: string): Promise<void> {
  for (let n = 0; n < 10; n++) {
    const name = n === 0 ? `shop${storeId}` : `shop${storeId}_${n}`;
    if ((await insertStoreAccount(q, storeId, name, displayName)) !== null) return;
  }
  throw new Error(`no free store account name for store ${storeId}`);
}

/**
 * The operator's decision: approving creates the store (not yet open) and its store account; rejecting
 * needs remarks the applicant sees. Only an application under review can be decided.
 */
export async function decideApplication(
  q: Queryable,
  shopId: string,
  operator: SessionUser,
  body: { id: number; decision: 'APPROVE' | 'REJECT'; remark?: string | undefined },
): Promise<StoreApplication> {
  const remark = (body.remark ?? '').trim();
  if (body.decision === 'REJECT' && remark === '') throw badRequest(REMARK_REQUIRED);
  if ([...remark].length > REMARK_MAX) throw badRequest(`审核意见最多${REMARK_MAX}个字`);
  const a = await selectApplication(q, body.id, true);
  if (!a) throw notFound(NO_APPLICATION);
  const to = nextStoreStatus(lifecycleStatus(a.status, null), body.decision);
  if (!to) throw badRequest(ALREADY_DECIDED);
  let storeId: number | null = null;
  if (body.decision === 'APPROVE') {
    storeId = await insertStore(q, a, fileUrl(shopId, a.logo));
    if (storeId === null) throw badRequest(NAME_TAKEN);
    await openStoreAccount(q, storeId, a.storeName);
  }
  const decided = await markDecided(
    q,
    a.id,
    storeId !== null ? { status: 'approved', storeId } : { status: 'rejected', remark },
  );
  if (!decided) throw badRequest(ALREADY_DECIDED);
  await insertAuditEntry(q, {
    applicationId: a.id,
    storeId,
    event: body.decision,
    fromStatus: 'reviewing',
    toStatus: to,
    actorId: operator.userId,
    actorName: operator.userName,
    remark,
  });
  return applicationDetail(q, shopId, a.id);
}

export async function listStores(
  q: Queryable,
  filter: { status?: StoreRowStatus | undefined; keyword?: string | undefined },
  current: number,
  size: number,
) {
  const { rows, total } = await selectStores(
    q,
    filter.status ? STORE_STATUS_CODE[filter.status] : null,
    filter.keyword?.trim() ?? '',
    { current, size },
  );
  return { records: rows.map(managedStore), total, current, size };
}

/** The operator suspends a store (with the reason its owner sees) or restores it. */
export async function changeStoreStatus(
  q: Queryable,
  operator: SessionUser,
  body: { storeId: number; event: 'SUSPEND' | 'RESTORE'; remark?: string | undefined },
): Promise<ManagedStore> {
  const remark = (body.remark ?? '').trim();
  if (body.event === 'SUSPEND' && remark === '') throw badRequest(SUSPEND_REASON_REQUIRED);
  if ([...remark].length > REMARK_MAX) throw badRequest(`暂停原因最多${REMARK_MAX}个字`);
  const store = await selectStore(q, body.storeId, true);
  if (!store) throw notFound(NO_STORE);
  await moveStore(q, store, body.event, operator, remark);
  return managedStore((await selectStore(q, body.storeId))!);
}
