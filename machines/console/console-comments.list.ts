import type { StoreCommentPage } from '../comments/comments.types.ts';
import { createConsoleListMachine, parseTab, type ConsoleListQuery } from './console-list.machine.ts';

/** The tabs of the console's comment list: every comment, those waiting for a reply, those answered. */
export const CONSOLE_COMMENT_TABS = ['all', 'unreplied', 'replied'] as const;
export type ConsoleCommentTab = (typeof CONSOLE_COMMENT_TABS)[number];
export type ConsoleCommentQuery = ConsoleListQuery<ConsoleCommentTab>;

/** A tab from the URL, or `all`. */
export function parseConsoleCommentTab(raw: string | null | undefined): ConsoleCommentTab {
  return parseTab(CONSOLE_COMMENT_TABS, raw);
}

/** The console's comments (/vp/comments): the buyers' comments on the stores' goods, by tab. */
export const consoleCommentsMachine = createConsoleListMachine<ConsoleCommentTab, StoreCommentPage>(
  'consoleComments',
);
