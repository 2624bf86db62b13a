import { describe, expect, it } from 'vitest';
import { createActor, setup, type SnapshotFrom } from 'xstate';
import { createTestModel } from 'xstate/graph';
import {
  storeApplicationMachine,
  type Settlement,
  type StoreApplication,
  type StoreApplicationDraft,
  type StoreApplicationEvent,
} from '../../../machines/store-application/store-application.machine.ts';
import {
  applicationProblems,
  DOCUMENTS,
  emptyFields,
  stepProblems,
  trimmedFields,
  type ApplicationFields,
  type DocumentKind,
  type FieldProblem,
  type Step,
} from '../../../machines/store-application/store-application.rules.ts';
import { controllableActors, flush } from '../support/controllable-actors.ts';
import {
  transitionCoverPaths,
  uncoveredTransitions,
  untakenDefinitions,
} from '../support/transition-coverage.ts';

// ---------------------------------------------------------------------------------------------------
// Fixtures: a valid application, the one the server holds (reviewing, rejected with other fields, or
// approved with its store), and the server's words.

const VALID: ApplicationFields = {
  storeName: '晨光文具（北京）旗舰店',
  description: '专营办公文具与学生用品，正品保障',
  companyName: '北京晨光文具有限公司',
  contactName: '张三',
  contactPhone: '13800138000',
  provinceCode: '110000',
  cityCode: '110100',
  districtCode: '110105',
  areaName: '北京市 北京市 朝阳区',
  address: '建国路88号SOHO现代城',
  storeType: 'preferred',
  documents: { logo: 'file-logo', licence: 'file-licence', idFront: 'file-id-front', idBack: 'file-id-back' },
};
const URLS: Record<DocumentKind, string> = {
  logo: '/oss/logo.png',
  licence: '/oss/licence.png',
  idFront: '/oss/id-front.png',
  idBack: '/oss/id-back.png',
};
const NO_URLS: Record<DocumentKind, string> = { logo: '', licence: '', idFront: '', idBack: '' };

/** What the rejected application holds: other words and documents than {@link VALID}. */
const REJECTED_FIELDS: ApplicationFields = {
  ...VALID,
  storeName: '晨光文具旗舰店',
  description: '办公文具、学生文具批发零售',
  address: '建国路99号',
  storeType: 'general',
  documents: { logo: 'old-logo', licence: 'old-licence', idFront: 'old-id-front', idBack: 'old-id-back' },
};
const REJECTED_URLS: Record<DocumentKind, string> = {
  logo: '/oss/old-logo.png',
  licence: '/oss/old-licence.png',
  idFront: '/oss/old-id-front.png',
  idBack: '/oss/old-id-back.png',
};

const application = (
  status: StoreApplication['status'],
  over: Partial<StoreApplication> = {},
): StoreApplication => ({
  id: 7,
  status,
  applicantName: 'supplier01',
  ...VALID,
  storeType: 'preferred',
  documentUrls: URLS,
  auditRemark: status === 'rejected' ? '营业执照不清晰' : '',
  expedited: false,
  submittedAt: '2026-03-01T02:00:00.000Z',
  decidedAt: status === 'reviewing' ? null : '2026-03-02T02:00:00.000Z',
  revision: 1,
  storeId: status === 'approved' ? 12 : null,
  log: [],
  ...over,
});
const settlementOf = (app: StoreApplication | null): Settlement => ({
  application: app,
  store:
    app?.status === 'approved'
      ? {
          storeId: 12,
          storeName: app.storeName,
          storeType: app.storeType,
          status: 'notOpen',
          statusRemark: '',
          accountName: 'store12',
          accountReady: false,
        }
      : null,
});
const NONE = settlementOf(null);
const REVIEWING = settlementOf(application('reviewing'));
const EXPEDITED = settlementOf(application('reviewing', { expedited: true }));
const REJECTED = settlementOf(
  application('rejected', {
    ...REJECTED_FIELDS,
    storeType: 'general',
    documentUrls: REJECTED_URLS,
  }),
);
const APPROVED = settlementOf(application('approved'));

const LOAD_FAILED = '服务繁忙，请稍后再试';
const REFUSED = '店铺名称已存在';
const EXPEDITE_REFUSED = '每个申请只能催审一次';
const withCode = (code: number) => Object.assign(new Error(`HTTP ${code}`), { code });

