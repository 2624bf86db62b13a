import { Box, Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { sideWidgets } from '../../../../machines/shell/shell.ts';
import { useShell } from '../../../shared/shell-context.ts';
import { useDismiss } from '../use-dismiss.ts';
import { useWidgets } from '../use-widgets.ts';

const HotlinePanel = lazy(() => import('./hotline-panel.tsx').then((m) => ({ default: m.HotlinePanel })));
const ComparePanel = lazy(() => import('./compare-panel.tsx').then((m) => ({ default: m.ComparePanel })));
const FeedbackDialog = lazy(() =>
  import('./feedback-dialog.tsx').then((m) => ({ default: m.FeedbackDialog })),
);

/**
 * The side widgets (spec §2, §6): consulting hotline always; feedback and comparison when the shop has
 * canFeedback, comparison only on the platform host or shops RDSC, HBKY and HSNYSC. Panels load on demand.
 */
export function SideWidgets({ domain }: { domain: string }) {
  const { t } = useTranslation('widgets');
  const shell = useShell();
  const { hotline, compare, feedback } = useWidgets(shell.isLoggedIn);
  const shown = sideWidgets(shell.shop);
  const bar = useRef<HTMLElement>(null);
  const hotlineButton = useRef<HTMLButtonElement>(null);
  const compareButton = useRef<HTMLButtonElement>(null);
  useDismiss(bar, hotline.isOpen, hotline.close, hotlineButton);
  useDismiss(bar, compare.isOpen, compare.close, compareButton);

  return (
    // From xl up the buttons float at the right edge, beside the 6xl page. Narrower screens have no room
    // beside the page, and a bar docked to the bottom would cover the pages' own bottom bars (the cart's
    // 结算): there they close the page, after the footer, where they cover nothing.
    <Box
      as="aside"
      ref={bar}
      aria-label={t('label')}
      position={{ base: 'relative', xl: 'fixed' }}
      right={{ base: 'auto', xl: '2' }}
      top={{ base: 'auto', xl: '40%' }}
      zIndex="sticky"
      bg={{ base: 'bg.muted', xl: 'transparent' }}
      borderTopWidth={{ base: '1px', xl: '0' }}
      px={{ base: '4', xl: '0' }}
      py={{ base: '2', xl: '0' }}
    >
      <Stack gap="2" direction={{ base: 'row', xl: 'column' }} justify={{ base: 'center', xl: 'flex-start' }}>
        <Button
          ref={hotlineButton}
          size={{ base: 'xs', xl: 'sm' }}
          colorPalette="brand"
          aria-expanded={hotline.isOpen}
          onClick={hotline.toggle}
        >
          {t('hotline')}
        </Button>
        {shown.feedback && (
          <Button
            size={{ base: 'xs', xl: 'sm' }}
            colorPalette="brand"
            aria-haspopup="dialog"
            onClick={feedback.open}
          >
            {t('feedback')}
          </Button>
        )}
        {shown.comparison && (
          <Button
            ref={compareButton}
            size={{ base: 'xs', xl: 'sm' }}
            colorPalette="brand"
            aria-expanded={compare.isOpen}
            onClick={compare.toggle}
          >
            {t('compare')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {hotline.isOpen && <HotlinePanel hotline={hotline} />}
        {compare.isOpen && <ComparePanel compare={compare} domain={domain} />}
        {feedback.isOpen && (
          <FeedbackDialog
            feedback={feedback}
            shopId={shell.shop?.shopId ?? ''}
            isPublicBrowse={shell.user?.isPublicBrowse === true}
          />
        )}
      </Suspense>
    </Box>
  );
}
