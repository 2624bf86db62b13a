import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { notify } from '../../app/notify.ts';
import { comparePanelFlow, feedbackDialogFlow, hotlineFlow } from '../../app/flows/widgets.flow.ts';

/** The side widgets' machines, with the confirmations of spec §8 (删除成功, 提交成功). */
export function useWidgets() {
  const { t } = useTranslation();
  const hotline = useMachine(hotlineFlow);
  const compare = useMachine(
    comparePanelFlow.provide({ actions: { notifyDeleted: () => notify('success', t('widgets.deleted')) } }),
  );
  const feedback = useMachine(
    feedbackDialogFlow.provide({
      actions: { notifySubmitted: () => notify('success', t('widgets.submitted')) },
    }),
  );
  return { hotline, compare, feedback };
}
