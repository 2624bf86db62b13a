import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleCommentsEn } from './en.ts';
import { consoleCommentsZhCN } from './zh_CN.ts';

/** The `consoleComments` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleComments', { zh_CN: consoleCommentsZhCN, en: consoleCommentsEn });
