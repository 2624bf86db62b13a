import { useMachine } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import {
  connect as connectWrite,
  type WriteCommentsApi,
} from '../../../machines/comments/write-comments.connect.ts';
import { writeCommentsMachine } from '../../../machines/comments/write-comments.machine.ts';
import { connect as connectList, type PagedListApi } from '../../../machines/shared/paged-list.connect.ts';
import { pagedListMachine } from '../../../machines/shared/paged-list.machine.ts';
import { connect as connectResource } from '../../../machines/shared/resource.connect.ts';
import { resourceMachine, type ResourceApi } from '../../../machines/shared/resource.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { notify } from '../../shared/notify.ts';
import { routes } from '../../shared/routes.ts';
import {
  commentDetailActors,
  myCommentsActors,
  pendingCommentsActors,
  writeCommentsActors,
  type MyComment,
  type PendingCommentLine,
} from './api.ts';
import './locales/index.ts';

export { useQueryParam } from '../../shared/use-query-param.ts';

export function usePendingComments(): PagedListApi<PendingCommentLine> {
  const [snapshot, send] = useMachine(pagedListMachine.provide({ actors: pendingCommentsActors }), {
    input: { size: 10 },
    inspect,
  });
  return connectList<PendingCommentLine>(snapshot, send);
}

export function useMyComments(): PagedListApi<MyComment> {
  const [snapshot, send] = useMachine(pagedListMachine.provide({ actors: myCommentsActors }), {
    input: { size: 10 },
    inspect,
  });
  return connectList<MyComment>(snapshot, send);
}

export function useCommentDetail(id: string | null): ResourceApi<MyComment> {
  const valid = id !== null && /^[1-9][0-9]{0,15}$/.test(id) ? id : null;
  const [snapshot, send] = useMachine(resourceMachine.provide({ actors: commentDetailActors }), {
    input: { id: valid },
    inspect,
  });
  return connectResource<MyComment>(snapshot, send);
}

/** Writing the comments of the URL's order; once sent, the buyer sees them under 我的评价. */
export function useWriteComments(domain: string, orderNo: string): WriteCommentsApi {
  const { t } = useTranslation('comments');
  const [, navigate] = useLocation();
  const [snapshot, send] = useMachine(
    writeCommentsMachine.provide({
      actors: writeCommentsActors,
      actions: {
        goToMyComments: () => {
          notify('success', t('write.done'));
          navigate(routes.userCenterPage.href(domain, 'uc-comments'), { replace: true });
        },
      },
    }),
    { input: { orderNo }, inspect },
  );
  return connectWrite(snapshot, send);
}
