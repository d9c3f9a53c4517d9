import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/config/paths';
import { clearIdleRecords, readLastActivity, readLastRenew, recordActivity, recordRenew, resetActivity, watchActivity } from './idle-activity';
import { idlePhase, minutesLeft, renewDue, signedOutInText } from './idle-timer';
import type { UserInfo } from '@/session/session-store';
import type { IdleWarningDialogProps } from './idle-warning-dialog';
import { clearSignedOutReason, getSignedOutReason } from '@/session/signed-out-reason';
import { useSession } from '@/session/use-session';

/*
 * The clock comes with every page (the server's idle refusal is the API client's to handle, in
 * src/session/session-refused.ts). Logout (the API client, SWR, the device's clean-up) loads
 * once there is a session, so that the end of one never waits for a download.
 * The warning dialog (MUI's Dialog, Modal and focus trap) loads when the warning opens, from
 * the worker's precache: most sessions never show it.
 */
// Its code out of reach (offline before the worker holds it), no warning is shown, and the
// clock still signs out at the limit: a failed load must not take the whole page down with it.
const IdleWarningDialog = lazy<ComponentType<IdleWarningDialogProps>>(() =>
  import('./idle-warning-dialog').then(
    (module) => ({ default: module.IdleWarningDialog }),
    () => ({ default: () => null }),
  ),
);
const signOutCode = () => import('./idle-sign-out');
const renewSession = async (options?: { asked: boolean }) => (await import('@/api/session-renew')).renewSession(options);

/** A new sign-in (here or in another tab) starts the idle clock; a page load keeps the recorded one. */
function useSessionStarts(session: UserInfo | null) {
  const [, navigate] = useLocation();
  const previous = useRef<UserInfo | null | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = session;
    const now = Date.now();
    if (session && before === undefined) {
      if (readLastActivity() === null) resetActivity(now);
    } else if (session && before?.token !== session.token) {
      resetActivity(now);
      recordRenew(now);
      clearSignedOutReason();
    } else if (!session && before) {
      clearIdleRecords();
      // Another tab reached the idle limit: this one says why too, instead of going home.
      if (getSignedOutReason()) navigate(paths.login.href(before.application_code), { replace: true });
    }
  }, [session, navigate]);
}

/**
 * WCAG 2.2.1 for a signed-in person: 13 idle minutes (in every tab) open the warning,
 * 15 sign out. Activity is told to the server at most once a minute, so its own idle limit
 * (SESSION_IDLE_MINUTES) never ends a session the app still shows.
 */
export function IdleTimeout() {
  const session = useSession();
  const token = session?.token ?? null;
  const [, navigate] = useLocation();
  const [warningMinutes, setWarningMinutes] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const warning = useRef(false);
  const ending = useRef(false);
  // Once opened, the dialog stays mounted, so that it closes with its own transition and gives the focus back.
  const [warned, setWarned] = useState(false);
  useSessionStarts(session);

  useEffect(() => {
    if (!token) return;
    void signOutCode();
    const check = () => {
      const now = Date.now();
      const last = readLastActivity() ?? now;
      const phase = idlePhase(last, now);
      warning.current = phase.kind === 'warning';
      setWarningMinutes(phase.kind === 'warning' ? minutesLeft(phase.remainingMs) : null);
      if (phase.kind === 'warning') setWarned(true);
      if (phase.kind === 'expired' && !ending.current) {
        ending.current = true;
        void signOutCode()
          .then(({ endSessionTo }) => endSessionTo(navigate, { idle: true }))
          .finally(() => {
            ending.current = false;
          });
      } else if (phase.kind === 'active' && navigator.onLine && renewDue(last, readLastRenew(), now)) {
        recordRenew(now);
        renewSession().catch(() => undefined);
      }
    };
    // While the warning is open, only its buttons keep the session: a stray touch does not.
    const stopWatching = watchActivity(() => {
      if (!warning.current) recordActivity(Date.now());
    });
    check();
    const timer = setInterval(check, 1000);
    return () => {
      clearInterval(timer);
      stopWatching();
    };
  }, [token, navigate]);

  const stay = async () => {
    setBusy(true);
    try {
      await renewSession({ asked: true });
      const now = Date.now();
      resetActivity(now);
      recordRenew(now);
      warning.current = false;
      setWarningMinutes(null);
    } catch {
      // The API client has told the person; the choice stays open (a 401 has ended the session).
    } finally {
      setBusy(false);
    }
  };

  const signOutNow = () => {
    setBusy(true);
    void signOutCode()
      .then(({ endSessionTo }) => endSessionTo(navigate, { idle: false }))
      .finally(() => setBusy(false));
  };

  if (!token || !warned) return null;
  return (
    <Suspense fallback={null}>
      <IdleWarningDialog
        open={warningMinutes !== null}
        title={signedOutInText((warningMinutes ?? 1) * 60 * 1000)}
        busy={busy}
        onStay={() => void stay()}
        onSignOut={signOutNow}
      />
    </Suspense>
  );
}
