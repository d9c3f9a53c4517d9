import type { ReactNode } from 'react';
import { PublicFooter } from '@/features/public/footer/public-footer';
import { TopNav } from '@/features/public/nav/top-nav';
import { PublicLayout } from './public-layout';

/** The public layout with its navigation and footer: loaded with a public page's code only (routes.tsx). */
export function PublicFrame({ notices, children }: { notices: ReactNode; children: ReactNode }) {
  return (
    <PublicLayout nav={<TopNav />} footer={<PublicFooter />} notices={notices}>
      {children}
    </PublicLayout>
  );
}
