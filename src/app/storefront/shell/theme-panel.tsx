import { Box, Button, Flex, Heading, HStack, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './theme-texts.ts';
import { notify } from '../../../shared/notify.ts';
import { THEME_PRESETS, type ThemePresetName } from '../../../shared/theme/presets.ts';
import { themeStore, useTheme } from '../../../shared/theme/theme-store.ts';

/** The theme switcher (spec §2): eight presets, a custom colour, dark mode and reset; loaded on demand. */
export function ThemePanel({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('theme');
  const theme = useTheme();
  const [custom, setCustom] = useState(theme.currentThemeName === 'custom' ? theme.currentTheme : '');

  return (
    <Box
      role="region"
      aria-labelledby="theme-title"
      borderWidth="1px"
      borderRadius="md"
      p="3"
      my="2"
      bg="bg.panel"
    >
      <Flex justify="space-between" align="center" mb="2">
        <Heading as="h2" size="sm" id="theme-title">
          {t('title')}
        </Heading>
        <Button size="2xs" variant="ghost" onClick={onClose}>
          ✕<Text srOnly>{t('title')}</Text>
        </Button>
      </Flex>
      <Text fontSize="xs" mb="1">
        {t('presets')}
      </Text>
      <HStack gap="2" wrap="wrap" mb="3">
        {(Object.keys(THEME_PRESETS) as ThemePresetName[]).map((name) => (
          <Button
            key={name}
            size="xs"
            variant={theme.currentThemeName === name ? 'solid' : 'outline'}
            aria-pressed={theme.currentThemeName === name}
            onClick={() => {
              themeStore.choosePreset(name);
              notify('success', t('applied'));
            }}
          >
            <Box
              as="span"
              boxSize="3"
              borderRadius="full"
              style={{ background: THEME_PRESETS[name] }}
              aria-hidden
            />
            {t(`preset.${name}`)}
          </Button>
        ))}
      </HStack>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (themeStore.chooseCustom(custom)) notify('success', t('applied'));
          else notify('error', t('invalidColor'));
        }}
      >
        <HStack gap="2" mb="3" align="end">
          <label>
            <Text fontSize="xs" mb="1">
              {t('customLabel')}
            </Text>
            <Input size="xs" value={custom} onChange={(e) => setCustom(e.target.value)} maxW="40" />
          </label>
          <input
            type="color"
            aria-label={t('custom')}
            value={/^#[0-9a-f]{6}$/.test(custom) ? custom : theme.currentTheme}
            onChange={(e) => setCustom(e.target.value)}
          />
          <Button size="xs" type="submit">
            {t('apply')}
          </Button>
        </HStack>
      </form>
      <HStack gap="3">
        <label>
          <input
            type="checkbox"
            checked={theme.isDark}
            onChange={(e) => themeStore.setDark(e.target.checked)}
          />{' '}
          <Text as="span" fontSize="sm">
            {t('dark')}
          </Text>
        </label>
        <Button
          size="xs"
          variant="outline"
          onClick={() => {
            themeStore.reset();
            setCustom('');
            notify('success', t('resetDone'));
          }}
        >
          {t('reset')}
        </Button>
      </HStack>
    </Box>
  );
}
