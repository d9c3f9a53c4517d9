import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { acceptedLanguages, pickLocale } from '@/contract/locales';
import { LanguageSwitch } from '@/components/language-switch';
import { NotFound } from '@/components/not-found';
import { activateLocale } from '@/i18n/i18n';
import { initialLocale } from '@/i18n/locale-choice';

afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
  window.history.replaceState(null, '', '/');
});

describe('choosing the language', () => {
  it('shows the screen in Spanish at once, keeps the choice on the device and sets <html lang>', async () => {
    render(
      <>
        <LanguageSwitch />
        <NotFound />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('404 Page Not Found !');
    expect(screen.getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Español' }));

    expect(await screen.findByRole('heading', { level: 1, name: '404: Página no encontrada' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Español' })).toHaveAttribute('lang', 'es');
    expect(document.documentElement.lang).toBe('es');
    expect(initialLocale()).toBe('es');
    // The page moved to the Spanish address, in place.
    expect(window.location.pathname).toBe('/es/');
  });

  it('opens, with no choice made, in the first of the browser languages we have', () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-FR', 'es-MX', 'en-US'] });
    expect(initialLocale()).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'] });
    expect(initialLocale()).toBe('en');
  });
});

describe('Accept-Language', () => {
  it('orders languages by their weight and drops the refused ones', () => {
    expect(acceptedLanguages('en;q=0.4, es-US, fr;q=0.8, de;q=0')).toEqual(['es-US', 'fr', 'en']);
    expect(pickLocale(acceptedLanguages('fr-CA, es;q=0.5, en;q=0.4'))).toBe('es');
    expect(pickLocale(acceptedLanguages(''))).toBe('en');
    expect(pickLocale(acceptedLanguages('es;q=0, en;q=0.1'))).toBe('en');
  });
});
