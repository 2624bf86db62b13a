import { addTexts } from '../../../shared/i18n/texts.ts';
import { invoicesEn } from './en.ts';
import { invoicesZhCN } from './zh_CN.ts';

/** The `invoices` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('invoices', { zh_CN: invoicesZhCN, en: invoicesEn });
