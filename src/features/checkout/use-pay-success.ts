import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import type { Submission } from '../../../machines/orders/order-detail.machine.ts';
import { connect, type PaySuccessApi } from '../../../machines/checkout/pay-success.connect.ts';
import { createContentPageMachine } from '../../../machines/website/content-page.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { paySuccessActors } from './api.ts';

import './locales/index.ts';
import '../../shared/ui/order-texts.ts';

const paySuccessMachine = createContentPageMachine<Submission>();

/** Pay success for the URL's `submissionId`. */
export function usePaySuccess(): PaySuccessApi {
  const key = new URLSearchParams(useSearch()).get('submissionId') ?? '';
  const [snapshot, send] = useMachine(paySuccessMachine.provide({ actors: paySuccessActors }), {
    input: { key },
    inspect,
  });
  useEffect(() => send({ type: 'content.load', key }), [key, send]);
  return connect(snapshot, send);
}
