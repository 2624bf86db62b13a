import { addTexts } from '../../../shared/i18n/texts.ts';
import { walletEn } from './en.ts';
import { walletZhCN } from './zh_CN.ts';

/** The `wallet` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('wallet', { zh_CN: walletZhCN, en: walletEn });
