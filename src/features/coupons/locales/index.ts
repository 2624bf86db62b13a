import { addTexts } from '../../../shared/i18n/texts.ts';
import { couponsEn } from './en.ts';
import { couponsZhCN } from './zh_CN.ts';

/** The `coupons` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('coupons', { zh_CN: couponsZhCN, en: couponsEn });
