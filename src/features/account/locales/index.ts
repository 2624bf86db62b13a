import { addTexts } from '../../../shared/i18n/texts.ts';
import { accountEn } from './en.ts';
import { accountZhCN } from './zh_CN.ts';

/** The `account` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('account', { zh_CN: accountZhCN, en: accountEn });
