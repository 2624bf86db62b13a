import { addTexts } from '../../../shared/i18n/texts.ts';
import { storeApplicationEn } from './en.ts';
import { storeApplicationZhCN } from './zh_CN.ts';

/** The `storeApplication` namespace: loaded with the feature's (lazy) screens. */
addTexts('storeApplication', { zh_CN: storeApplicationZhCN, en: storeApplicationEn });
