import { useEffect } from 'react';
import { brand } from '@/config/brand';

function titleOf(page: string | null): string {
  return page ? `${page} | ${brand.appName}` : brand.appName;
}

let prerenderedTitle: string | null = null;

function noteTitleForPrerender(title: string): void {
  prerenderedTitle = title;
}

/** The title the page just prerendered asked for (effects do not run at build time). */
export function takePrerenderedTitle(): string | null {
  const title = prerenderedTitle;
  prerenderedTitle = null;
  return title;
}

/** Names the browser tab after the page (WCAG 2.4.2), and restores the name on leaving. */
export function usePageTitle(page: string | null): void {
  if (import.meta.env.SSR) noteTitleForPrerender(titleOf(page));
  useEffect(() => {
    const previous = document.title;
    document.title = titleOf(page);
    return () => {
      document.title = previous;
    };
  }, [page]);
}