// ---------------------------------------------------------------------------------------------------
// The applicant's input: each step filled in as {@link VALID}, and one field of it broken.

const change = (field: Exclude<keyof ApplicationFields, 'documents'>, value: string) =>
  ({ type: 'field.change', field, value }) as const;
const COMPANY: StoreApplicationEvent[] = [
  change('storeName', VALID.storeName),
  change('description', VALID.description),
  change('companyName', VALID.companyName),
  change('contactName', VALID.contactName),
  change('contactPhone', VALID.contactPhone),
  {
    type: 'region.change',
    provinceCode: VALID.provinceCode,
    cityCode: VALID.cityCode,
    districtCode: VALID.districtCode,
    areaName: VALID.areaName,
  },
  change('address', VALID.address),
];
const DOCUMENT_SETS: StoreApplicationEvent[] = DOCUMENTS.map((kind) => ({
  type: 'document.set',
  kind,
  fileId: VALID.documents[kind],
  url: URLS[kind],
}));
const FILL: Record<Step, StoreApplicationEvent[]> = {
  company: COMPANY,
  documents: DOCUMENT_SETS,
  storeType: [change('storeType', VALID.storeType)],
  review: [...COMPANY, ...DOCUMENT_SETS, change('storeType', VALID.storeType)],
};
const BREAK: Record<Step, { event: StoreApplicationEvent; problems: FieldProblem[] }> = {
  company: { event: change('storeName', ''), problems: [{ field: 'storeName', rule: 'storeNameRequired' }] },
  documents: {
    event: { type: 'document.set', kind: 'idBack', fileId: '', url: '' },
    problems: [{ field: 'documents.idBack', rule: 'idBackRequired' }],
  },
  storeType: {
    event: change('storeType', ''),
    problems: [{ field: 'storeType', rule: 'storeTypeRequired' }],
  },
  review: {
    event: change('description', '太短了'),
    problems: [{ field: 'description', rule: 'descriptionLength' }],
  },
};

/** The wizard's fields and pictures after the applicant's input (what the test expects the machine keeps). */
function applied(
  start: { fields: ApplicationFields; documentUrls: Record<DocumentKind, string> },
  events: StoreApplicationEvent[],
) {
  let { fields, documentUrls } = start;
  for (const e of events) {
    if (e.type === 'field.change') fields = { ...fields, [e.field]: e.value };
    if (e.type === 'region.change') {
      const { provinceCode, cityCode, districtCode, areaName } = e;
      fields = { ...fields, provinceCode, cityCode, districtCode, areaName };
    }
    if (e.type === 'document.set') {
      fields = { ...fields, documents: { ...fields.documents, [e.kind]: e.fileId } };
      documentUrls = { ...documentUrls, [e.kind]: e.url };
    }
  }
  return { fields, documentUrls };
}

function harness(draft: StoreApplicationDraft | null = null) {
  const env = controllableActors();
  const drafts: StoreApplicationDraft[] = [];
  /** The number of drafts saved when each clearDraft ran. */
  const cleared: number[] = [];
  const start = (from: StoreApplicationDraft | null) =>
    createActor(
      storeApplicationMachine.provide({
        actors: {
          loadMine: env.actor('loadMine'),
          submit: env.actor('submit'),
          expedite: env.actor('expedite'),
        },
        actions: {
          saveDraft: (_, saved) => drafts.push(saved),
          clearDraft: () => cleared.push(drafts.length),
        },
      }),
      { input: { draft: from } },
    ).start();
  let actor = start(draft);
  const snapshot = () => actor.getSnapshot();
  const send = async (...events: StoreApplicationEvent[]) => {
    for (const e of events) actor.send(e);
    await flush();
  };
  /** The page reloaded: a new wizard from the last draft kept. */
  const reload = async () => {
    actor.stop();
    env.clear();
    actor = start(drafts.at(-1) ?? null);
    await flush();
  };
  const sent = (name: string) => (env.inputs[name] ?? []) as unknown[];
  /** The wizard as a draft would keep it. */
  const shown = (): StoreApplicationDraft => {
    const { step, fields, documentUrls, settlement } = snapshot().context;
    const a = settlement?.application;
    return { step, fields, documentUrls, ...(a ? { basedOn: `${a.id}@${a.revision}` } : {}) };
  };
  return { env, drafts, cleared, snapshot, send, reload, sent, shown };
}

