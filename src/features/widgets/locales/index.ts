import { addTexts } from '../../../shared/i18n/texts.ts';
import { widgetsEn } from './en.ts';
import { widgetsZhCN } from './zh_CN.ts';

/** The `widgets` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('widgets', { zh_CN: widgetsZhCN, en: widgetsEn });
