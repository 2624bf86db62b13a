import { and, assign, fromPromise, setup } from 'xstate';
import type { components as UpmsSchemas } from '../../openapi/generated/upms.ts';
import { errorCode, errorMessage, IMAGE_CHECK_REQUIRED_CODE } from '../shared/errors.ts';
import { isForbiddenError, isUnauthorizedError, type ConsoleMe } from './console.types.ts';

/** An image check to solve after repeated failures (/batchPhone/getImageCert; `image` is a data URL). */
export type ConsoleImageCert = Pick<UpmsSchemas['schemas']['ImageCert'], 'certId' | 'image'>;

/** Why the last sign-in did not get in, when it is ours to say (the server's words are kept in `error`). */
export type ConsoleSessionRefusal = 'notStaff' | 'imageCodeRequired' | 'tenantRequired' | 'fieldsRequired';

export interface ConsoleSessionContext {
  /** The tenant the console talks to (the `shopId` header); null until one is chosen. */
  shopId: string | null;
  me: ConsoleMe | null;
  /** The server's message for a failed sign-in or check. */
  error: string | null;
  refusal: ConsoleSessionRefusal | null;
  /** The account and password of the sign-in under way (kept only until it ends). */
  credentials: { userName: string; password: string } | null;
  imageCert: ConsoleImageCert | null;
  /** The answer to the picture, sent with the sign-in it precedes. */
  imageCode: string;
  imageTicket: string | null;
}

export type ConsoleSessionEvent =
  | { type: 'tenant.change'; shopId: string }
  | { type: 'login.submit'; userName: string; password: string; imageCode?: string }
  | { type: 'imageCert.refresh' }
  | { type: 'session.logout' }
  /** A console request answered 401: the session ended elsewhere (expired, revoked). */
  | { type: 'session.lost' }
  | { type: 'session.retry' };

const submitted = (event: ConsoleSessionEvent) =>
  event.type === 'login.submit' ? { userName: event.userName.trim(), password: event.password } : null;

/**
 * The console's session (/vp/), created once by the console app: is someone signed in, for which tenant,
 * and are they a store's staff or the mall operator (`loadMe`, 401 and 403 both mean "not in")? Signing in
 * is the normal password login (`signIn`) followed by `loadMe`; an account that is no store's staff is
 * refused (`notStaff`) and its fresh session revoked. After three failures the server asks for an image
 * check (428): a picture (`getImageCert`) is answered (`checkImageCert`) before the next attempt. Logout
 * revokes the session (`revokeSession`) and `endSession` clears the browser side; a request that found
 * the session gone sends `session.lost`. The tenant can change only while signed out (`storeTenant`).
 * Tags `loading`, `signedIn`, `signedOut`, `submitting`, `error`, `refused`, `imageCheck`.
 */
