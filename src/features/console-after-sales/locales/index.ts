import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleAfterSalesEn } from './en.ts';
import { consoleAfterSalesZhCN } from './zh_CN.ts';

/** The `consoleAfterSales` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleAfterSales', { zh_CN: consoleAfterSalesZhCN, en: consoleAfterSalesEn });
