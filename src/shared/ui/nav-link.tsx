import { Link, type LinkProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'wouter';

/** A link inside the /mall router base, or (`external`) an absolute path elsewhere on the site. */
export function NavLink({
  href,
  external,
  newTab,
  children,
  ...rest
}: Omit<LinkProps, 'href' | 'children'> & {
  href: string;
  external?: boolean;
  newTab?: boolean;
  children: ReactNode;
}) {
  const target = newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  if (external) {
    return (
      <Link href={href} {...target} {...rest}>
        {children}
      </Link>
    );
  }
  return (
    <Link asChild {...rest}>
      <RouterLink href={href} {...target}>
        {children}
      </RouterLink>
    </Link>
  );
}
