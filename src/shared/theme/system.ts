import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
  // Text in the theme colour is darkened a little in light mode: the default red on the muted grey of the
  // top bar was 4.26:1, under WCAG AA's 4.5:1 for small text (axe, issue #20).
  fg: {
    value: {
      _light: 'color-mix(in srgb, var(--mall-primary) 80%, black)',
      _dark: 'color-mix(in srgb, var(--mall-primary) 70%, white)',
    },
  },
  muted: { value: 'color-mix(in srgb, var(--mall-primary) 30%, transparent)' },
  subtle: { value: 'color-mix(in srgb, var(--mall-primary) 12%, transparent)' },
  emphasized: { value: 'color-mix(in srgb, var(--mall-primary) 45%, transparent)' },
  focusRing: { value: 'var(--mall-primary)' },
};

/**
 * Status and secondary texts dark enough to read: Chakra's light-mode red (error, prices), green, orange
 * and blue texts and its subtle grey are under WCAG AA's 4.5:1 on white (red 3.76:1, green 3.29:1;
 * axe, issue #20). Dark mode keeps Chakra's.
 */
const textColors = {
  ...semanticTokens.colors.fg,
  subtle: { value: { _light: '{colors.gray.500}', _dark: '{colors.gray.500}' } },
  error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
  info: { value: { _light: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
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
    semanticTokens: { ...semanticTokens, colors: { ...semanticTokens.colors, fg: textColors, brand } },
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

// createSystem merges its configs itself (a deep clone and a walk of every token): merging them here
// first did that twice at start-up.
export const system = createSystem(defaultBaseConfig, storefrontConfig);
