import { useEffect, type ReactNode } from 'react';
import { Router } from 'wouter';
import { navigate, usePathname } from 'wouter/use-browser-location';
import { localeOfPath, localePrefix, pathIn } from '@/contract/locale-paths';
import { useLocale } from '@/i18n/i18n';

/**
 * Back or Forward into an entry from before a language switch: that entry's address is in the
 * other language; the page moves to the address of the language on screen (the person's latest
 * choice), keeping the entry's navigation state.
 */
function AddressFollowsLanguage({ pathname }: { pathname: string }) {
  const locale = useLocale();
  useEffect(() => {
    if (localeOfPath(pathname) === locale) return;
    const { search, hash } = window.location;
    navigate(`${pathIn(locale, pathname)}${search}${hash}`, { replace: true, state: window.history.state as unknown });
  }, [pathname, locale]);
  return null;
}

/**
 * The router of one language's tree of addresses: English at the root, Spanish under `/es`
 * (wouter's `base`), so every route, link and redirect inside a Spanish page stays Spanish.
 * The base follows the address itself, so a switch that changes the address and the language
 * together keeps the same screen mounted (docs/decisions.md, "One address per language").
 */
export function LocaleRouter({ ssrPath, children }: { ssrPath?: string; children: ReactNode }) {
  const pathname = usePathname({ ssrPath });
  return (
    <Router ssrPath={ssrPath} base={localePrefix(localeOfPath(pathname))}>
      <AddressFollowsLanguage pathname={pathname} />
      {children}
    </Router>
  );
}
