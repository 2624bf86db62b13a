import { addTexts } from '../../../shared/i18n/texts.ts';
import { consoleSessionEn } from './en.ts';
import { consoleSessionZhCN } from './zh_CN.ts';

/** The `consoleSession` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('consoleSession', { zh_CN: consoleSessionZhCN, en: consoleSessionEn });
