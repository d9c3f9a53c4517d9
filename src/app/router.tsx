import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import Box from '@mui/material/Box';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/contract/messages';
import { NotFound } from '@/components/not-found';
import { ScreenBoundary } from '@/components/screen-boundary';
import { PageLoading } from '@/components/page-loading';
import { showToast } from '@/components/toast';
import { OfflineStatus } from '@/components/offline/offline-status';
import { OutboxBanner } from '@/components/offline/outbox-banner';
import { onSessionExpired } from '@/session/session-events';
import { useSession } from '@/session/use-session';
import { IdleTimeout } from '@/session/idle/idle-timeout';
import { useHydrated } from '@/components/use-hydrated';
import { OnDemandPrompts } from './on-demand-prompts';
import { PageReady } from './page-ready';
import { guardRoute } from './route-guard';
import { PublicFrame, routes, type AppRoute } from './routes';
import { ScrollToTop } from './scroll-to-top';
import { SimpleLayout } from './layouts/simple-layout';

/** The connection's and the outbox's notices: a toast at the top sits below them (toast-host.tsx). */
function Notices({ queues }: { queues?: boolean }) {
  return (
    <div data-toasts-below="">
      <OfflineStatus queues={queues} />
      <OutboxBanner />
    </div>
  );
}

function BareLayout({ queues, children }: { queues?: boolean; children: React.ReactNode }) {
  return (
    <Box component="main" id="main" tabIndex={-1} sx={{ minHeight: '100vh', outline: 'none' }}>
      <Notices queues={queues} />
      {children}
    </Box>
  );
}

function RouteScreen({ route }: { route: AppRoute }) {
  const Page = route.page;
  const content = (
    <Suspense fallback={<PageLoading />}>
      <Page />
      <PageReady />
    </Suspense>
  );
  if (route.layout === 'public') {
    // Its code comes with the public page's (routes.tsx): only a move from another screen waits for it here.
    return (
      <Suspense fallback={<PageLoading />}>
        <PublicFrame notices={<Notices queues={route.queuesOffline} />}>{content}</PublicFrame>
      </Suspense>
    );
  }
  if (route.layout === 'simple') return <SimpleLayout notices={<Notices queues={route.queuesOffline} />}>{content}</SimpleLayout>;
  return <BareLayout queues={route.queuesOffline}>{content}</BareLayout>;
}

/** A refused token ends the session: back to the login screen, with a word of why. */
function useSessionExpiredRedirect() {
  const [, navigate] = useLocation();
  useEffect(
    () =>
      onSessionExpired(({ applicationCode, reason }) => {
        navigate(paths.login.href(applicationCode), { replace: true });
        // The idle limit's sentence is on the sign-in screen itself (idle-timeout.tsx).
        if (reason !== 'idle') showToast(MESSAGES.sessionExpired, 'warning');
      }),
    [navigate],
  );
}

/**
 * Sends the person where the route guard says, once the app has hydrated: a prerendered screen
 * is adopted as the build drew it, signed out (My Account's first state), and the guard decides
 * in the render right after, with the session of this device. It hands its children back
 * unchanged, so that render re-renders this component alone, not the whole screen under it.
 */
function Guard({ children }: { children: React.ReactNode }) {
  const [location] = useLocation();
  const session = useSession();
  const hydrated = useHydrated();
  const decision = guardRoute(location, session);
  if (hydrated && decision.kind === 'redirect') return <Redirect to={decision.to} replace />;
  return children;
}

export function AppRouter() {
  useSessionExpiredRedirect();
  const [location] = useLocation();
  return (
    <>
      {/* Outside the guard: a redirect of the guard's unmounts what is inside it, and this must see the move. */}
      <ScrollToTop />
      <Guard>
        <ScreenBoundary resetKey={location}>
          <Switch>
            {routes.map((route) => (
              <Route key={route.group ?? route.path} path={route.path}>
                <RouteScreen route={route} />
              </Route>
            ))}
            <Route>
              <BareLayout>
                <NotFound />
                <PageReady />
              </BareLayout>
            </Route>
          </Switch>
        </ScreenBoundary>
        <OnDemandPrompts />
        <IdleTimeout />
      </Guard>
    </>
  );
}
