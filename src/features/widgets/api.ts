import type { CompareItem } from '../../../machines/widgets/compare-panel.machine.ts';
import type { FeedbackOptions, FeedbackRecord } from '../../../machines/widgets/feedback-dialog.machine.ts';
import type { HotlineEntry } from '../../../machines/widgets/hotline.machine.ts';
import { unwrap } from '../../shared/api/client.ts';
import { frontApi, productApi } from '../../shared/api/services.ts';

export async function loadHotlines(): Promise<HotlineEntry[]> {
  return unwrap(await frontApi.GET('/bidderLine/getBidderLineList', {}));
}

export async function loadCompareList(): Promise<CompareItem[]> {
  return unwrap(await productApi.GET('/manual-compare-sku/list', {}));
}

export async function deleteCompareItem(skuId: number): Promise<CompareItem[]> {
  return unwrap(await productApi.POST('/manual-compare-sku/delete', { body: { skuId } }));
}

/** Problem types (the FEEDBACK dictionary, asked for as multipart as the spec notes) and suppliers. */
export async function loadFeedbackOptions(): Promise<FeedbackOptions> {
  const form = new FormData();
  form.append('type', 'FEEDBACK');
  const [types, suppliers] = await Promise.all([
    frontApi
      .POST('/common/queryDictForType', { body: { type: 'FEEDBACK' }, bodySerializer: () => form })
      .then(unwrap),
    frontApi
      .GET('/supplyApplyManage/getPurcharserSupplyerList', {
        params: { query: { status: 2, supplierType: 3 } },
      })
      .then(unwrap),
  ]);
  return { problemTypes: types.map((t) => ({ code: t.code, label: t.label })), suppliers };
}

export async function submitFeedback(record: FeedbackRecord): Promise<void> {
  unwrap(await frontApi.POST('/feedback/saveFeedbackRecord', { body: record }));
}
