import { addTexts } from '../../../shared/i18n/texts.ts';
import { ordersEn } from './en.ts';
import { ordersZhCN } from './zh_CN.ts';

/** The `orders` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('orders', { zh_CN: ordersZhCN, en: ordersEn });
