import i18next from 'i18next';
import { zonesEn } from '../../i18n/locales/zones.en.ts';
import { zonesZhCN } from '../../i18n/locales/zones.zh_CN.ts';

// The zone texts load with the zone pages only (the home page's initial bundle cannot take them).
i18next.addResourceBundle('zh_CN', 'translation', { zones: zonesZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { zones: zonesEn }, true, false);
