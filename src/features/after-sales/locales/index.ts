import { addTexts } from '../../../shared/i18n/texts.ts';
import { afterSalesEn } from './en.ts';
import { afterSalesZhCN } from './zh_CN.ts';

/** The `afterSales` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('afterSales', { zh_CN: afterSalesZhCN, en: afterSalesEn });
