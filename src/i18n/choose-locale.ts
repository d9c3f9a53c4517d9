import type { Locale } from '@/contract/locales';
import { pathIn } from '@/contract/locale-paths';
import { activateLocale } from './i18n';
import { rememberChoice } from './locale-choice';

/**
 * The person chose a language with the switch: remembered on this device, and the page moves to
 * that language's address as its texts change, in one draw. The address is replaced, not
 * pushed, with its query and navigation state, so the screen stays mounted (nothing typed is
 * lost) and Back does not lead into the other language.
 */
export async function chooseLocale(locale: Locale): Promise<void> {
  rememberChoice(locale);
  await activateLocale(locale, () => {
    const { pathname, search, hash } = window.location;
    const address = pathIn(locale, pathname);
    if (address !== pathname) window.history.replaceState(window.history.state, '', `${address}${search}${hash}`);
  });
}