// ---------------------------------------------------------------------------------------------------

const problemsOf = (step: Step, over: Partial<ApplicationFields>) =>
  stepProblems(step, { ...VALID, ...over });
const ruleOf = (step: Step, over: Partial<ApplicationFields>) => problemsOf(step, over).map((p) => p.rule);

describe('store application rules (store-application.rules.ts)', () => {
  it('passes a valid application at every step', () => {
    for (const step of ['company', 'documents', 'storeType', 'review'] as const)
      expect(stepProblems(step, VALID), step).toEqual([]);
    expect(applicationProblems(VALID)).toEqual([]);
  });

  it('store name: required, at most 20 characters, no special characters; （）· - and spaces pass', () => {
    expect(problemsOf('company', { storeName: '' })).toEqual([
      { field: 'storeName', rule: 'storeNameRequired' },
    ]);
    expect(ruleOf('company', { storeName: '   ' })).toEqual(['storeNameRequired']);
    expect(ruleOf('company', { storeName: '店'.repeat(20) })).toEqual([]);
    expect(ruleOf('company', { storeName: '店'.repeat(21) })).toEqual(['storeNameLength']);
    // Only the first problem of a field: too long and special characters say too long.
    expect(ruleOf('company', { storeName: '@'.repeat(21) })).toEqual(['storeNameLength']);
    for (const name of ['晨光@文具', 'shop!', '文具店#1', '文具<店>', '文具店。'])
      expect(ruleOf('company', { storeName: name }), name).toEqual(['storeNameChars']);
    for (const name of ['晨光文具（北京）旗舰店', '中国·文具', 'A-B Shop 01', 'Office(BJ)', '  晨光文具  '])
      expect(ruleOf('company', { storeName: name }), name).toEqual([]);
    // 20 characters once trimmed.
    expect(ruleOf('company', { storeName: ` ${'店'.repeat(20)} ` })).toEqual([]);
  });

  it('description: 10 to 200 characters, counted in characters (not bytes nor UTF-16 units), trimmed', () => {
    expect(problemsOf('company', { description: '一二三四五六七八九' })).toEqual([
      { field: 'description', rule: 'descriptionLength' },
    ]);
    expect(ruleOf('company', { description: '一二三四五六七八九十' })).toEqual([]);
    expect(ruleOf('company', { description: '中'.repeat(200) })).toEqual([]);
    expect(ruleOf('company', { description: '中'.repeat(201) })).toEqual(['descriptionLength']);
    expect(ruleOf('company', { description: '😀'.repeat(200) })).toEqual([]);
    expect(ruleOf('company', { description: '😀'.repeat(201) })).toEqual(['descriptionLength']);
    expect(ruleOf('company', { description: `   ${'字'.repeat(9)}    ` })).toEqual(['descriptionLength']);
    expect(ruleOf('company', { description: ` ${'字'.repeat(200)} ` })).toEqual([]);
  });

  it('company and contact names: required, at most 50 and 10 characters', () => {
    expect(problemsOf('company', { companyName: ' ' })).toEqual([
      { field: 'companyName', rule: 'companyNameRequired' },
    ]);
    expect(ruleOf('company', { companyName: '公'.repeat(50) })).toEqual([]);
    expect(ruleOf('company', { companyName: '公'.repeat(51) })).toEqual(['companyNameLength']);
    expect(problemsOf('company', { contactName: '' })).toEqual([
      { field: 'contactName', rule: 'contactNameRequired' },
    ]);
    expect(ruleOf('company', { contactName: '名'.repeat(10) })).toEqual([]);
    expect(ruleOf('company', { contactName: '名'.repeat(11) })).toEqual(['contactNameLength']);
  });

  it('contact phone: a mainland mobile number, trimmed', () => {
    expect(problemsOf('company', { contactPhone: '' })).toEqual([
      { field: 'contactPhone', rule: 'contactPhone' },
    ]);
    for (const phone of ['1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000'])
      expect(ruleOf('company', { contactPhone: phone }), phone).toEqual(['contactPhone']);
    expect(ruleOf('company', { contactPhone: ' 13800138000 ' })).toEqual([]);
  });

  it('region: province, city and district all chosen, else the district says choose the region first', () => {
    expect(problemsOf('company', { provinceCode: '', cityCode: '', districtCode: '' })).toEqual([
      { field: 'districtCode', rule: 'regionFirst' },
    ]);
    expect(ruleOf('company', { cityCode: '', districtCode: '' })).toEqual(['regionFirst']);
    expect(ruleOf('company', { districtCode: '' })).toEqual(['regionFirst']);
  });

  it('address: 5 to 50 characters, trimmed', () => {
    expect(problemsOf('company', { address: '建国路8' })).toEqual([
      { field: 'address', rule: 'addressLength' },
    ]);
    expect(ruleOf('company', { address: '建国路88' })).toEqual([]);
    expect(ruleOf('company', { address: '路'.repeat(50) })).toEqual([]);
    expect(ruleOf('company', { address: '路'.repeat(51) })).toEqual(['addressLength']);
    expect(ruleOf('company', { address: '  建国路8  ' })).toEqual(['addressLength']);
  });

  it('each document is required', () => {
    const without = (kind: DocumentKind) => ({ documents: { ...VALID.documents, [kind]: '' } });
    expect(problemsOf('documents', without('logo'))).toEqual([
      { field: 'documents.logo', rule: 'logoRequired' },
    ]);
    expect(problemsOf('documents', without('licence'))).toEqual([
      { field: 'documents.licence', rule: 'licenceRequired' },
    ]);
    expect(problemsOf('documents', without('idFront'))).toEqual([
      { field: 'documents.idFront', rule: 'idFrontRequired' },
    ]);
    expect(problemsOf('documents', without('idBack'))).toEqual([
      { field: 'documents.idBack', rule: 'idBackRequired' },
    ]);
  });

  it('store type is required', () => {
    expect(problemsOf('storeType', { storeType: '' })).toEqual([
      { field: 'storeType', rule: 'storeTypeRequired' },
    ]);
  });

  it('each step checks only its fields, in order; the review checks them all', () => {
    const empty = emptyFields();
    expect(stepProblems('company', empty).map((p) => p.field)).toEqual([
      'storeName',
      'description',
      'companyName',
      'contactName',
      'contactPhone',
      'districtCode',
      'address',
    ]);
    expect(stepProblems('documents', empty).map((p) => p.field)).toEqual([
      'documents.logo',
      'documents.licence',
      'documents.idFront',
      'documents.idBack',
    ]);
    expect(stepProblems('storeType', empty).map((p) => p.field)).toEqual(['storeType']);
    expect(stepProblems('review', empty)).toEqual([
      ...stepProblems('company', empty),
      ...stepProblems('documents', empty),
      ...stepProblems('storeType', empty),
    ]);
    expect(applicationProblems(empty)).toEqual(stepProblems('review', empty));
  });

  it('the server stores the free text trimmed', () => {
    const padded = {
      ...VALID,
      storeName: ' 晨光 ',
      description: ' 简介简介简介简介简介 ',
      companyName: ' 公司 ',
      contactName: ' 张三 ',
      contactPhone: ' 13800138000 ',
      address: ' 建国路88号 ',
    };
    expect(trimmedFields(padded)).toEqual({
      ...VALID,
      storeName: '晨光',
      description: '简介简介简介简介简介',
      companyName: '公司',
      contactName: '张三',
      contactPhone: '13800138000',
      address: '建国路88号',
    });
  });
});

