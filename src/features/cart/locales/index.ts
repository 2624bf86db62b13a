import { addTexts } from '../../../shared/i18n/texts.ts';
import { cartEn } from './en.ts';
import { cartZhCN } from './zh_CN.ts';

/** The `cart` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('cart', { zh_CN: cartZhCN, en: cartEn });
