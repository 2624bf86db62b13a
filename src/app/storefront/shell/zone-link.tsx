import { Link } from '@chakra-ui/react';
import type { MenuZone } from '../../../../machines/shell/shell-data.machine.ts';
import { zoneTarget } from '../../../../machines/shell/shell.ts';
import { NavLink } from '../../../shared/ui/nav-link.tsx';

/** A zone of the menu bar (and of the narrow screen's menu drawer): inside the shop, or a link out. */
export function ZoneLink({ zone, domain }: { zone: MenuZone; domain: string }) {
  const target = zoneTarget(zone, domain);
  return target.external ? (
    <Link
      href={target.href}
      color="inherit"
      {...(target.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {zone.name}
    </Link>
  ) : (
    <NavLink href={target.href} newTab={target.newTab} color="inherit">
      {zone.name}
    </NavLink>
  );
}
