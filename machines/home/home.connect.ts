import type { EventFrom, SnapshotFrom } from 'xstate';
import type { HomeContent, homeMachine } from './home.machine.ts';

/**
 * Where a banner goes: a path inside the shop (`/list?pn=…`, under the shop's domain), an absolute URL in
 * a new tab, or nowhere.
 */
export type BannerLink = { kind: 'shop'; path: string } | { kind: 'external'; href: string } | null;

export type HomeBanner = HomeContent['banners'][number] & { link: BannerLink };

/** What the home page reads from the home machine. */
export interface HomeApi {
  isLoading: boolean;
  /** The content could not load: the page offers 重试. */
  loadFailed: boolean;
  banners: HomeBanner[];
  hotWords: readonly string[];
  retry(): void;
}

export function bannerLink(linkUrl: string): BannerLink {
  if (linkUrl.startsWith('/')) return { kind: 'shop', path: linkUrl };
  if (/^https?:\/\//.test(linkUrl)) return { kind: 'external', href: linkUrl };
  return null;
}

/** `hotWords` are the shell data's goods hot words (loaded by the shell, not again by the page). */
export function connect(
  snapshot: SnapshotFrom<typeof homeMachine>,
  send: (event: EventFrom<typeof homeMachine>) => void,
  hotWords: readonly string[] = [],
): HomeApi {
  const { content } = snapshot.context;
  const isLoading = snapshot.hasTag('loading');
  return {
    isLoading,
    loadFailed: !isLoading && (snapshot.hasTag('error') || content === null),
    banners: (content?.banners ?? []).map((b) => ({ ...b, link: bannerLink(b.linkUrl) })),
    hotWords: content ? hotWords : [],
    retry: () => send({ type: 'home.retry' }),
  };
}
