import { preload } from 'swr';
import { accountBalanceKey, balanceAsked, loadAccountBalance } from './account-balance';
import { localeComing } from '@/i18n/i18n';
import { clientProgramsKey, isInactive, loadClientPrograms } from './client-programs';

/**
 * Asks the server for My Account's data as the screen's code arrives, while React has yet to
 * adopt or draw the page, through SWR's documented `preload`: the screen's hooks then take
 * these requests when they ask for the same keys, instead of starting their own after the
 * render. The programs come first; the balance of the first one (the program the screen
 * selects) is asked for as soon as they are in, unless the card, drawn from the programs kept
 * on the device, has asked for it already. Failures are the hooks' to show. The code may come
 * before the page's language is on screen (its texts still on their way): the programs are
 * asked in the language coming, the one the screen's hook will ask in.
 */
export function askForAccountEarly(clientId: number): void {
  preload(clientProgramsKey(clientId, localeComing()), loadClientPrograms).then(
    (programs) => {
      const first = programs[0];
      if (!first || isInactive(first) || balanceAsked(clientId, first.id)) return;
      preload(accountBalanceKey(clientId, first.id), loadAccountBalance).catch(() => undefined);
    },
    () => undefined,
  );
}