describe('store application machine', () => {
  it('a draft given as input resumes at its step with its fields and pictures', async () => {
    const draft: StoreApplicationDraft = { step: 'storeType', fields: VALID, documentUrls: URLS };
    const { env, snapshot, drafts } = harness(draft);
    expect(snapshot().value).toBe('loading');
    expect(snapshot().hasTag('busy')).toBe(true);
    await env.resolve('loadMine', NONE);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({
      step: 'storeType',
      fields: VALID,
      documentUrls: URLS,
      problems: [],
      serverError: null,
      settlement: NONE,
    });
    expect(drafts).toEqual([]);
  });

  it('a draft does not hide the application the server already holds', async () => {
    const { env, snapshot } = harness({ step: 'review', fields: VALID, documentUrls: URLS });
    await env.resolve('loadMine', REVIEWING);
    expect(snapshot().value).toBe('reviewing');
    expect(snapshot().context.settlement).toEqual(REVIEWING);
  });

  it('every change keeps the draft with the current step and fields, so a reload resumes', async () => {
    const { env, snapshot, send, drafts, reload, shown } = harness();
    await env.resolve('loadMine', NONE);
    const changes: StoreApplicationEvent[] = [
      ...COMPANY,
      { type: 'next' },
      ...DOCUMENT_SETS,
      { type: 'back' },
      change('contactName', '李四'),
      { type: 'next' },
      { type: 'next' },
      change('storeType', 'general'),
      { type: 'step.goto', step: 'documents' },
    ];
    for (const event of changes) {
      const before = drafts.length;
      await send(event);
      expect(drafts, event.type).toHaveLength(before + 1);
      expect(drafts.at(-1)).toEqual(shown());
    }
    expect(shown()).toEqual({
      step: 'documents',
      fields: { ...VALID, contactName: '李四', storeType: 'general' },
      documentUrls: URLS,
    });
    // A step left with problems, or a later step, changes nothing and keeps nothing.
    const kept = drafts.length;
    await send(BREAK.documents.event);
    await send({ type: 'next' }, { type: 'step.goto', step: 'review' }, { type: 'submit' });
    expect(drafts).toHaveLength(kept + 1);
    expect(snapshot().context.step).toBe('documents');
    expect(snapshot().context.problems).toEqual(BREAK.documents.problems);

    const before = shown();
    await reload();
    await env.resolve('loadMine', NONE);
    expect(snapshot().value).toBe('editing');
    expect(shown()).toEqual(before);
    expect(snapshot().context.problems).toEqual([]);
  });

  it('submits the fields from the review; success clears the draft, a refusal keeps it with the words', async () => {
    const { env, snapshot, send, sent, drafts, cleared } = harness({
      step: 'review',
      fields: VALID,
      documentUrls: URLS,
    });
    await env.resolve('loadMine', NONE);
    await send({ type: 'submit' });
    expect(snapshot().value).toBe('submitting');
    expect(snapshot().hasTag('busy')).toBe(true);
    expect(sent('submit')).toEqual([VALID]);
    await env.reject('submit', new Error(REFUSED));
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context).toMatchObject({ step: 'review', serverError: REFUSED, fields: VALID });
    expect(cleared).toEqual([]);

    const fixed = { ...VALID, storeName: '晨光文具（朝阳）旗舰店' };
    await send(change('storeName', fixed.storeName));
    expect(snapshot().context.serverError).toBeNull();
    await send({ type: 'submit' });
    expect(sent('submit')).toEqual([VALID, fixed]);
    await env.resolve('submit', REVIEWING);
    expect(snapshot().value).toBe('reviewing');
    expect(snapshot().context).toMatchObject({ settlement: REVIEWING, serverError: null });
    expect(cleared).toEqual([drafts.length]);
  });

  it('the review submits nothing while a rule fails, and names every problem', async () => {
    const { env, snapshot, send, sent } = harness({
      step: 'review',
      fields: { ...VALID, contactPhone: '123', documents: { ...VALID.documents, logo: '' } },
      documentUrls: URLS,
    });
    await env.resolve('loadMine', NONE);
    await send({ type: 'submit' });
    expect(sent('submit')).toEqual([]);
    expect(snapshot().value).toBe('editing');
    expect(snapshot().context.problems).toEqual([
      { field: 'contactPhone', rule: 'contactPhone' },
      { field: 'documents.logo', rule: 'logoRequired' },
    ]);
    // Each change clears its own field's problem only.
    await send(change('contactPhone', VALID.contactPhone));
    expect(snapshot().context.problems).toEqual([{ field: 'documents.logo', rule: 'logoRequired' }]);
    await send({ type: 'document.set', kind: 'logo', fileId: 'file-logo', url: URLS.logo });
    expect(snapshot().context.problems).toEqual([]);
  });

  it('a region change clears the region problem', async () => {
    const { env, snapshot, send } = harness();
    await env.resolve('loadMine', NONE);
    await send(...COMPANY.filter((e) => e.type !== 'region.change'), { type: 'next' });
    expect(snapshot().context.problems).toEqual([{ field: 'districtCode', rule: 'regionFirst' }]);
    await send(...COMPANY.filter((e) => e.type === 'region.change'));
    expect(snapshot().context.problems).toEqual([]);
    await send({ type: 'next' });
    expect(snapshot().context.step).toBe('documents');
  });

  it('modify reopens the wizard at the first step with the rejected application’s fields and pictures', async () => {
    const { env, snapshot, send, drafts, shown } = harness({
      step: 'storeType',
      fields: VALID,
      documentUrls: URLS,
    });
    await env.resolve('loadMine', REJECTED);
    expect(snapshot().value).toBe('rejected');
    expect(snapshot().context.settlement?.application?.auditRemark).toBe('营业执照不清晰');
    await send({ type: 'modify' });
    expect(snapshot().value).toBe('editing');
    expect(shown()).toEqual({
      step: 'company',
      fields: REJECTED_FIELDS,
      documentUrls: REJECTED_URLS,
      basedOn: `${REJECTED.application!.id}@${REJECTED.application!.revision}`,
    });
    expect(drafts).toEqual([shown()]);
    // The fields are the wizard's own copy, not the settlement's documents object.
    expect(snapshot().context.fields.documents).not.toBe(REJECTED.application!.documents);
  });

  it('modify resumes the applicant’s own edits of the same rejected submission after a reload', async () => {
    const { env, snapshot, send, reload, shown } = harness();
    await env.resolve('loadMine', REJECTED);
    await send(
      { type: 'modify' },
      { type: 'field.change', field: 'storeName', value: '新店名' },
      { type: 'next' },
    );
    const edited = shown();
    expect(edited.fields.storeName).toBe('新店名');
    await reload();
    await env.resolve('loadMine', REJECTED);
    expect(snapshot().value).toBe('rejected');
    await send({ type: 'modify' });
    expect(shown()).toEqual(edited);
    // A draft of another submission (the application was resubmitted and rejected again) is not used.
    await reload();
    const again = {
      ...REJECTED,
      application: { ...REJECTED.application!, revision: REJECTED.application!.revision + 1 },
    };
    await env.resolve('loadMine', again);
    await send({ type: 'modify' });
    expect(snapshot().context.fields.storeName).toBe(REJECTED_FIELDS.storeName);
    expect(snapshot().context.step).toBe('company');
  });
});

