import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';

/**
 * The storefront's design system: Chakra's tokens with only the recipes the storefront uses (the
 * default system ships every recipe, which the home-page budget cannot afford; slot recipes, whose
 * anatomies weigh more than the rest, are passed by the lazy screens that use them as `recipe`), and a `brand` palette
 * that follows the theme colour the user picked (the --mall-primary variable set before first paint).
 */
const brand = {
  solid: { value: 'var(--mall-primary)' },
  contrast: { value: 'white' },
  fg: {
    value: { _light: 'var(--mall-primary)', _dark: 'color-mix(in srgb, var(--mall-primary) 70%, white)' },
  },
  muted: { value: 'color-mix(in srgb, var(--mall-primary) 30%, transparent)' },
  subtle: { value: 'color-mix(in srgb, var(--mall-primary) 12%, transparent)' },
  emphasized: { value: 'color-mix(in srgb, var(--mall-primary) 45%, transparent)' },
  focusRing: { value: 'var(--mall-primary)' },
};

const storefrontConfig = defineConfig({
  preflight: true,
  cssVarsPrefix: 'chakra',
  cssVarsRoot: ':where(html, .chakra-theme)',
  globalCss: {
    ...globalCss,
    html: { ...(globalCss.html as object), colorPalette: 'brand' },
  },
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      fonts: {
        // System fonts only: no CJK webfont download (issue budget).
        body: {
          value:
            '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
        },
        heading: {
          value:
            '-apple-system, BlinkMacSystemFont, "PingFang SC", "Hiragino Sans GB", "Microsoft YaHei", "Noto Sans CJK SC", "Segoe UI", Roboto, sans-serif',
        },
        mono: { value: 'SFMono-Regular, Menlo, Consolas, monospace' },
      },
    },
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, brand } },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(mergeConfigs(defaultBaseConfig, storefrontConfig));
