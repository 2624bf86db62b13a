import { addTexts } from '../../../shared/i18n/texts.ts';
import { identityEn } from './en.ts';
import { identityZhCN } from './zh_CN.ts';

/** The `identity` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('identity', { zh_CN: identityZhCN, en: identityEn });
