import { addTexts } from '../../../shared/i18n/texts.ts';
import { websiteEn } from './en.ts';
import { websiteZhCN } from './zh_CN.ts';

/** The `website` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('website', { zh_CN: websiteZhCN, en: websiteEn });
