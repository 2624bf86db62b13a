import type { Strings } from '../../../shared/i18n/texts.ts';
import type { websiteZhCN } from './zh_CN.ts';

export const websiteEn: Strings<typeof websiteZhCN> = {
  help: {
    title: 'Help centre',
    nav: 'Help topics',
  },
  shop: {
    noticesTitle: 'Shop notices',
    latestNotices: 'Latest notices',
    more: 'All notices',
    empty: 'No records',
    notFound: 'The notice or announcement does not exist',
    publishedAt: 'Published: {{time}}',
    backToList: 'Back to notices',
    titleImageAlt: '{{name}} logo',
    pagination: 'Pagination',
    prev: 'Previous',
    next: 'Next',
    pageOf: 'Page {{page}} of {{count}}',
  },
  about: {
    title: 'About us',
  },
  comingSoon: {
    title: 'This page is coming soon',
    body: 'We are building this page. Please check back later.',
  },
  notFound: {
    title: 'Page not found~',
    backHome: 'Back to home',
  },
  projectNotFound: {
    title: 'Sorry, the mall you are looking for does not exist',
    hint: 'Check the address, or go to the mall home page to keep browsing.',
    backHome: 'Go to the mall home page',
  },
  terms: {
    tabs: 'Document',
    service: {
      title: 'Terms of Service',
      sections: [
        {
          heading: '1. Acceptance',
          body: 'Welcome to this procurement mall. Please read these terms before you register, log in or use the platform. Ticking "agree" or using the platform means you have understood and accepted all of them.',
        },
        {
          heading: '2. Accounts',
          body: 'Register with true and accurate information and keep your account and password safe. Losses caused by careless safekeeping are your own; if someone else uses your account, contact customer service at once.',
        },
        {
          heading: '3. Trading rules',
          body: "Product information, prices and stock are provided by the suppliers. An order is binding once the supplier confirms it; enterprise orders follow your organisation's approval flow and settlement method. Do not place malicious orders, hoard stock or game promotions.",
        },
        {
          heading: '4. After-sales service',
          body: "Eligible goods may be returned within seven days without a reason. After-sales requests, refunds and logistics follow the platform's records; customer service is available 8 hours a day, 7 days a week.",
        },
        {
          heading: '5. Intellectual property',
          body: "The platform's design, texts, images, trademarks and software are protected by law and may not be copied, republished or used commercially without permission.",
        },
        {
          heading: '6. Changes and termination',
          body: 'The platform may revise these terms as laws and the business require and will publish the revision. If you disagree you may stop using the platform and close your account; continuing to use it means you accept the revision.',
        },
      ],
    },
    privacy: {
      title: 'Privacy Policy',
      sections: [
        {
          heading: '1. What we collect',
          body: 'To provide purchasing, payment, delivery and after-sales services we collect your account details, contact information, delivery addresses, order and payment records, and the device and log information needed to keep your account secure.',
        },
        {
          heading: '2. How we use it',
          body: 'We use your information only as far as needed to provide the services, keep trading secure, meet legal duties and improve the services, and never for unrelated purposes.',
        },
        {
          heading: '3. Sharing',
          body: 'To fulfil orders we give the supplier and logistics provider what they need to deliver. Apart from that, and unless the law requires it or you agree separately, we do not sell or give your personal information to third parties.',
        },
        {
          heading: '4. Storage and protection',
          body: "Your information is stored in the People's Republic of China. We protect it with encrypted transport, access control and salted password hashing, and keep it only as long as its purpose requires.",
        },
        {
          heading: '5. Your rights',
          body: 'You may view, correct or delete your personal information, withdraw consent or close your account. For these requests or any question about this policy, contact customer service.',
        },
      ],
    },
  },
};
