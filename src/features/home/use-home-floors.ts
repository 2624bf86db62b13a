import { useMachine } from '@xstate/react';
import i18next from 'i18next';
import { homeFloorsFlow } from '../../app/flows/home-floors.flow.ts';
import { inspect } from '../../app/inspect.ts';
import { homeFloorsEn } from '../../i18n/locales/home-floors.en.ts';
import { homeFloorsZhCN } from '../../i18n/locales/home-floors.zh_CN.ts';
import '../catalog/catalog-texts.ts';

// The floors' texts load with the floors chunk only (the home page's initial bundle cannot take them).
i18next.addResourceBundle('zh_CN', 'translation', { homeFloors: homeFloorsZhCN }, true, false);
i18next.addResourceBundle('en', 'translation', { homeFloors: homeFloorsEn }, true, false);

/** The home page's floors, hot goods, zones and notices for the shop. */
export function useHomeFloors(shopId: string) {
  return useMachine(homeFloorsFlow, { input: { shopId }, inspect });
}