export const consoleSessionMachine = setup({
  types: {} as {
    context: ConsoleSessionContext;
    events: ConsoleSessionEvent;
    input: { shopId: string | null };
  },
  actors: {
    loadMe: fromPromise<ConsoleMe, { shopId: string }>(async () => {
      throw new Error('loadMe is provided by the app');
    }),
    signIn: fromPromise<
      void,
      { shopId: string; userName: string; password: string; imageTicket: string | null }
    >(async () => {
      throw new Error('signIn is provided by the app');
    }),
    revokeSession: fromPromise<void, { shopId: string }>(async () => {
      throw new Error('revokeSession is provided by the app');
    }),
    getImageCert: fromPromise<ConsoleImageCert, { shopId: string }>(async () => {
      throw new Error('getImageCert is provided by the app');
    }),
    checkImageCert: fromPromise<{ ticket: string }, { shopId: string; certId: string; code: string }>(
      async () => {
        throw new Error('checkImageCert is provided by the app');
      },
    ),
  },
  actions: {
    storeTenant: (_, _params: { shopId: string }) => {},
    endSession: () => {},
  },
  guards: {
    hasShopId: ({ context }) => context.shopId !== null,
    canSubmit: ({ context, event }) => {
      const c = submitted(event);
      return context.shopId !== null && c !== null && c.userName !== '' && c.password !== '';
    },
    hasImageCode: ({ event }) => event.type === 'login.submit' && (event.imageCode ?? '').trim() !== '',
    isSessionGone: ({ event }) =>
      'error' in event && (isUnauthorizedError(event.error) || isForbiddenError(event.error)),
    isNotStaff: ({ event }) => 'error' in event && isForbiddenError(event.error),
    isImageCheckRequired: ({ event }) =>
      'error' in event && errorCode(event.error) === IMAGE_CHECK_REQUIRED_CODE,
  },
}).createMachine({
  id: 'consoleSession',
  context: ({ input }) => ({
    shopId: input.shopId,
    me: null,
    error: null,
    refusal: null,
    credentials: null,
    imageCert: null,
    imageCode: '',
    imageTicket: null,
  }),
  initial: 'checking',
  states: {
    checking: {
      tags: ['loading'],
      always: [{ guard: 'hasShopId', target: 'loadingMe' }, { target: 'signedOut' }],
    },
    loadingMe: {
      tags: ['loading'],
      invoke: {
        src: 'loadMe',
        input: ({ context }) => ({ shopId: context.shopId! }),
        onDone: { target: 'signedIn', actions: assign({ me: ({ event }) => event.output }) },
        onError: [
          { guard: 'isSessionGone', target: 'signedOut' },
          { target: 'failed', actions: assign({ error: ({ event }) => errorMessage(event.error) }) },
        ],
      },
    },
    failed: {
      tags: ['error'],
      on: { 'session.retry': { target: 'loadingMe', actions: assign({ error: null }) } },
    },
    signedOut: {
      tags: ['signedOut'],
      entry: assign({ me: null, credentials: null }),
      initial: 'idle',
      on: {
        // From any signed-out state but the image check, which answers its picture first.
        'login.submit': [
          {
            guard: 'canSubmit',
            target: 'signingIn',
            actions: assign({
              credentials: ({ event }) => submitted(event),
              error: null,
              refusal: null,
              imageTicket: null,
            }),
          },
          {
            target: '.invalid',
            actions: assign({
              refusal: ({ context }) => (context.shopId === null ? 'tenantRequired' : 'fieldsRequired'),
              error: null,
            }),
          },
        ],
        'tenant.change': {
          target: '.idle',
          actions: [
            assign({ shopId: ({ event }) => event.shopId, error: null, refusal: null, imageCert: null }),
            { type: 'storeTenant', params: ({ event }) => ({ shopId: event.shopId }) },
          ],
        },
      },
      states: {
        idle: {},
        invalid: { tags: ['refused'] },
        rejected: { tags: ['error'] },
        refused: { tags: ['refused'] },
        // The account failed often: each further attempt answers a new picture first.
        imageCheck: {
          tags: ['imageCheck'],
          initial: 'loadingPicture',
          // Only the answering state signs in (with the picture's answer).
          on: { 'login.submit': { actions: assign({ refusal: 'imageCodeRequired' }) } },
          states: {
            loadingPicture: {
              tags: ['loading'],
              entry: assign({ imageCert: null, imageCode: '', imageTicket: null }),
              invoke: {
                src: 'getImageCert',
                input: ({ context }) => ({ shopId: context.shopId! }),
                onDone: { target: 'answering', actions: assign({ imageCert: ({ event }) => event.output }) },
                onError: {
                  target: 'answering',
                  actions: assign({ error: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
            answering: {
              on: {
                'imageCert.refresh': 'loadingPicture',
                'login.submit': [
                  {
                    guard: and(['canSubmit', 'hasImageCode']),
                    target: 'checkingPicture',
                    actions: assign({
                      credentials: ({ event }) => submitted(event),
                      imageCode: ({ event }) => event.imageCode?.trim() ?? '',
                      error: null,
                      refusal: null,
                    }),
                  },
                  { guard: 'canSubmit', actions: assign({ refusal: 'imageCodeRequired', error: null }) },
                  { actions: assign({ refusal: 'fieldsRequired', error: null }) },
                ],
              },
            },
            checkingPicture: {
              tags: ['submitting'],
              invoke: {
                src: 'checkImageCert',
                input: ({ context }) => ({
                  shopId: context.shopId!,
                  certId: context.imageCert?.certId ?? '',
                  code: context.imageCode,
                }),
                onDone: {
                  target: '#consoleSession.signingIn',
                  actions: assign({ imageTicket: ({ event }) => event.output.ticket }),
                },
                // A picture is tried once: a wrong answer needs a new one.
                onError: {
                  target: 'loadingPicture',
                  actions: assign({ error: ({ event }) => errorMessage(event.error) }),
                },
              },
            },
          },
        },
      },
    },
    signingIn: {
      tags: ['signedOut', 'submitting'],
      invoke: {
        src: 'signIn',
        input: ({ context }) => ({
          shopId: context.shopId!,
          userName: context.credentials!.userName,
          password: context.credentials!.password,
          imageTicket: context.imageTicket,
        }),
        onDone: { target: 'verifying', actions: assign({ imageTicket: null }) },
        onError: [
          {
            guard: 'isImageCheckRequired',
            target: 'signedOut.imageCheck',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
          {
            target: 'signedOut.rejected',
            actions: assign({ error: ({ event }) => errorMessage(event.error), imageTicket: null }),
          },
        ],
      },
    },
    // Signed in to the mall: is the account a store's staff or the mall operator?
    verifying: {
      tags: ['signedOut', 'submitting'],
      invoke: {
        src: 'loadMe',
        input: ({ context }) => ({ shopId: context.shopId! }),
        onDone: {
          target: 'signedIn',
          actions: [
            assign({ me: ({ event }) => event.output, credentials: null }),
            { type: 'storeTenant', params: ({ context }) => ({ shopId: context.shopId! }) },
          ],
        },
        onError: [
          { guard: 'isNotStaff', target: 'refusing' },
          {
            target: 'signedOut.rejected',
            actions: assign({ error: ({ event }) => errorMessage(event.error) }),
          },
        ],
      },
    },
    // Not staff: the session the login just opened is ended again, whatever the answer.
    refusing: {
      tags: ['signedOut', 'submitting'],
      invoke: {
        src: 'revokeSession',
        input: ({ context }) => ({ shopId: context.shopId! }),
        onDone: { target: 'signedOut.refused', actions: [assign({ refusal: 'notStaff' }), 'endSession'] },
        onError: { target: 'signedOut.refused', actions: [assign({ refusal: 'notStaff' }), 'endSession'] },
      },
    },
    signedIn: {
      tags: ['signedIn'],
      on: {
        'session.logout': 'signingOut',
        'session.lost': { target: 'signedOut', actions: 'endSession' },
      },
    },
    signingOut: {
      tags: ['signedIn', 'submitting'],
      invoke: {
        src: 'revokeSession',
        input: ({ context }) => ({ shopId: context.shopId! }),
        onDone: { target: 'signedOut', actions: 'endSession' },
        onError: { target: 'signedOut', actions: 'endSession' },
      },
    },
  },
});
