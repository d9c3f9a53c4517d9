import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DateField, loadDatePicker } from '@/components/form/date-field';
import { CheckAnswers } from '@/components/wizard/check-answers';
import { StepHeader } from '@/components/wizard/step-header';
import { WizardActions } from '@/components/wizard/wizard-actions';
import { IntakeLandingPage } from '@/features/intake/entry/landing-page';
import { activateLocale } from '@/i18n/i18n';
import { renderForm } from '../components/form/render-form';
import { listFetch } from './render-wizard';

beforeEach(async () => {
  vi.stubGlobal('fetch', vi.fn(listFetch));
  await activateLocale('es');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await activateLocale('en');
});

describe('the intake in Spanish', () => {
  it('opens with the landing page in Spanish', () => {
    render(<IntakeLandingPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Solicite nuestros servicios' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Empezar una solicitud nueva' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar su solicitud' })).toBeInTheDocument();
  });

  it("names a step's fields in Spanish, says '(opcional)', and asks dates as MM/DD/AAAA", async () => {
    // The step as a page of its own draws it before MUI X's code is in (another test loads it):
    // the date's stand-in, whose placeholder says the format.
    vi.resetModules();
    const { renderStep } = await import('./render-wizard');
    const { StepFields } = await import('@/components/wizard/step-fields');
    const { stepOf } = await import('@/components/wizard/wizard-step');
    const { INTAKE_WIZARD } = await import('@/features/intake/wizard/intake-steps');
    const { INTAKE_STEP_RULES } = await import('@/contract/intake-rules');
    renderStep(<StepFields step={stepOf(INTAKE_WIZARD, 'about_you')} />, INTAKE_STEP_RULES.about_you);
    expect(screen.getByRole('textbox', { name: 'Nombre' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Segundo nombre (opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Número de Seguro Social (SSN)' })).toBeInTheDocument();
    const birthDate = screen.getByRole('textbox', { name: 'Fecha de nacimiento' });
    expect(birthDate).toHaveAttribute('placeholder', 'MM/DD/AAAA');
    expect(birthDate).toHaveAccessibleDescription('MM/DD/AAAA');
    expect(screen.queryByText(/optional/)).toBeNull();
  });

  it('draws the step header, the buttons and the summary of answers in Spanish', () => {
    const onChange = vi.fn();
    render(
      <>
        <StepHeader index={2} total={9} title="Sobre usted" optional />
        <CheckAnswers sections={[{ key: 'about_you', title: 'Sobre usted', lines: [] }]} onChange={onChange} focusHeading={false} />
        <WizardActions onBack={() => undefined} onSkip={() => undefined} submitLabel="Enviar" submitting={false} />
      </>,
    );
    expect(screen.getByText('Paso 2 de 9')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Paso 2 de 9' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Sobre usted (opcional)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Revise sus respuestas' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cambiar Sobre usted' })).toHaveTextContent('Cambiar');
    expect(screen.getByRole('button', { name: 'Atrás' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omitir' })).toBeInTheDocument();
  });

  it("shows MUI X's calendar in Spanish: its buttons, its months and the year's letters", async () => {
    await loadDatePicker();
    const user = userEvent.setup({ delay: null });
    renderForm(<DateField name="end" label="Fecha final" required />, { initialValues: { end: '2024-01-20' } });
    const group = await screen.findByRole('group', { name: 'Fecha final' });
    await user.click(within(group).getByRole('spinbutton', { name: 'Mes' }));
    await user.click(screen.getByRole('button', { name: /^Elegir fecha/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Fecha final' });
    expect(within(dialog).getByRole('button', { name: 'Mes siguiente' })).toBeInTheDocument();
    expect(within(dialog).getByText(/enero 2024/i)).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    renderForm(<DateField name="start" label="Fecha inicial" required />);
    const empty = await screen.findByRole('group', { name: 'Fecha inicial' });
    expect(within(empty).getByRole('spinbutton', { name: 'Año' })).toHaveTextContent('AAAA');
  });
});
