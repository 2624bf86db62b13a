import type { EventFrom, SnapshotFrom } from 'xstate';
import type {
  ApplicationFields,
  DocumentKind,
  FieldProblem,
  RuleKey,
  Step,
} from './store-application.rules.ts';
import type { Settlement, storeApplicationMachine } from './store-application.machine.ts';

export type StoreApplicationView =
  'loading' | 'loadFailed' | 'signedOut' | 'notSupplier' | 'editing' | 'reviewing' | 'rejected' | 'settled';

/** What the application page reads and does. */
export interface StoreApplicationApi {
  view: StoreApplicationView;
  isBusy: boolean;
  step: Step;
  fields: ApplicationFields;
  documentUrls: Record<DocumentKind, string>;
  /** The rule a field breaks (after `next` or `submit`), by field. */
  problemOf(field: FieldProblem['field']): RuleKey | null;
  serverError: string | null;
  settlement: Settlement | null;
  canExpedite: boolean;
  change(field: Exclude<keyof ApplicationFields, 'documents'>, value: string): void;
  changeRegion(region: {
    provinceCode: string;
    cityCode: string;
    districtCode: string;
    areaName: string;
  }): void;
  setDocument(kind: DocumentKind, fileId: string, url: string): void;
  next(): void;
  back(): void;
  goTo(step: Step): void;
  submit(): void;
  expedite(): void;
  modify(): void;
  retry(): void;
}

const VIEWS: Record<string, StoreApplicationView> = {
  loading: 'loading',
  loadFailed: 'loadFailed',
  signedOut: 'signedOut',
  notSupplier: 'notSupplier',
  editing: 'editing',
  submitting: 'editing',
  reviewing: 'reviewing',
  expediting: 'reviewing',
  rejected: 'rejected',
  settled: 'settled',
};

export function connect(
  snapshot: SnapshotFrom<typeof storeApplicationMachine>,
  send: (event: EventFrom<typeof storeApplicationMachine>) => void,
): StoreApplicationApi {
  const c = snapshot.context;
  return {
    view: VIEWS[snapshot.value as string] ?? 'loading',
    isBusy: snapshot.hasTag('busy'),
    step: c.step,
    fields: c.fields,
    documentUrls: c.documentUrls,
    problemOf: (field) => c.problems.find((p) => p.field === field)?.rule ?? null,
    serverError: c.serverError,
    settlement: c.settlement,
    canExpedite: snapshot.can({ type: 'expedite' }),
    change: (field, value) => send({ type: 'field.change', field, value }),
    changeRegion: (r) => send({ type: 'region.change', ...r }),
    setDocument: (kind, fileId, url) => send({ type: 'document.set', kind, fileId, url }),
    next: () => send({ type: 'next' }),
    back: () => send({ type: 'back' }),
    goTo: (step) => send({ type: 'step.goto', step }),
    submit: () => send({ type: 'submit' }),
    expedite: () => send({ type: 'expedite' }),
    modify: () => send({ type: 'modify' }),
    retry: () => send({ type: 'retry' }),
  };
}
