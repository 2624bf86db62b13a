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
    <Box as="aside" ref={bar} aria-label={t('label')} position="fixed" right="2" top="40%" zIndex="sticky">
      <Stack gap="2">
        <Button
          ref={hotlineButton}
          size="sm"
          colorPalette="brand"
          aria-expanded={hotline.isOpen}
          onClick={hotline.toggle}
        >
          {t('hotline')}
        </Button>
        {shown.feedback && (
          <Button size="sm" colorPalette="brand" aria-haspopup="dialog" onClick={feedback.open}>
            {t('feedback')}
          </Button>
        )}
        {shown.comparison && (
          <Button
            ref={compareButton}
            size="sm"
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
