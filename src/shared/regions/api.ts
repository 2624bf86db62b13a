import { fromPromise } from 'xstate';
import type { RegionOption } from '../../../machines/cart/region-picker.machine.ts';
import { unwrap } from '../api/client.ts';
import { accountApi } from '../api/services.ts';

/** The regions one level below `parentCode` (the provinces for null). */
export async function loadRegionChildren(
  parentCode: string | null,
  signal?: AbortSignal,
): Promise<RegionOption[]> {
  return unwrap(
    await accountApi.GET('/region/children', {
      params: { query: parentCode ? { parentCode } : {} },
      signal,
    }),
  );
}

/** The region picker's loader (machines/cart/region-picker.machine.ts), given to it by use-region-picker.ts. */
export const regionPickerActors = {
  loadChildren: fromPromise<RegionOption[], { parentCode: string | null }>(({ input, signal }) =>
    loadRegionChildren(input.parentCode, signal),
  ),
};
