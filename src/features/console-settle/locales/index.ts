import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleSettleEn, consoleStoresEn } from './en.ts';
import { consoleSettleZhCN, consoleStoresZhCN } from './zh_CN.ts';

/**
 * The `consoleSettle` (store applications) and `consoleStores` (stores) namespaces: imported by the
 * feature's views, so their texts load with its (lazy) code.
 */
addTexts('consoleSettle', { zh_CN: consoleSettleZhCN, en: consoleSettleEn });
addTexts('consoleStores', { zh_CN: consoleStoresZhCN, en: consoleStoresEn });
