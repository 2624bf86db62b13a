import { addTexts } from '../../../shared/i18n/texts.ts';
import { machinesViewerEn } from './en.ts';
import { machinesViewerZhCN } from './zh_CN.ts';

/** The `diagrams` namespace: imported by the feature's views, so its texts load with its (lazy) code. */
addTexts('diagrams', { zh_CN: machinesViewerZhCN, en: machinesViewerEn });
