import { useT } from '@/i18n/i18n';
import { useOnline } from '@/offline/online-status';
import { useHydrated } from '@/components/use-hydrated';

export const offlineMessages = {
  queues: /*i18n*/ { id: 'offline.banner.queues', message: 'You are offline. What you save is kept on this device and sent when the connection returns.' },
  waits: /*i18n*/ { id: 'offline.banner.waits', message: 'You are offline. Anything that needs the server will work again when the connection returns.' },
} as const;

/**
 * Always in the page, so screen readers hear the change politely when the connection drops.
 * `queues`: the screen keeps what is saved on the device and sends it later (the intake
 * wizard); elsewhere that promise would be untrue, so the banner only says what waits.
 *
 * A page opened with no connection is marked offline before it paints (offline-mark.ts): the
 * prerendered place then shows the banner's words (`data-offline-text`), of the banner's size,
 * until the render after hydration draws the banner itself in it and takes the words away.
 * Both are styled by offline-status.css, which every page has in its <head>.
 */
export function OfflineStatus({ queues = false }: { queues?: boolean }) {
  const online = useOnline();
  const hydrated = useHydrated();
  const t = useT();
  const words = t(queues ? offlineMessages.queues : offlineMessages.waits);
  return (
    <div role="status" aria-live="polite" className="offline-status" data-offline-text={hydrated ? undefined : words}>
      {!online && <div className="offline-banner">{words}</div>}
    </div>
  );
}