// ---------------------------------------------------------------------------------------------------
// Model: the load (no application, reviewing, reviewing already expedited, rejected, approved, 401, 403,
// failing), the wizard's steps (a valid step goes on, an invalid one shows its problems and stays, back,
// an earlier step, a later step and an early submit ignored, a reload from the draft), the review's
// submissions and the server's answers, the expedite request and its answers, and modify.

type ModelEvent = {
  type:
    | 'load.none'
    | 'load.reviewing'
    | 'load.expedited'
    | 'load.rejected'
    | 'load.approved'
    | 'load.401'
    | 'load.403'
    | 'load.fails'
    | 'retry'
    | 'next.valid'
    | 'next.invalid'
    | 'back'
    | 'goto.company'
    | 'goto.documents'
    | 'goto.storeType'
    | 'goto.later'
    | 'submit.early'
    | 'reload'
    | 'submit.valid'
    | 'submit.invalid'
    | 'server.ok'
    | 'server.refuses'
    | 'expedite'
    | 'expedite.ok'
    | 'expedite.refused'
    | 'expedite.ignored'
    | 'modify';
};

const applicationModel = setup({ types: {} as { events: ModelEvent } }).createMachine({
  id: 'storeApplicationModel',
  initial: 'loading',
  states: {
    loading: {
      on: {
        'load.none': 'editing',
        'load.reviewing': 'reviewing',
        'load.expedited': 'expedited',
        'load.rejected': 'rejected',
        'load.approved': 'settled',
        'load.401': 'signedOut',
        'load.403': 'notSupplier',
        'load.fails': 'failed',
      },
    },
    failed: { on: { retry: 'loading' } },
    signedOut: {},
    notSupplier: {},
    settled: {},
    editing: {
      initial: 'company',
      states: {
        company: {
          on: {
            'next.valid': 'documents',
            'next.invalid': 'company',
            back: 'company',
            'goto.later': 'company',
            'submit.early': 'company',
            reload: 'company',
          },
        },
        documents: {
          on: {
            'next.valid': 'storeType',
            'next.invalid': 'documents',
            back: 'company',
            'goto.company': 'company',
            reload: 'documents',
          },
        },
        storeType: {
          on: {
            'next.valid': 'review',
            'next.invalid': 'storeType',
            back: 'documents',
            'goto.company': 'company',
            'goto.documents': 'documents',
            reload: 'storeType',
          },
        },
        review: {
          on: {
            'submit.valid': '#storeApplicationModel.submitting',
            'submit.invalid': 'review',
            back: 'storeType',
            'goto.company': 'company',
            'goto.documents': 'documents',
            'goto.storeType': 'storeType',
            reload: 'review',
          },
        },
      },
    },
    submitting: { on: { 'server.ok': 'reviewing', 'server.refuses': 'editing.review' } },
    reviewing: { on: { expedite: 'expediting' } },
    expediting: { on: { 'expedite.ok': 'expedited', 'expedite.refused': 'reviewing' } },
    expedited: { on: { 'expedite.ignored': 'expedited' } },
    rejected: { on: { modify: 'editing' } },
  },
});

