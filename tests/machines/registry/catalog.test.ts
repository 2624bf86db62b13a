import { readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { activeStateIds, stateIds, toDiagram } from '../../../machines/diagrams/diagram.ts';
import { MACHINES } from '../../../machines/registry.ts';
import { routeGuardMachine } from '../../../machines/shell/route-guard.machine.ts';

const MACHINES_DIR = join(import.meta.dirname, '..', '..', '..', 'machines');
const machineFiles = (readdirSync(MACHINES_DIR, { recursive: true }) as string[])
  .map((f) => f.split(sep).join('/'))
  .filter((f) => f.endsWith('.machine.ts'))
  .sort();

/** The event names a machine reacts to (XState's own `xstate.*` events excluded). */
const eventNames = (entry: (typeof MACHINES)[number]) =>
  entry.machine.events.filter((e) => !e.startsWith('xstate.'));

describe('the machine catalog', () => {
  it('lists every machines/<domain>/*.machine.ts file exactly once', () => {
    expect(MACHINES.map((m) => m.file).sort()).toEqual(machineFiles);
    expect(new Set(MACHINES.map((m) => m.id)).size).toBe(MACHINES.length);
    for (const m of MACHINES) expect(m.file).toMatch(new RegExp(`^[a-z-]+/${m.id}\\.machine\\.ts$`));
  });

  describe.each(MACHINES.map((m) => [m.id, m] as const))('the %s diagram', (_id, entry) => {
    const { svg, mermaid } = toDiagram(entry.machine);

    it('shows every state and every event', () => {
      for (const id of stateIds(entry.machine)) {
        expect(svg).toContain(`data-state-id="${id}"`);
        expect(mermaid).toContain(` as ${id.replace(/[^A-Za-z0-9_]/g, '_')}`);
      }
      const events = eventNames(entry);
      expect(events.length).toBeGreaterThan(0);
      for (const event of events) {
        expect(svg).toContain(event);
        expect(mermaid).toContain(event);
      }
    });

    it('is a self-contained SVG and a Mermaid state diagram', () => {
      expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
      expect(svg).not.toMatch(/(href|src)="https?:/);
      expect(mermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    });

    it('is the same bytes for the same definition', () => {
      expect(toDiagram(entry.machine)).toEqual({ svg, mermaid });
    });
  });

  it('names guards, delays, invoked actors, tags and final states', () => {
    const { svg, mermaid } = toDiagram(routeGuardMachine);
    expect(svg).toContain('always [isRootPath and not isStoredPurchaser]');
    expect(svg).toContain('after accessRecordDebounce (500 ms)');
    expect(svg).toContain('done(resolveShop) [isShopMissing]');
    expect(svg).toContain('error(loadUser)');
    expect(svg).toContain('tags: navigating');
    expect(svg).toContain('class="xsd-state xsd-atomic xsd-final"');
    expect(mermaid).toContain('routeGuard_navigation_navigating_loadingConfig_webConfig_loaded --> [*]');
  });

  it('highlights the states a snapshot value makes active', () => {
    const value = { navigation: 'allowed', accessRecord: 'pending' };
    const active = activeStateIds(routeGuardMachine, value);
    expect(active).toEqual([
      'routeGuard',
      'routeGuard.navigation',
      'routeGuard.navigation.allowed',
      'routeGuard.accessRecord',
      'routeGuard.accessRecord.pending',
    ]);
    const { svg } = toDiagram(routeGuardMachine, { active });
    expect(svg).toContain('data-state-id="routeGuard.navigation.allowed" data-active="true"');
    expect(svg).not.toContain('data-state-id="routeGuard.navigation.redirected" data-active');
  });
});
