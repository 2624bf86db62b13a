import { Badge, Box, Button, Container, Heading, Text } from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { activeStateIds, toDiagram } from '../../../../machines/diagrams/diagram.ts';
import { MACHINES } from '../../../../machines/registry.ts';
import '../locales/index.ts';
import { inspectionLog, subscribeInspection } from '../../../shared/inspect/inspect-hub.ts';
import { inspect } from '../../../shared/inspect/inspect.ts';

// The viewer's texts travel with its lazy chunk, not in the home page's locale resources.

const time = (ms: number) => {
  const d = new Date(ms);
  const p = (v: number, w = 2) => String(v).padStart(w, '0');
  return `${p(d.getHours())}:${p(d.getMinutes())}:${p(d.getSeconds())}.${p(d.getMilliseconds(), 3)}`;
};

/**
 * /mall/static/machines: every machine's diagram, drawn from its definition like docs/machines/. With
 * `?inspect` the live actors' states are highlighted and the events they received listed. The selected
 * machine is the `machine` query parameter, so a diagram can be linked.
 */
export function MachinesViewerPage() {
  const { t } = useTranslation('diagrams');
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(search);
  const entry = MACHINES.find((m) => m.id === params.get('machine')) ?? MACHINES[0]!;
  const log = useSyncExternalStore(subscribeInspection, inspectionLog);
  const inspecting = inspect !== undefined;
  // Every machine of the registry has its title in both languages (npm run check:i18n holds it).
  const titleOf = (m: (typeof MACHINES)[number]) => t(`titles.${m.id}`);
  const title = titleOf(entry);

  const actors = [...log.actors.values()].filter(
    (a) => a.machineId === entry.machine.id && a.status === 'active',
  );
  const events = log.events
    .filter((e) => e.machineId === entry.machine.id)
    .slice(-100)
    .reverse();
  const svg = toDiagram(entry.machine, {
    title: t('diagramLabel', { title }),
    active: actors.flatMap((a) => activeStateIds(entry.machine, a.value)),
  }).svg;

  const select = (id: string) => {
    const next = new URLSearchParams(search);
    next.set('machine', id);
    navigate(`/static/machines?${next.toString().replace(/inspect=(&|$)/, 'inspect$1')}`);
  };

  return (
    <Container as="main" maxW="full" py="6">
      <Heading as="h1" size="xl" mb="2">
        {t('title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('intro')}
      </Text>
      <Box display="flex" gap="6" alignItems="flex-start">
        <Box as="nav" aria-label={t('listLabel')} flexShrink={0} w="56">
          <Box as="ul" listStyleType="none" display="flex" flexDirection="column" gap="1">
            {MACHINES.map((m) => (
              <li key={m.id}>
                <Button
                  w="full"
                  justifyContent="flex-start"
                  size="sm"
                  variant={m.id === entry.id ? 'solid' : 'ghost'}
                  aria-current={m.id === entry.id ? 'true' : undefined}
                  onClick={() => select(m.id)}
                >
                  {titleOf(m)}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
        <Box flex="1" minW="0">
          <Heading as="h2" size="lg" mb="1">
            {title}
          </Heading>
          <Text color="fg.muted" fontSize="sm" mb="3">
            {t('file', { file: `machines/${entry.file}` })}
          </Text>
          <Text fontSize="sm" mb="3" role="status">
            {inspecting ? t('inspecting') : t('notInspecting')}
          </Text>
          <Box
            overflow="auto"
            borderWidth="1px"
            borderRadius="md"
            maxH="75vh"
            data-testid="machine-diagram"
            dangerouslySetInnerHTML={{ __html: svg }}
          />
          {inspecting && (
            <Box display="flex" gap="8" mt="4" flexWrap="wrap">
              <Box as="section" aria-label={t('liveActors')} minW="64">
                <Heading as="h3" size="md" mb="2">
                  {t('liveActors')}
                </Heading>
                {actors.length === 0 ? (
                  <Text color="fg.muted">{t('noActors')}</Text>
                ) : (
                  <Box as="ul" listStyleType="none">
                    {actors.map((a) => (
                      <Box as="li" key={a.sessionId} fontFamily="mono" fontSize="sm">
                        <Badge mr="2">{a.sessionId}</Badge>
                        {JSON.stringify(a.value)}
                      </Box>
                    ))}
                  </Box>
                )}
              </Box>
              <Box as="section" aria-label={t('events')} flex="1" minW="64">
                <Heading as="h3" size="md" mb="2">
                  {t('events')}
                </Heading>
                {events.length === 0 ? (
                  <Text color="fg.muted">{t('noEvents')}</Text>
                ) : (
                  <Box as="ol" listStyleType="none" maxH="60" overflow="auto" fontFamily="mono" fontSize="sm">
                    {events.map((e) => (
                      <li key={e.seq}>
                        <Box as="time" color="fg.muted" mr="3">
                          {time(e.time)}
                        </Box>
                        {e.type}
                      </li>
                    ))}
                  </Box>
                )}
              </Box>
            </Box>
          )}
        </Box>
      </Box>
    </Container>
  );
}
