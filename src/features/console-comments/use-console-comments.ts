import { useMachine } from '@xstate/react';
import { useState } from 'react';
import { connect, type ConsoleCommentsApi } from '../../../machines/console/console-comments.connect.ts';
import {
  consoleCommentsMachine,
  parseConsoleCommentTab,
} from '../../../machines/console/console-comments.list.ts';
import {
  connect as connectReply,
  type CommentReplyApi,
} from '../../../machines/console/comment-reply.connect.ts';
import { commentReplyMachine } from '../../../machines/console/comment-reply.machine.ts';
import { inspect } from '../../shared/inspect/inspect.ts';
import { useConsoleList } from '../../shared/use-console-list.ts';
import { commentReplyActors, loadConsoleComments } from './api.ts';

/** The console's comment list: tab and page live in the URL. */
export function useConsoleComments(shopId: string, onSessionLost: () => void): ConsoleCommentsApi {
  return useConsoleList({
    machine: consoleCommentsMachine,
    parseTab: parseConsoleCommentTab,
    allTab: 'all',
    loadPage: (query, signal) => loadConsoleComments(shopId, query, signal),
    connect,
    onSessionLost,
  });
}

/**
 * The reply dialog (the one `.provide()` of machines/console/comment-reply.machine.ts): `onReplied` gets
 * null when the reply went out, or the server's words when the comment had been answered meanwhile.
 */
export function useCommentReply(
  shopId: string,
  onReplied: (message: string | null) => void,
  onSessionLost: () => void,
): CommentReplyApi {
  const [logic] = useState(() =>
    commentReplyMachine.provide({
      actors: commentReplyActors(shopId),
      actions: { replied: (_, { message }) => onReplied(message), sessionLost: onSessionLost },
    }),
  );
  const [snapshot, send] = useMachine(logic, { inspect });
  return connectReply(snapshot, send);
}
