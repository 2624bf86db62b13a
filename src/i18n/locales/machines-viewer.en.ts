import type { machinesViewerZhCN } from './machines-viewer.zh_CN.ts';

type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };

/** English texts of the machines viewer (same keys as machines-viewer.zh_CN.ts). */
export const machinesViewerEn: Strings<typeof machinesViewerZhCN> = {
  title: 'State machine diagrams',
  intro:
    'Diagrams generated from the machine definitions in machines/ (the same as docs/machines/), no network needed.',
  listLabel: 'Machines',
  diagramLabel: '{{title}} diagram',
  file: 'Defined in {{file}}',
  inspecting: 'Inspecting: the live states are highlighted in yellow.',
  notInspecting: 'Open the app with ?inspect in the address to see live states and received events here.',
  liveActors: 'Live actors',
  noActors: 'No live actor of this machine.',
  events: 'Received events',
  noEvents: 'No events yet.',
  eventTime: 'Time',
  eventType: 'Event',
  titles: {
    'route-guard': 'Route guard',
    session: 'Session',
    login: 'Login',
    'sms-countdown': 'SMS countdown',
    register: 'Registration',
    'forgot-password': 'Forgot password',
    'change-password': 'Change password',
    home: 'Home content',
    'shell-data': 'Shell data',
    'category-menu': 'Category menu',
    'search-box': 'Search box',
    'cart-count': 'Cart count',
    'compare-panel': 'Comparison panel',
    'feedback-dialog': 'Feedback dialog',
    hotline: 'Consulting hotline',
    'content-page': 'Content page',
    'zone-page': 'Zone page',
    'zone-sup': 'Supplier zone',
    comparison: 'Comparison search',
    'make-comparison': 'Make comparison',
    'comparison-result': 'Comparison result',
    'product-actions': 'Product actions',
    'product-comments': 'Product comments',
    'home-floors': 'Home floors',
  },
};
