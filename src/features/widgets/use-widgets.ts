import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import {
  connect as connectCompare,
  type ComparePanelApi,
} from '../../../machines/widgets/compare-panel.connect.ts';
import { comparePanelMachine } from '../../../machines/widgets/compare-panel.machine.ts';
import {
  connect as connectFeedback,
  type FeedbackDialogApi,
} from '../../../machines/widgets/feedback-dialog.connect.ts';
import { feedbackDialogMachine } from '../../../machines/widgets/feedback-dialog.machine.ts';
import { connect as connectHotline, type HotlineApi } from '../../../machines/widgets/hotline.connect.ts';
import { hotlineMachine } from '../../../machines/widgets/hotline.machine.ts';
import {
  deleteCompareItem,
  loadCompareList,
  loadFeedbackOptions,
  loadHotlines,
  submitFeedback,
} from './api.ts';
import { loginPopup } from '../../shared/login-popup.ts';
import { notify } from '../../shared/notify.ts';
import './locales/index.ts';

// The side widgets' machines, each provided once here with its requests and the confirmations of
// spec §8 (删除成功, 提交成功) in the current language.

const hotlineLogic = hotlineMachine.provide({
  actors: { loadHotlines: fromPromise(() => loadHotlines()) },
});

function comparePanelLogic(deleted: string) {
  return comparePanelMachine.provide({
    actors: {
      loadCompareList: fromPromise(() => loadCompareList()),
      deleteCompareItem: fromPromise(({ input }) => deleteCompareItem(input.skuId)),
    },
    actions: { notifyDeleted: () => notify('success', deleted) },
  });
}

function feedbackDialogLogic(submitted: string) {
  return feedbackDialogMachine.provide({
    actors: {
      loadFeedbackOptions: fromPromise(() => loadFeedbackOptions()),
      submitFeedback: fromPromise(({ input }) => submitFeedback(input)),
    },
    actions: { notifySubmitted: () => notify('success', submitted) },
  });
}

export interface Widgets {
  hotline: HotlineApi;
  compare: ComparePanelApi;
  feedback: FeedbackDialogApi;
}

/**
 * The side widgets' APIs. Feedback and comparison are for logged-in users: for a visitor, opening either
 * asks for the login popup instead (spec §6).
 */
export function useWidgets(isLoggedIn: boolean): Widgets {
  const { t } = useTranslation('widgets');
  const [hotline, sendHotline] = useMachine(hotlineLogic);
  // A new language rebuilds the logic; the running actors take its implementations and keep their state.
  const [compare, sendCompare] = useMachine(useMemo(() => comparePanelLogic(t('deleted')), [t]));
  const [feedback, sendFeedback] = useMachine(useMemo(() => feedbackDialogLogic(t('submitted')), [t]));
  const compareApi = connectCompare(compare, sendCompare);
  const feedbackApi = connectFeedback(feedback, sendFeedback);
  return {
    hotline: connectHotline(hotline, sendHotline),
    compare: isLoggedIn ? compareApi : { ...compareApi, toggle: loginPopup.open },
    feedback: isLoggedIn ? feedbackApi : { ...feedbackApi, open: loginPopup.open },
  };
}
