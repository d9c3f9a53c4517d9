import 'fake-indexeddb/auto';
import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { AppRouter } from '@/app/router';
import { activateLocale } from '@/i18n/i18n';
import { startSession } from '@/session/session-store';
import { DETAIL, IdentifiersStep, UploadBillStep, apiPath, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));

beforeEach(() => activateLocale('es'));
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function openWizardWith(answerDetail: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = apiPath(input);
      if (path === '/website/onboarding') return answerDetail();
      return json(200, { data: [] });
    }),
  );
  startSession({ token: 'tok', process_type: 'onboarding', client_id: 1, application_code: 'ONB-4323', ssn: '4323', name: 'Raymond Castillo' });
  window.history.replaceState(null, '', '/client/onboarding/ONB-4323');
  render(
    <AppProviders>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AppRouter />
      </SWRConfig>
    </AppProviders>,
  );
}

describe('the onboarding wizard in Spanish', () => {
  it('opens on the profile photo with Spanish words and the birth date in its long Spanish form', async () => {
    openWizardWith(async () => json(200, { data: DETAIL }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Foto de perfil' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Prepare su cuenta' })).toBeInTheDocument();
    expect(screen.getByText('Hola, Raymond Castillo.')).toBeInTheDocument();
    expect(screen.getByText(/^Son seis pasos cortos\./)).toBeInTheDocument();
    expect(screen.getByText('30 de noviembre de 1960')).toBeInTheDocument();
    expect(screen.getByText('Agregue una foto reciente de usted. La usamos para confirmar quién es usted.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar y continuar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Salir' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^Paso 1 de 6: Foto de perfil/));
  });

  it('says in Spanish that the detail could not be opened, and offers to try again', async () => {
    openWizardWith(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByText(/^No pudimos comunicarnos con el servidor para abrir sus datos\./)).toBeInTheDocument();
  });

  it("gives a step's hints and buttons in Spanish", async () => {
    fakeApi();
    renderStep(IdentifiersStep);
    expect(await screen.findByText('Otras identificaciones (opcional)')).toBeInTheDocument();
    expect(screen.getByText('Otros números de identificación que tenga, hasta 3. Si no tiene, déjelo en blanco.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar otra identificación' })).toBeInTheDocument();
    expect(screen.getByText('El número que aparece en esa identificación.')).toBeInTheDocument();
  });

  it("names the bill step's parts in Spanish", async () => {
    fakeApi();
    renderStep(UploadBillStep, {}, true);
    expect(await screen.findByText(/^Agregue las facturas que pagaremos por usted/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar otra factura' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Monto de un mes en dólares/)).toBeInTheDocument();
  });
});
