import type { WelfareZone } from '../../machines/welfare.machine.ts';
import { unwrap } from './client.ts';
import { frontApi } from './services.ts';

/** The menu zones of the shop that hold welfare goods (spec §2 welfare variants). */
export async function loadWelfareZones(signal?: AbortSignal): Promise<WelfareZone[]> {
  const zones = unwrap(await frontApi.POST('/zone/queryAllShopZoneList', { body: { isWelfare: 1 }, signal }));
  return zones.map(({ id, name, zoneType, activity }) => ({
    id,
    name,
    zoneType,
    activity: activity ?? null,
  }));
}

/** The logged-in user's welfare points (spec §7 /welfare/score/getuserscore). */
export async function loadWelfareScore(signal?: AbortSignal): Promise<number> {
  return unwrap(await frontApi.POST('/welfare/score/getuserscore', { body: {}, signal })).score;
}
