import { addTexts } from '../../../shared/i18n/texts.ts';
import { checkoutEn } from './en.ts';
import { checkoutZhCN } from './zh_CN.ts';

/** The `checkout` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('checkout', { zh_CN: checkoutZhCN, en: checkoutEn });
