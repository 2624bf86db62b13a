import { fromPromise } from 'xstate';
import { batchOrderMachine } from '../../../machines/batch-order.machine.ts';
import { buyBoxMachine } from '../../../machines/buy-box.machine.ts';
import { cartMachine } from '../../../machines/cart.machine.ts';
import { regionPickerMachine } from '../../../machines/region-picker.machine.ts';
import {
  addToCart,
  canDirectSubmit,
  canSubmitCart,
  checkCartLines,
  checkSku,
  deleteCartLines,
  loadCart,
  loadRegionChildren,
  updateCartLine,
  validateBatch,
} from '../../api/cart.ts';
import { readBatchFile } from '../../lib/batch-file.ts';

/**
 * The cart, batch order, buy box and region picker with their real actors; views add navigation, toasts
 * and the login popup with a second provide.
 */
export const regionPickerFlow = regionPickerMachine.provide({
  actors: {
    loadChildren: fromPromise(({ input, signal }) => loadRegionChildren(input.parentCode, signal)),
  },
});

export const cartFlow = cartMachine.provide({
  actors: {
    loadCart: fromPromise(({ input, signal }) => loadCart(input.region, signal)),
    updateLine: fromPromise(({ input }) => updateCartLine(input)),
    checkLines: fromPromise(({ input }) => checkCartLines(input)),
    deleteLines: fromPromise(({ input }) => deleteCartLines(input.lineIds)),
    canSubmitOrder: fromPromise(({ input }) => canSubmitCart(input.region)),
  },
});

export const batchOrderFlow = batchOrderMachine.provide({
  actors: {
    readFile: fromPromise(({ input }) => readBatchFile(input.file as File)),
    validateRows: fromPromise(({ input }) => validateBatch(input.rows, input.commit, input.region)),
  },
});

export const buyBoxFlow = buyBoxMachine.provide({
  actors: {
    checkSku: fromPromise(({ input, signal }) =>
      checkSku({ skuId: input.skuId, quantity: input.quantity }, input.region, signal),
    ),
    addToCart: fromPromise(async ({ input }) => void (await addToCart(input))),
    canDirectSubmit: fromPromise(({ input }) => canDirectSubmit(input.lines, input.region)),
  },
});
