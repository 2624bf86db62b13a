import { assign, fromPromise, setup } from 'xstate';
import type { components } from '../../openapi/generated/console.ts';
import { errorCode, errorMessage } from '../shared/errors.ts';
import {
  emptyFields,
  STEPS,
  stepProblems,
  type ApplicationFields,
  type DocumentKind,
  type FieldProblem,
  type Step,
} from './store-application.rules.ts';

export type Settlement = components['schemas']['Settlement'];
export type StoreApplication = NonNullable<Settlement['application']>;

/** What is kept while the applicant fills the wizard in, so that a reload finds it again. */
export interface StoreApplicationDraft {
  step: Step;
  fields: ApplicationFields;
  /** Picture URLs of the uploaded documents, to show them again. */
  documentUrls: Record<DocumentKind, string>;
  /** The rejected application (`id@revision`) the draft modifies; absent for a first application. */
  basedOn?: string | null;
}

export interface StoreApplicationContext {
  fields: ApplicationFields;
  documentUrls: Record<DocumentKind, string>;
  step: Step;
  problems: FieldProblem[];
  serverError: string | null;
  settlement: Settlement | null;
  draft: StoreApplicationDraft | null;
}

export type StoreApplicationEvent =
  | { type: 'field.change'; field: Exclude<keyof ApplicationFields, 'documents'>; value: string }
  | { type: 'region.change'; provinceCode: string; cityCode: string; districtCode: string; areaName: string }
  | { type: 'document.set'; kind: DocumentKind; fileId: string; url: string }
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'step.goto'; step: Step }
  | { type: 'submit' }
  | { type: 'expedite' }
  | { type: 'modify' }
  | { type: 'retry' };

const emptyUrls = (): Record<DocumentKind, string> => ({ logo: '', licence: '', idFront: '', idBack: '' });
const stepIndex = (s: Step) => STEPS.indexOf(s);

/** The fields of an application the server holds, to modify and resubmit. */
function fieldsOf(a: StoreApplication): ApplicationFields {
  return {
    storeName: a.storeName,
    description: a.description,
    companyName: a.companyName,
    contactName: a.contactName,
    contactPhone: a.contactPhone,
    provinceCode: a.provinceCode,
    cityCode: a.cityCode,
    districtCode: a.districtCode,
    areaName: a.areaName,
    address: a.address,
    storeType: a.storeType,
    documents: { ...a.documents },
  };
}

/** Keeps the wizard as it is now (after the assignments before it) as the draft. */
const persist = {
  type: 'saveDraft',
  params: ({ context }: { context: StoreApplicationContext }): StoreApplicationDraft => {
    const basedOn = revisionOf(context.settlement?.application ?? null);
    return {
      step: context.step,
      fields: context.fields,
      documentUrls: context.documentUrls,
      ...(basedOn ? { basedOn } : {}),
    };
  },
} as const;

/** Which submission of an application a draft modifies. */
const revisionOf = (a: StoreApplication | null) => (a ? `${a.id}@${a.revision}` : null);

/**
 * A supplier's store application (spec §2 enter-process, /vp/shop/apply-settle; §4 store statuses; §5
 * rules): the caller's application is loaded first. Without one the wizard runs — company and contact,
 * the four documents, the store type, a review — and every change is kept as a draft (`saveDraft`) so a
 * reload resumes where the applicant was; `next` leaves a step only when its rules pass. Submitted, the
 * application is under review (one expedite request allowed); rejected, the operator's remarks show and
 * `modify` reopens the wizard with the application's fields to resubmit; approved, the store's status
 * shows (a draft kept while modifying it resumes there after a reload). A 401 asks the visitor to log in;
 * a 403 says only suppliers apply.
 */
