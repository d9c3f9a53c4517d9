import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { activateLocale, t } from '@/i18n/i18n';
import { signedOutInText } from '@/session/idle/idle-timer';
import { signedOutSentence } from '@/features/auth/signed-out-sentence';

afterEach(() => activateLocale('en'));

describe('shared texts in Spanish', () => {
  it('chooses the plural form of the language and fills the numbers', async () => {
    expect(signedOutInText(60_000)).toBe("You'll be signed out in 1 minute");
    await activateLocale('es');
    expect(signedOutInText(60_000)).toBe('Se cerrará su sesión en 1 minuto');
    expect(signedOutInText(120_000)).toBe('Se cerrará su sesión en 2 minutos');
    expect(signedOutSentence('idle-client')).toBe('Cerramos su sesión después de 15 minutos sin actividad. Vuelva a iniciar sesión.');
  });

  it("asks spec 4's question in Spanish, with Spanish buttons", async () => {
    await activateLocale('es');
    render(<ConfirmDialog open title={t({ id: 'confirm.logout.title', message: 'Logout?' })} text="" confirmLabel="Cerrar sesión" onConfirm={() => undefined} onCancel={() => undefined} />);
    expect(await screen.findByRole('dialog', { name: '¿Cerrar sesión?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
  });
});
