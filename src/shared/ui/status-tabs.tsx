import { Button, HStack } from '@chakra-ui/react';

/** The status tabs of a list: buttons in a labelled group, the chosen one pressed. */
export function StatusTabs<T extends string>({
  label,
  tabs,
  current,
  labelOf,
  onSelect,
}: {
  label: string;
  tabs: readonly T[];
  current: T;
  labelOf: (tab: T) => string;
  onSelect: (tab: T) => void;
}) {
  return (
    <HStack role="group" aria-label={label} gap="1" wrap="wrap">
      {tabs.map((tab) => (
        <Button
          key={tab}
          size="sm"
          variant={tab === current ? 'solid' : 'ghost'}
          colorPalette={tab === current ? 'brand' : 'gray'}
          aria-pressed={tab === current}
          onClick={() => onSelect(tab)}
        >
          {labelOf(tab)}
        </Button>
      ))}
    </HStack>
  );
}
