import type { EventFrom, SnapshotFrom } from 'xstate';
import type { StoreComment } from '../comments/comments.types.ts';
import { connectConsoleList, type ConsoleListApi } from './console-list.machine.ts';
import {
  CONSOLE_COMMENT_TABS,
  type ConsoleCommentTab,
  type consoleCommentsMachine,
} from './console-comments.list.ts';

/** What the console's comment list reads from its machine. */
export interface ConsoleCommentsApi extends ConsoleListApi<ConsoleCommentTab> {
  comments: StoreComment[];
}

export function connect(
  snapshot: SnapshotFrom<typeof consoleCommentsMachine>,
  send: (event: EventFrom<typeof consoleCommentsMachine>) => void,
): ConsoleCommentsApi {
  return {
    ...connectConsoleList(snapshot, send, CONSOLE_COMMENT_TABS),
    comments: snapshot.context.page?.records ?? [],
  };
}
