import i18next from 'i18next';
import { productActionsEn } from '../../i18n/locales/product-actions.en.ts';
import { productActionsZhCN } from '../../i18n/locales/product-actions.zh_CN.ts';

// The product page actions' texts load with the product page only.
i18next.addResourceBundle('zh_CN', 'translation', { productActions: productActionsZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { productActions: productActionsEn }, true, false);
