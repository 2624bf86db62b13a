import { addTexts } from '../../../shared/i18n/texts.ts';
import { homeFloorsEn } from './en.ts';
import { homeFloorsZhCN } from './zh_CN.ts';

/** The `home` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('home', { zh_CN: homeFloorsZhCN, en: homeFloorsEn });
