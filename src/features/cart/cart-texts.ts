import i18next from 'i18next';
import { cartEn } from '../../i18n/locales/cart.en.ts';
import { cartZhCN } from '../../i18n/locales/cart.zh_CN.ts';

// The cart texts load with the pages that use them (cart, batch order, product detail, checkout's address
// form), never with the home page.
i18next.addResourceBundle('zh_CN', 'translation', { cart: cartZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { cart: cartEn }, true, false);
