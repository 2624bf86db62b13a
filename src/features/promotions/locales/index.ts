import { addTexts } from '../../../shared/i18n/texts.ts';
import { promotionsEn } from './en.ts';
import { promotionsZhCN } from './zh_CN.ts';

/** The `promotions` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('promotions', { zh_CN: promotionsZhCN, en: promotionsEn });
