import type { EventFrom, SnapshotFrom } from 'xstate';
import type { RegionOption, regionPickerMachine } from './region-picker.machine.ts';

/** One level of the picker (省, 市, 区/县, 乡镇/街道) that has options to choose from. */
export interface RegionLevelApi {
  /** 0 province … 3 town. */
  level: number;
  options: RegionOption[];
  /** The code chosen at this level, '' while none is. */
  value: string;
  /** Nothing is chosen yet: the select shows 请选择 first. */
  needsChoice: boolean;
  choose(code: string): void;
}

/** What the region picker reads from its machine; the view computes none of it. */
export interface RegionPickerApi {
  /** The levels loaded so far, province first; a level without options (no towns) is left out. */
  levels: RegionLevelApi[];
  isLoading: boolean;
  loadFailed: boolean;
  retry(): void;
}

export function connect(
  snapshot: SnapshotFrom<typeof regionPickerMachine>,
  send: (event: EventFrom<typeof regionPickerMachine>) => void,
): RegionPickerApi {
  const { options, chosen } = snapshot.context;
  return {
    levels: options.flatMap((levelOptions, level) =>
      levelOptions.length === 0
        ? []
        : [
            {
              level,
              options: levelOptions,
              value: chosen[level]?.code ?? '',
              needsChoice: chosen[level] === undefined,
              choose: (code: string) => send({ type: 'region.choose', level, code }),
            },
          ],
    ),
    isLoading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('error'),
    retry: () => send({ type: 'region.retry' }),
  };
}
