import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleOrdersEn } from './en.ts';
import { consoleOrdersZhCN } from './zh_CN.ts';

/** The `consoleOrders` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleOrders', { zh_CN: consoleOrdersZhCN, en: consoleOrdersEn });
