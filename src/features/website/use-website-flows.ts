import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { useSearch } from 'wouter';
import {
  aboutPageFlow,
  helpPageFlow,
  noticeDetailFlow,
  noticeListFlow,
  shopHomeFlow,
} from '../../app/flows/website.flow.ts';
import { inspect } from '../../app/inspect.ts';
import './website-texts.ts';

/** The help article of the route's topic; another topic's link reloads the article. */
export function useHelpPage(code: string) {
  const [snapshot, send] = useMachine(helpPageFlow, { input: { key: code }, inspect });
  useEffect(() => send({ type: 'content.load', key: code }), [code, send]);
  return [snapshot, send] as const;
}

/** The shop home's latest notices. */
export function useShopHome() {
  return useMachine(shopHomeFlow, { input: { key: 'latest' }, inspect });
}

/** The notice list page of the URL's `current`. */
export function useNoticeList() {
  const current = new URLSearchParams(useSearch()).get('current') ?? '1';
  const [snapshot, send] = useMachine(noticeListFlow, { input: { key: current }, inspect });
  useEffect(() => send({ type: 'content.load', key: current }), [current, send]);
  return [snapshot, send] as const;
}

/** The notice of the URL's `id`. */
export function useNoticeDetail() {
  const id = new URLSearchParams(useSearch()).get('id') ?? '';
  const [snapshot, send] = useMachine(noticeDetailFlow, { input: { key: id }, inspect });
  useEffect(() => send({ type: 'content.load', key: id }), [id, send]);
  return [snapshot, send] as const;
}

/** The shop's "about us" page. */
export function useAboutPage() {
  return useMachine(aboutPageFlow, { input: { key: 'about' }, inspect });
}
