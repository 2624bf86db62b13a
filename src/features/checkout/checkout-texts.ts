import i18next from 'i18next';
import { checkoutEn } from '../../i18n/locales/checkout.en.ts';
import { checkoutZhCN } from '../../i18n/locales/checkout.zh_CN.ts';

// The checkout, payment and order texts load with those pages only (not with the home page).
i18next.addResourceBundle('zh_CN', 'translation', { checkout: checkoutZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { checkout: checkoutEn }, true, false);
