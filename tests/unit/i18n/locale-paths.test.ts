import { afterEach, describe, expect, it, vi } from 'vitest';
import { localeOfPath, localePrefix, manifestPath, pathIn, samePage, withoutLocale } from '@/contract/locale-paths';
import { choiceCookie, choiceInCookies } from '@/contract/locale-cookie';
import { addressForLocale, localeForAddress, rememberChoice, storedChoice } from '@/i18n/locale-choice';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('one address per language', () => {
  it('puts English at the root and Spanish under /es', () => {
    expect(localePrefix('en')).toBe('');
    expect(localePrefix('es')).toBe('/es');
    expect(localeOfPath('/')).toBe('en');
    expect(localeOfPath('/about-us')).toBe('en');
    expect(localeOfPath('/es')).toBe('es');
    expect(localeOfPath('/es/')).toBe('es');
    expect(localeOfPath('/es/client/intake')).toBe('es');
    // Only a whole first segment names a language.
    expect(localeOfPath('/estate')).toBe('en');
    expect(localeOfPath('/en/about-us')).toBe('en');
  });

  it('moves a page between languages and back', () => {
    expect(withoutLocale('/es/about-us')).toBe('/about-us');
    expect(withoutLocale('/es')).toBe('/');
    expect(withoutLocale('/es/')).toBe('/');
    expect(withoutLocale('/about-us')).toBe('/about-us');
    expect(pathIn('es', '/')).toBe('/es/');
    expect(pathIn('es', '/about-us')).toBe('/es/about-us');
    expect(pathIn('es', '/es/about-us')).toBe('/es/about-us');
    expect(pathIn('en', '/es/')).toBe('/');
    expect(pathIn('en', '/es/auth/login/abc')).toBe('/auth/login/abc');
    expect(samePage('/es/', '/es')).toBe(true);
    expect(samePage('/es/about-us', '/about-us')).toBe(false);
    expect(manifestPath('en')).toBe('/manifest.webmanifest');
    expect(manifestPath('es')).toBe('/es/manifest.webmanifest');
  });
});

describe('the language of a visit', () => {
  const at = (pathname: string, search = '', hash = '') => addressForLocale({ pathname, search, hash });

  it('keeps an address in its language when nothing else was chosen', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    expect(at('/about-us')).toBeNull();
    expect(at('/es/about-us')).toBeNull();
    expect(localeForAddress('/es/')).toBe('es');
  });

  it('takes a first visit at an English address to Spanish when the browser prefers it', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX', 'en-US'] });
    expect(at('/about-us', '?a=1', '#x')).toBe('/es/about-us?a=1#x');
    expect(at('/')).toBe('/es/');
  });

  it('follows the choice made on this device over the address and the browser', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-MX'] });
    rememberChoice('en');
    expect(at('/es/contact-us')).toBe('/contact-us');
    expect(at('/contact-us')).toBeNull();
    rememberChoice('es');
    expect(at('/client/intake', '?state=VA')).toBe('/es/client/intake?state=VA');
  });
});

describe('the choice, kept where the server reads it', () => {
  it('is a cookie with the language alone, for every address, a year, sent on links from elsewhere', () => {
    rememberChoice('es');
    expect(document.cookie).toBe('lang=es');
    expect(choiceInCookies(document.cookie)).toBe('es');
    expect(storedChoice()).toBe('es');
    expect(localStorage.length).toBe(0);
    rememberChoice('en');
    expect(document.cookie).toBe('lang=en');
    expect(choiceCookie('es', false)).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(choiceCookie('es', true)).toBe('lang=es; Path=/; Max-Age=31536000; SameSite=Lax; Secure');
  });

  it('is read from a Cookie header among others, and only when it names one of our languages', () => {
    expect(choiceInCookies('session=abc; lang=es; theme=dark')).toBe('es');
    expect(choiceInCookies('lang=en')).toBe('en');
    expect(choiceInCookies('lang=fr')).toBeNull();
    expect(choiceInCookies('xlang=es; lang_x=es')).toBeNull();
    expect(choiceInCookies('lang=es=1')).toBeNull();
    expect(choiceInCookies('')).toBeNull();
    expect(choiceInCookies(undefined)).toBeNull();
  });

  it("keeps a returning person's earlier choice: moved from this device's storage to the cookie", () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['en-US'] });
    localStorage.setItem('language', 'es');
    expect(addressForLocale({ pathname: '/about-us', search: '', hash: '' })).toBe('/es/about-us');
    expect(document.cookie).toBe('lang=es');
    expect(localStorage.getItem('language')).toBeNull();
    expect(storedChoice()).toBe('es');
  });

  it('drops an unknown stored value without choosing', () => {
    localStorage.setItem('language', 'fr');
    expect(storedChoice()).toBeNull();
    expect(localStorage.getItem('language')).toBeNull();
    expect(document.cookie).toBe('');
  });
});
