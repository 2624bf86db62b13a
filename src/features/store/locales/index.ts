import { addTexts } from '../../../shared/i18n/texts.ts';
import { storeEn } from './en.ts';
import { storeZhCN } from './zh_CN.ts';

/** The `store` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('store', { zh_CN: storeZhCN, en: storeEn });
