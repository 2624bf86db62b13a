/**
 * The store application's fields and the rules of spec §5 for them, shared by the wizard machine, its
 * views and the server (which checks every field again and answers the same words). Each rule answers a
 * message key (texts in {@link STORE_APPLICATION_MESSAGES} and the `storeApplication` locales) or null.
 */

/** Store types of spec §3: self-operated, preferred, general (stored as 1, 2, 3). */
export const STORE_TYPES = ['selfOperated', 'preferred', 'general'] as const;
export type StoreType = (typeof STORE_TYPES)[number];
export const STORE_TYPE_CODE: Record<StoreType, 1 | 2 | 3> = { selfOperated: 1, preferred: 2, general: 3 };
export const storeTypeOf = (code: number): StoreType => STORE_TYPES[code - 1] ?? 'general';

/** The four documents an application carries, each one picture uploaded through the shared rules. */
export const DOCUMENTS = ['logo', 'licence', 'idFront', 'idBack'] as const;
export type DocumentKind = (typeof DOCUMENTS)[number];

/** What the applicant fills in (documents by their stored file ids). */
export interface ApplicationFields {
  storeName: string;
  description: string;
  companyName: string;
  contactName: string;
  contactPhone: string;
  /** Province, city and district codes, chosen level by level; '' until chosen. */
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  /** The region's names as the picker showed them (province city district), for the review step. */
  areaName: string;
  address: string;
  storeType: StoreType | '';
  documents: Record<DocumentKind, string>;
}

export const emptyFields = (): ApplicationFields => ({
  storeName: '',
  description: '',
  companyName: '',
  contactName: '',
  contactPhone: '',
  provinceCode: '',
  cityCode: '',
  districtCode: '',
  areaName: '',
  address: '',
  storeType: '',
  documents: { logo: '', licence: '', idFront: '', idBack: '' },
});

/** The wizard's steps, in order; `review` shows everything once more before submitting. */
export const STEPS = ['company', 'documents', 'storeType', 'review'] as const;
export type Step = (typeof STEPS)[number];

export type RuleKey =
  | 'storeNameRequired'
  | 'storeNameLength'
  | 'storeNameChars'
  | 'descriptionLength'
  | 'companyNameRequired'
  | 'companyNameLength'
  | 'contactNameRequired'
  | 'contactNameLength'
  | 'contactPhone'
  | 'regionFirst'
  | 'addressLength'
  | 'logoRequired'
  | 'licenceRequired'
  | 'idFrontRequired'
  | 'idBackRequired'
  | 'storeTypeRequired';

/** zh_CN words of each rule (spec §5 where it quotes them; ours otherwise). */
export const STORE_APPLICATION_MESSAGES: Readonly<Record<RuleKey, string>> = {
  storeNameRequired: '请输入店铺名称',
  storeNameLength: '店铺名称最多20个字',
  storeNameChars: '店铺名称不能包含特殊字符',
  descriptionLength: '店铺简介为10~200个字',
  companyNameRequired: '请输入企业名称',
  companyNameLength: '企业名称最多50个字',
  contactNameRequired: '请输入联系人姓名',
  contactNameLength: '联系人姓名最多10个字',
  contactPhone: '请输入正确的手机号',
  regionFirst: '请先选择省、市、区',
  addressLength: '详细地址为5~50个字',
  logoRequired: '请上传店铺Logo',
  licenceRequired: '请上传营业执照',
  idFrontRequired: '请上传身份证人像面',
  idBackRequired: '请上传身份证国徽面',
  storeTypeRequired: '请选择店铺类型',
};

/** Letters, digits and Chinese, with spaces, brackets, · and - inside a name (晨光文具（北京）旗舰店). */
const STORE_NAME_CHARS = /^[\p{Script=Han}A-Za-z0-9（）()·\- ]+$/u;
const PHONE = /^1\d{10}$/;
const length = (s: string) => [...s.trim()].length;

export type FieldProblem = { field: keyof ApplicationFields | `documents.${DocumentKind}`; rule: RuleKey };

/** The first problem of each field of a step, in the step's order (empty: the step may be left). */
export function stepProblems(step: Step, f: ApplicationFields): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const add = (field: FieldProblem['field'], rule: RuleKey | null) => rule && problems.push({ field, rule });
  if (step === 'company' || step === 'review') {
    add(
      'storeName',
      length(f.storeName) === 0
        ? 'storeNameRequired'
        : length(f.storeName) > 20
          ? 'storeNameLength'
          : STORE_NAME_CHARS.test(f.storeName.trim())
            ? null
            : 'storeNameChars',
    );
    add(
      'description',
      length(f.description) < 10 || length(f.description) > 200 ? 'descriptionLength' : null,
    );
    add(
      'companyName',
      length(f.companyName) === 0
        ? 'companyNameRequired'
        : length(f.companyName) > 50
          ? 'companyNameLength'
          : null,
    );
    add(
      'contactName',
      length(f.contactName) === 0
        ? 'contactNameRequired'
        : length(f.contactName) > 10
          ? 'contactNameLength'
          : null,
    );
    add('contactPhone', PHONE.test(f.contactPhone.trim()) ? null : 'contactPhone');
    add('districtCode', f.provinceCode && f.cityCode && f.districtCode ? null : 'regionFirst');
    add('address', length(f.address) < 5 || length(f.address) > 50 ? 'addressLength' : null);
  }
  if (step === 'documents' || step === 'review') {
    add('documents.logo', f.documents.logo ? null : 'logoRequired');
    add('documents.licence', f.documents.licence ? null : 'licenceRequired');
    add('documents.idFront', f.documents.idFront ? null : 'idFrontRequired');
    add('documents.idBack', f.documents.idBack ? null : 'idBackRequired');
  }
  if (step === 'storeType' || step === 'review') add('storeType', f.storeType ? null : 'storeTypeRequired');
  return problems;
}

/** Every problem of a whole application (what the server checks). */
export const applicationProblems = (f: ApplicationFields): FieldProblem[] => stepProblems('review', f);

/** The fields as the server stores them: free text trimmed. */
export function trimmedFields(f: ApplicationFields): ApplicationFields {
  return {
    ...f,
    storeName: f.storeName.trim(),
    description: f.description.trim(),
    companyName: f.companyName.trim(),
    contactName: f.contactName.trim(),
    contactPhone: f.contactPhone.trim(),
    address: f.address.trim(),
  };
}

/** Audit remarks of a rejection: required, at most 200 characters. */
export const REMARK_MAX = 200;
/** The store account's password (spec §5, §9): 6 to 12 half-width characters. */
export const STORE_PASSWORD = /^[\x21-\x7e]{6,12}$/;
