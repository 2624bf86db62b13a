import { useMachine } from '@xstate/react';
import { useLocation } from 'wouter';
import { homeFlow } from '../../app/flows/home.flow.ts';
import { paths } from '../../config/paths.ts';

/** Runs the home flow with the router's navigation. */
export function useHome(domain: string) {
  const [, navigate] = useLocation();
  return useMachine(
    homeFlow.provide({
      actions: {
        goToProjectNotFound: () => navigate(paths.projectNotFound.getHref(), { replace: true }),
      },
    }),
    { input: { domain } },
  );
}
