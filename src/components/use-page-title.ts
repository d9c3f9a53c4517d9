import { useEffect } from 'react';
import { brand } from '@/config/brand';

/** Names the browser tab after the page (WCAG 2.4.2), and restores the name on leaving. */
export function usePageTitle(page: string | null): void {
  useEffect(() => {
    const previous = document.title;
    document.title = page ? `${page} | ${brand.appName}` : brand.appName;
    return () => {
      document.title = previous;
    };
  }, [page]);
}
