import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Link } from 'react-router';
import { useLocale } from '../../i18n/locale-context';
import { isExternalHref, resolveContentHref } from '../../navigation/paths';

interface SmartLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A locale-neutral site path or a content href; external URLs open in a new tab. */
  href: string;
  children: ReactNode;
}

/**
 * Every link of the site: internal paths get the current locale's prefix and navigate on the client;
 * `http(s)` links open in a new tab with `rel="noopener noreferrer"`.
 */
export function SmartLink({ href, children, ...rest }: SmartLinkProps) {
  const locale = useLocale();
  const target = resolveContentHref(href, locale);
  if (isExternalHref(target) || /^(mailto|tel):/i.test(target)) {
    const external = isExternalHref(target);
    return (
      <a href={target} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={target} {...rest}>
      {children}
    </Link>
  );
}
