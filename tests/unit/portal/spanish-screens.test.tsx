import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadDatePicker } from '@/components/form/date-field';
import { activateLocale } from '@/i18n/i18n';
import { PROGRAMS, signInClient } from './account-session';
import { fetchMock, isDateFieldDisabled, json, renderApp, serve, typeDate } from './portal-harness';
import { record } from './records';

// MUI X's date code is in before the tests, whichever runs first: the statement's dates are its
// fields (a page draws a stand-in until a form with a date is used).
beforeAll(() => loadDatePicker());
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  await activateLocale('es');
});
afterEach(async () => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the sign-in side and My Account in Spanish', () => {
  it('asks for the details in Spanish, with the page title and the Apply Now link', async () => {
    serve({});
    renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Busque sus datos financieros' })).toBeInTheDocument();
    expect(screen.getByText(/¿Todavía no ha enviado una solicitud\?/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Solicitar ahora' })).toHaveAttribute('href', '/client/intake');
    expect(screen.getByRole('form', { name: 'Datos de identificación' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Iniciar sesión/));
  });

  it('says the errors on screen in the language the person switches to', async () => {
    const user = userEvent.setup({ delay: null });
    serve({});
    renderApp('/auth/login');
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('El número de Seguro Social (SSN) es obligatorio.')).toBeInTheDocument();
    await act(() => activateLocale('en'));
    expect(await screen.findByText('SSN field is required')).toBeInTheDocument();
    expect(screen.getByText('Date of birth fields is require')).toBeInTheDocument();
    expect(screen.queryByText('El número de Seguro Social (SSN) es obligatorio.')).toBeNull();
  });

  it('greets the person by name in one Spanish sentence', async () => {
    serve({ '/website/client/name': () => json(200, { data: { first_name: 'Raymond' } }) });
    renderApp('/auth/login/ONB-4323');
    expect(await screen.findByRole('heading', { level: 1, name: '¡Hola, Raymond!' })).toBeInTheDocument();
    expect(screen.getByText('Escriba sus datos de identificación')).toBeInTheDocument();
  });

  it('shows the approved status screen in Spanish', async () => {
    const user = userEvent.setup({ delay: null });
    serve({ '/website/client/process': () => json(200, { data: record({ current_process: 'approved', first_name: 'Evelyn' }) }) });
    renderApp('/auth/login');
    await user.type(await screen.findByLabelText('Número de Seguro Social (SSN)'), '987654323');
    await typeDate(user, 'Fecha de nacimiento', '11301960');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { level: 1, name: '¡Felicidades, Evelyn! Su solicitud fue aprobada.' })).toBeInTheDocument();
    expect(screen.getByText('Ahora puede administrar los datos de su cuenta y su perfil.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ver los datos de su cuenta' })).toBeInTheDocument();
  });

  it('shows My Account in Spanish, the balance in es-US dollars', async () => {
    const user = userEvent.setup({ delay: null });
    signInClient();
    serve({
      '/website/client/programs': () => json(200, { data: PROGRAMS }),
      '/website/client/account-balance': () => json(200, { data: [{ value: -12345.6 }] }),
      '/health': () => json(200, { data: { status: 'ok' } }),
    });
    renderApp('/my-account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Hola, Franklin Hayes' })).toBeInTheDocument();
    expect(screen.getByText('que termina en 4 3 2 7')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cerrar sesión' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Representative Payee')).toHaveAccessibleName('Programa');
    const card = screen.getByRole('region', { name: 'Saldo total de Representative Payee' });
    expect(within(card).getByText('Saldo oculto')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Mostrar el saldo' }));
    expect(await within(card).findByText('Saldo negativo de $12,345.60')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Ocultar el saldo' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Estado de cuenta' })).toBeInTheDocument();
    // The statement's date fields come with their own code, loaded once the card is shown.
    expect(await screen.findByRole('group', { name: 'Fecha inicial' })).toBeInTheDocument();
    expect(screen.getByText('Primero elija la fecha inicial')).toBeInTheDocument();
    expect(screen.getByText('Elija las fechas y su programa para ver su estado de cuenta.')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Mi cuenta/));
  });

  it('names the programs and says a failed statement again in the language switched to, keeping the dates typed', async () => {
    const user = userEvent.setup({ delay: null });
    signInClient();
    const SPANISH_NAMES: Record<number, string> = { 10: 'Representante de Beneficiario', 6: 'Administración de Dinero', 4: 'Fiduciario Federal' };
    serve({
      // The server says the programs' names in the language asked.
      '/website/client/programs': (url) =>
        json(200, { data: PROGRAMS.map((program) => (url.searchParams.get('lang') === 'es' ? { ...program, name: SPANISH_NAMES[program.id] } : program)) }),
      '/website/client/account-balance': () => json(200, { data: [{ value: 1 }] }),
      '/website/client/account-statement': () => json(422, { message: 'No hay movimientos en las fechas elegidas.', errors: {} }),
    });
    renderApp('/my-account');
    expect(await screen.findByDisplayValue('Representante de Beneficiario')).toHaveAccessibleName('Programa');
    // The statement form comes after the balance card: its code is asked for once the card is painted.
    const statement = await screen.findByRole('region', { name: 'Estado de cuenta' });
    await typeDate(user, 'Fecha inicial', '01032000');
    await waitFor(() => expect(isDateFieldDisabled('Fecha final', statement)).toBe(false));
    await typeDate(user, 'Fecha final', '01312000');
    await user.click(within(statement).getByRole('button', { name: 'Descargar el estado de cuenta' }));
    expect(await within(statement).findByText('No hay movimientos en las fechas elegidas.')).toBeInTheDocument();

    await act(() => activateLocale('en'));
    expect(await screen.findByDisplayValue('Representative Payee')).toHaveAccessibleName('Program');
    expect(screen.getByRole('region', { name: 'Total Balance for Representative Payee' })).toBeInTheDocument();
    const inEnglish = screen.getByRole('region', { name: 'Account Statement' });
    expect(within(inEnglish).getByText('No transactions found for the selected dates.')).toBeInTheDocument();
    expect(within(inEnglish).getByText('January 3, 2000 to January 31, 2000')).toBeInTheDocument();
  });
});
