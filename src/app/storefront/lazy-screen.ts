import { lazy, type ComponentType } from 'react';

/** A lazy screen: its chunk loads the first time it renders. */
export const screen = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => ({ default: await load() }));