export const storeApplicationMachine = setup({
  types: {} as {
    context: StoreApplicationContext;
    events: StoreApplicationEvent;
    input: { draft: StoreApplicationDraft | null };
  },
  actors: {
    loadMine: fromPromise<Settlement, void>(async () => {
      throw new Error('loadMine is provided by the app');
    }),
    submit: fromPromise<Settlement, ApplicationFields>(async () => {
      throw new Error('submit is provided by the app');
    }),
    expedite: fromPromise<Settlement, void>(async () => {
      throw new Error('expedite is provided by the app');
    }),
  },
  actions: {
    saveDraft: (_, _draft: StoreApplicationDraft) => {},
    clearDraft: () => {},
  },
  guards: {
    hasNoApplication: (_, s: Settlement) => s.application === null,
    isReviewing: (_, s: Settlement) => s.application?.status === 'reviewing',
    isRejected: (_, s: Settlement) => s.application?.status === 'rejected',
    stepPasses: ({ context }) => stepProblems(context.step, context.fields).length === 0,
    isEarlierStep: ({ context, event }) =>
      event.type === 'step.goto' && stepIndex(event.step) < stepIndex(context.step),
    canExpedite: ({ context }) => context.settlement?.application?.expedited === false,
  },
}).createMachine({
  id: 'storeApplication',
  context: ({ input }) => ({
    fields: input.draft?.fields ?? emptyFields(),
    documentUrls: input.draft?.documentUrls ?? emptyUrls(),
    step: input.draft?.step ?? 'company',
    problems: [],
    serverError: null,
    settlement: null,
    draft: input.draft,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        src: 'loadMine',
        onDone: [
          {
            guard: { type: 'hasNoApplication', params: ({ event }) => event.output },
            target: 'editing',
            actions: assign({ settlement: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isReviewing', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: assign({ settlement: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isRejected', params: ({ event }) => event.output },
            target: 'rejected',
            actions: assign({ settlement: ({ event }) => event.output }),
          },
          { target: 'settled', actions: assign({ settlement: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: ({ event }) => errorCode(event.error) === 401, target: 'signedOut' },
          { guard: ({ event }) => errorCode(event.error) === 403, target: 'notSupplier' },
          {
            target: 'loadFailed',
            actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
          },
        ],
      },
    },
    loadFailed: {
      tags: ['error'],
      on: { retry: { target: 'loading', actions: assign({ serverError: null }) } },
    },
    signedOut: {},
    notSupplier: {},
    editing: {
      on: {
        'field.change': {
          actions: [
            assign(({ context, event }) => ({
              fields: { ...context.fields, [event.field]: event.value },
              problems: context.problems.filter((p) => p.field !== event.field),
              serverError: null,
            })),
            persist,
          ],
        },
        'region.change': {
          actions: [
            assign(({ context, event }) => ({
              fields: {
                ...context.fields,
                provinceCode: event.provinceCode,
                cityCode: event.cityCode,
                districtCode: event.districtCode,
                areaName: event.areaName,
              },
              problems: context.problems.filter((p) => p.field !== 'districtCode'),
              serverError: null,
            })),
            persist,
          ],
        },
        'document.set': {
          actions: [
            assign(({ context, event }) => ({
              fields: {
                ...context.fields,
                documents: { ...context.fields.documents, [event.kind]: event.fileId },
              },
              documentUrls: { ...context.documentUrls, [event.kind]: event.url },
              problems: context.problems.filter((p) => p.field !== `documents.${event.kind}`),
              serverError: null,
            })),
            persist,
          ],
        },
        next: [
          {
            guard: 'stepPasses',
            actions: [
              assign(({ context }) => ({
                step: STEPS[Math.min(stepIndex(context.step) + 1, STEPS.length - 1)]!,
                problems: [],
              })),
              persist,
            ],
          },
          { actions: assign({ problems: ({ context }) => stepProblems(context.step, context.fields) }) },
        ],
        back: {
          actions: [
            assign(({ context }) => ({
              step: STEPS[Math.max(stepIndex(context.step) - 1, 0)]!,
              problems: [],
              serverError: null,
            })),
            persist,
          ],
        },
        'step.goto': {
          guard: 'isEarlierStep',
          actions: [assign(({ event }) => ({ step: event.step, problems: [], serverError: null })), persist],
        },
        submit: [
          {
            guard: ({ context }) =>
              context.step === 'review' && stepProblems('review', context.fields).length === 0,
            target: 'submitting',
            actions: assign({ serverError: null }),
          },
          {
            guard: ({ context }) => context.step === 'review',
            actions: assign({ problems: ({ context }) => stepProblems('review', context.fields) }),
          },
        ],
      },
    },
    submitting: {
      tags: ['busy'],
      invoke: {
        src: 'submit',
        input: ({ context }) => context.fields,
        onDone: {
          target: 'reviewing',
          actions: [assign({ settlement: ({ event }) => event.output, serverError: null }), 'clearDraft'],
        },
        onError: {
          target: 'editing',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    reviewing: {
      on: {
        expedite: { guard: 'canExpedite', target: 'expediting', actions: assign({ serverError: null }) },
      },
    },
    expediting: {
      tags: ['busy'],
      invoke: {
        src: 'expedite',
        onDone: { target: 'reviewing', actions: assign({ settlement: ({ event }) => event.output }) },
        onError: {
          target: 'reviewing',
          actions: assign({ serverError: ({ event }) => errorMessage(event.error) }),
        },
      },
    },
    rejected: {
      on: {
        modify: {
          target: 'editing',
          actions: [
            // The applicant's own edits of this rejected submission on an earlier visit (the draft) win over
            // the application as sent.
            assign(({ context }) => {
              const application = context.settlement!.application!;
              const draft =
                context.draft && context.draft.basedOn === revisionOf(application) ? context.draft : null;
              return {
                fields: draft?.fields ?? fieldsOf(application),
                documentUrls: draft?.documentUrls ?? { ...application.documentUrls },
                step: draft?.step ?? ('company' as Step),
                problems: [],
                serverError: null,
              };
            }),
            persist,
          ],
        },
      },
    },
    settled: {},
  },
});
