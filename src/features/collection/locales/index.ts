import { addTexts } from '../../../shared/i18n/texts.ts';
import { collectionEn } from './en.ts';
import { collectionZhCN } from './zh_CN.ts';

/** The `collection` namespace: imported by the feature's hooks, so its texts load with its (lazy) code. */
addTexts('collection', { zh_CN: collectionZhCN, en: collectionEn });
