import { fromPromise } from 'xstate';
import { comparePanelMachine } from '../../../machines/compare-panel.machine.ts';
import { feedbackDialogMachine } from '../../../machines/feedback-dialog.machine.ts';
import { hotlineMachine } from '../../../machines/hotline.machine.ts';
import {
  deleteCompareItem,
  loadCompareList,
  loadFeedbackOptions,
  loadHotlines,
  submitFeedback,
} from '../../api/widgets.ts';

/** The side widgets' machines with their real actors; views add the toasts. */
export const hotlineFlow = hotlineMachine.provide({
  actors: { loadHotlines: fromPromise(() => loadHotlines()) },
});

export const comparePanelFlow = comparePanelMachine.provide({
  actors: {
    loadCompareList: fromPromise(() => loadCompareList()),
    deleteCompareItem: fromPromise(({ input }) => deleteCompareItem(input.skuId)),
  },
});

export const feedbackDialogFlow = feedbackDialogMachine.provide({
  actors: {
    loadFeedbackOptions: fromPromise(() => loadFeedbackOptions()),
    submitFeedback: fromPromise(({ input }) => submitFeedback(input)),
  },
});
