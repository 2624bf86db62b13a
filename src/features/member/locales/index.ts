import { addTexts } from '../../../shared/i18n/texts.ts';
import { memberEn } from './en.ts';
import { memberZhCN } from './zh_CN.ts';

/** The `member` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('member', { zh_CN: memberZhCN, en: memberEn });
