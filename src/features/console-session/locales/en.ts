import type { Strings } from '../../../shared/i18n/texts.ts';
import type { consoleSessionZhCN } from './zh_CN.ts';

export const consoleSessionEn: Strings<typeof consoleSessionZhCN> = {
  login: {
    title: 'Management console sign-in',
    subtitle: "For a store's staff and the mall operator",
    tenant: 'Mall',
    tenantPlaceholder: 'Choose a mall',
    userName: 'Account',
    password: 'Password',
    imageCode: 'Picture code',
    imageAlt: 'Picture code: type the characters you see',
    refreshImage: 'Another picture',
    loadingImage: 'Loading the picture…',
    submit: 'Sign in',
  },
  rules: {
    userNameRequired: 'Enter your account',
    passwordRequired: 'Enter your password',
    imageCodeRequired: 'Enter the picture code',
  },
  refusal: {
    notStaff: "This account is not a store's staff and cannot sign in to the management console",
    tenantRequired: 'Choose a mall',
    fieldsRequired: 'Enter your account and password',
    imageCodeRequired: 'Enter the picture code',
  },
};
