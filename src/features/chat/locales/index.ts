import { addTexts } from '../../../shared/i18n/texts.ts';
import { chatEn } from './en.ts';
import { chatZhCN } from './zh_CN.ts';

/** The `chat` namespace: imported by the feature's hook, so its texts load with its (lazy) code. */
addTexts('chat', { zh_CN: chatZhCN, en: chatEn });
