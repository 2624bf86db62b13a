import { Box, Button, Stack } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { sideWidgets } from '../../../../machines/shell.ts';
import { useShell } from '../../../app/providers/route-guard-provider.tsx';
import { loginPopup } from '../../../app/login-popup.ts';
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
export function SideWidgets() {
  const { t } = useTranslation();
  const shell = useShell();
  const { hotline, compare, feedback } = useWidgets();
  const shown = sideWidgets(shell.shop);
  const needsLogin = loginPopup.open;
  const hotlineOpen = hotline[0].hasTag('open');
  const compareOpen = compare[0].hasTag('open');

  return (
    <Box as="aside" aria-label={t('widgets.label')} position="fixed" right="2" top="40%" zIndex="sticky">
      <Stack gap="2">
        <Button
          size="sm"
          colorPalette="brand"
          aria-expanded={hotlineOpen}
          onClick={() => hotline[1]({ type: 'hotline.toggle' })}
        >
          {t('widgets.hotline')}
        </Button>
        {shown.feedback && (
          <Button
            size="sm"
            colorPalette="brand"
            aria-haspopup="dialog"
            onClick={() => (shell.isLoggedIn ? feedback[1]({ type: 'feedback.open' }) : needsLogin())}
          >
            {t('widgets.feedback')}
          </Button>
        )}
        {shown.comparison && (
          <Button
            size="sm"
            colorPalette="brand"
            aria-expanded={compareOpen}
            onClick={() => (shell.isLoggedIn ? compare[1]({ type: 'compare.toggle' }) : needsLogin())}
          >
            {t('widgets.compare')}
          </Button>
        )}
      </Stack>
      <Suspense fallback={null}>
        {hotlineOpen && <HotlinePanel machine={hotline} />}
        {compareOpen && <ComparePanel machine={compare} />}
        {feedback[0].hasTag('open') && (
          <FeedbackDialog
            machine={feedback}
            shopId={shell.shop?.shopId ?? ''}
            isPublicBrowse={shell.user?.isPublicBrowse === true}
          />
        )}
      </Suspense>
    </Box>
  );
}
