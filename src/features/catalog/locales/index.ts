import { addTexts } from '../../../shared/i18n/texts.ts';
import { catalogEn } from './en.ts';
import { catalogZhCN } from './zh_CN.ts';

/** The `catalog` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('catalog', { zh_CN: catalogZhCN, en: catalogEn });
