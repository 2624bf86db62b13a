import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleInvoicesEn } from './en.ts';
import { consoleInvoicesZhCN } from './zh_CN.ts';

/** The `consoleInvoices` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleInvoices', { zh_CN: consoleInvoicesZhCN, en: consoleInvoicesEn });
