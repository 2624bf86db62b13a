import { addTexts } from '../../../shared/i18n/texts.ts';
import { commentsEn } from './en.ts';
import { commentsZhCN } from './zh_CN.ts';

/** The `comments` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('comments', { zh_CN: commentsZhCN, en: commentsEn });