type ModelState = SnapshotFrom<typeof applicationModel>;
const STEP_OF = (state: ModelState): Step | null => {
  const value = state.value;
  if (typeof value === 'object' && 'editing' in value) return value.editing as Step;
  return state.matches('submitting') ? 'review' : null;
};
/** The real machine's state for each of the model's. */
const MACHINE_STATE: Record<string, string> = {
  loading: 'loading',
  failed: 'loadFailed',
  signedOut: 'signedOut',
  notSupplier: 'notSupplier',
  settled: 'settled',
  editing: 'editing',
  submitting: 'submitting',
  reviewing: 'reviewing',
  expediting: 'expediting',
  expedited: 'reviewing',
  rejected: 'rejected',
};
const GOTO: Partial<Record<ModelEvent['type'], Step>> = {
  'goto.company': 'company',
  'goto.documents': 'documents',
  'goto.storeType': 'storeType',
  'goto.later': 'review',
};
const PREVIOUS: Record<Step, Step> = {
  company: 'company',
  documents: 'company',
  storeType: 'documents',
  review: 'storeType',
};
const NEXT: Record<Step, Step> = {
  company: 'documents',
  documents: 'storeType',
  storeType: 'review',
  review: 'review',
};

describe('store application model', () => {
  const model = createTestModel(applicationModel, { filterEvents: (state, event) => state.can(event) });
  const paths = transitionCoverPaths(model);

  it('takes every (state, event) transition and every written transition of the model', () => {
    expect(uncoveredTransitions(model, paths)).toEqual([]);
    expect(untakenDefinitions(model, paths)).toEqual([]);
  });

  it.each(paths.map((p) => [p.description, p] as const))('%s', async (_, path) => {
    const { env, snapshot, send, reload, sent, drafts, cleared, shown } = harness();
    // What the wizard should show, as the test follows the applicant's input.
    let wizard = { fields: emptyFields(), documentUrls: NO_URLS };
    let settlement: Settlement | null = null;
    let submitted = 0;
    let accepted = 0;
    let before: ModelState | undefined;
    const input = async (...events: StoreApplicationEvent[]) => {
      wizard = applied(wizard, events);
      await send(...events);
    };
    const load = async (answer: Settlement) => {
      await env.resolve('loadMine', answer);
      settlement = answer;
    };
    for (const { event, state } of path.steps) {
      const step = before && STEP_OF(before);
      const goto = GOTO[event.type];
      switch (event.type) {
        case 'load.none':
          await load(NONE);
          break;
        case 'load.reviewing':
          await load(REVIEWING);
          break;
        case 'load.expedited':
          await load(EXPEDITED);
          break;
        case 'load.rejected':
          await load(REJECTED);
          break;
        case 'load.approved':
          await load(APPROVED);
          break;
        case 'load.401':
          await env.reject('loadMine', withCode(401));
          break;
        case 'load.403':
          await env.reject('loadMine', withCode(403));
          break;
        case 'load.fails':
          await env.reject('loadMine', new Error(LOAD_FAILED));
          break;
        case 'retry':
          await send({ type: 'retry' });
          expect(env.isPending('loadMine')).toBe(true);
          break;
        case 'next.valid':
          await input(...FILL[step!]);
          await send({ type: 'next' });
          break;
        case 'next.invalid':
          await input(...FILL[step!], BREAK[step!].event);
          await send({ type: 'next' });
          break;
        case 'back':
          await send({ type: 'back' });
          expect(snapshot().context.step).toBe(PREVIOUS[step!]);
          break;
        case 'goto.company':
        case 'goto.documents':
        case 'goto.storeType':
        case 'goto.later':
          await send({ type: 'step.goto', step: goto! });
          break;
        case 'submit.early':
          await send({ type: 'submit' });
          expect(sent('submit')).toHaveLength(submitted);
          break;
        case 'reload': {
          const shownBefore = shown();
          await reload();
          expect(snapshot().value).toBe('loading');
          await load(NONE);
          expect(shown()).toEqual(shownBefore);
          break;
        }
        case 'submit.valid':
          await input(...FILL.review);
          await send({ type: 'submit' });
          submitted += 1;
          expect(sent('submit')).toHaveLength(submitted);
          expect(sent('submit').at(-1)).toEqual(VALID);
          expect(sent('submit').at(-1)).toEqual(snapshot().context.fields);
          break;
        case 'submit.invalid':
          await input(...FILL.review, BREAK.review.event);
          await send({ type: 'submit' });
          expect(sent('submit')).toHaveLength(submitted);
          break;
        case 'server.ok':
          await env.resolve('submit', REVIEWING);
          settlement = REVIEWING;
          accepted += 1;
          break;
        case 'server.refuses':
          await env.reject('submit', new Error(REFUSED));
          break;
        case 'expedite':
          await send({ type: 'expedite' });
          expect(env.isPending('expedite')).toBe(true);
          break;
        case 'expedite.ok':
          await env.resolve('expedite', EXPEDITED);
          settlement = EXPEDITED;
          break;
        case 'expedite.refused':
          await env.reject('expedite', new Error(EXPEDITE_REFUSED));
          break;
        case 'expedite.ignored': {
          const count = sent('expedite').length;
          await send({ type: 'expedite' });
          expect(sent('expedite')).toHaveLength(count);
          break;
        }
        case 'modify':
          await send({ type: 'modify' });
          wizard = { fields: REJECTED_FIELDS, documentUrls: REJECTED_URLS };
          break;
      }

      // The wizard as the model's state says.
      const label = `${event.type} → ${JSON.stringify(state.value)}`;
      const real = snapshot();
      const top = typeof state.value === 'string' ? state.value : Object.keys(state.value)[0]!;
      expect(real.value, label).toBe(MACHINE_STATE[top]);
      expect(real.hasTag('busy'), label).toBe(
        state.matches('loading') || state.matches('submitting') || state.matches('expediting'),
      );
      expect(real.can({ type: 'expedite' }), label).toBe(state.matches('reviewing'));
      expect(real.context.settlement, label).toEqual(settlement);
      expect(real.context.serverError, label).toBe(
        event.type === 'load.fails'
          ? LOAD_FAILED
          : event.type === 'server.refuses'
            ? REFUSED
            : event.type === 'expedite.refused'
              ? EXPEDITE_REFUSED
              : null,
      );
      const at = STEP_OF(state);
      expect(real.context.problems, label).toEqual(
        event.type === 'next.invalid'
          ? BREAK[at!].problems
          : event.type === 'submit.invalid'
            ? BREAK.review.problems
            : [],
      );
      if (at) {
        expect(real.context.step, label).toBe(at);
        if (event.type === 'next.valid') expect(at).toBe(NEXT[step!]);
        if (goto && goto !== 'review') expect(at).toBe(goto);
        expect(real.context.fields, label).toEqual(wizard.fields);
        expect(real.context.documentUrls, label).toEqual(wizard.documentUrls);
        // The last draft kept is what the wizard shows (none yet: the empty wizard), so a reload resumes.
        expect(
          drafts.at(-1) ?? { step: 'company', fields: emptyFields(), documentUrls: NO_URLS },
          label,
        ).toEqual(shown());
      }
      if (state.matches('rejected')) expect(real.context.settlement?.application?.status).toBe('rejected');
      // The draft is cleared once for each application the server accepted, and only then.
      expect(cleared, label).toHaveLength(accepted);
      before = state;
    }
    await flush();
  });
});
