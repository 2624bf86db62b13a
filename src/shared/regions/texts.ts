import { addTexts } from '../i18n/texts.ts';

/** Texts of the region picker (namespace `region`), loaded with the picker. */
addTexts('region', {
  zh_CN: {
    picker: '配送地区',
    placeholder: '请选择',
    levels: { 0: '省份', 1: '城市', 2: '区/县', 3: '乡镇/街道' },
    loading: '正在加载地区…',
    loadFailed: '地区加载失败',
  },
  en: {
    picker: 'Delivery region',
    placeholder: 'Please choose',
    levels: { 0: 'Province', 1: 'City', 2: 'District', 3: 'Town / street' },
    loading: 'Loading regions…',
    loadFailed: 'The regions failed to load',
  },
});
