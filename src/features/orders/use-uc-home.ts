import { useMachine } from '@xstate/react';
import { connect, type UcHomeApi } from '../../../machines/user-center/uc-home.connect.ts';
import { ucHomeMachine } from '../../../machines/user-center/uc-home.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { ucHomeActors } from './api.ts';
import '../../shared/ui/order-texts.ts';
import './locales/index.ts';

/** The user centre's home page: order counts, recent orders and the wallet. */
export function useUcHome(): UcHomeApi {
  const [snapshot, send] = useMachine(ucHomeMachine.provide({ actors: ucHomeActors }), { inspect });
  return connect(snapshot, send);
}
