import { showNotice } from '../toast';

const offlineReady = /*i18n*/ { id: 'offline.ready', message: 'This app now works without internet' };

/** Said once, when the service worker first installs: a notice the person did not cause. */
export function showOfflineReady(): void {
  showNotice(offlineReady, 'success');
}
