import { defineHandlers } from '../openapi/handlers.ts';
import { cartLineCount } from '../services/cart/cart.ts';

export const orderHandlers = defineHandlers('order', {
  getCartSkuCount: ({ ctx }) => ctx.tx((q) => cartLineCount(q, ctx.user!.userId)),
});
