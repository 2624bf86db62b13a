import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleVouchersEn } from './en.ts';
import { consoleVouchersZhCN } from './zh_CN.ts';

/** The `consoleVouchers` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleVouchers', { zh_CN: consoleVouchersZhCN, en: consoleVouchersEn });
