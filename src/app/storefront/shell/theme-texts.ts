import { addTexts, type Strings } from '../../../shared/i18n/texts.ts';

/**
 * The `theme` namespace: the texts of the theme panel, which load with the panel's (lazy) code. The top
 * bar's button that opens it is named in the app's own texts (theme.open).
 */
const themeZhCN = {
  title: '主题设置',
  presets: '预设主题',
  preset: {
    red: '中国红',
    blue: '科技蓝',
    green: '生机绿',
    orange: '活力橙',
    purple: '典雅紫',
    pink: '樱花粉',
    cyan: '青碧色',
    indigo: '靛青蓝',
  },
  custom: '自定义颜色',
  customLabel: '输入颜色值（如 #1677ff）',
  apply: '应用',
  dark: '暗色模式',
  reset: '恢复默认',
  applied: '主题已切换',
  resetDone: '已恢复默认主题',
  invalidColor: '颜色格式不正确',
};

addTexts('theme', {
  zh_CN: themeZhCN,
  en: {
    title: 'Theme',
    presets: 'Presets',
    preset: {
      red: 'Red',
      blue: 'Blue',
      green: 'Green',
      orange: 'Orange',
      purple: 'Purple',
      pink: 'Pink',
      cyan: 'Cyan',
      indigo: 'Indigo',
    },
    custom: 'Custom colour',
    customLabel: 'Colour value (e.g. #1677ff)',
    apply: 'Apply',
    dark: 'Dark mode',
    reset: 'Reset',
    applied: 'Theme changed',
    resetDone: 'Default theme restored',
    invalidColor: 'Not a valid colour',
  } satisfies Strings<typeof themeZhCN>,
});
