import { createElement, Profiler } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as BenefitItemModule from '@/features/onboarding/steps/benefit-item';
import { ActiveBenefitsStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));

/** The benefits drawn again after their first render, by id, in order. */
const redrawn = vi.hoisted(() => [] as string[]);

// Each benefit of the checklist inside a Profiler, read without touching the step's code: it
// counts a benefit drawn again for what it reads itself and for the checklist drawing it again.
vi.mock('@/features/onboarding/steps/benefit-item', async (importOriginal) => {
  const real = await importOriginal<typeof BenefitItemModule>();
  const onRender = (id: string, phase: string) => (phase === 'mount' ? undefined : redrawn.push(id));
  return {
    ...real,
    BenefitItem: (props: { id: number; label: string }) => createElement(Profiler, { id: props.label, onRender }, createElement(real.BenefitItem, props)),
  };
});

afterEach(() => vi.unstubAllGlobals());

/** A benefit the server has saved for the client: it opens ticked, with its dates and amount. */
const saved = (id: number, from: string) => ({ id, reporting_account_id: id, amount: 943, effective_from: { date: from }, effective_till: null });

describe('the benefits checklist as a person ticks and types', () => {
  it('draws again that benefit alone, not the others ticked or shown', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ActiveBenefitsStep, { benefits: [saved(1, '2020-01-01'), saved(2, '2021-01-01')] });
    const amount = within(await screen.findByRole('group', { name: 'SSI' })).getByLabelText('Monthly amount in dollars');
    await user.click(amount);
    redrawn.length = 0; // the step's first renders and the focus are not typing
    await user.keyboard('{End}{Backspace}{Backspace}50');

    expect(amount).toHaveValue('943.50');
    expect(within(screen.getByRole('group', { name: 'RSDI' })).getByLabelText('Monthly amount in dollars')).toHaveValue('943.00');
    expect(redrawn).toContain('SSI');
    expect(redrawn.filter((id) => id !== 'SSI')).toEqual([]);
  });

  it('draws the list again when a benefit is ticked, so that it stays in view after View Less', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ActiveBenefitsStep);
    await user.click(await screen.findByRole('button', { name: 'View More' }));
    await user.click(screen.getByLabelText('Railroad retirement'));
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(screen.getByRole('group', { name: 'Railroad retirement' })).toBeInTheDocument();
    expect(screen.queryByLabelText('VA pension')).not.toBeInTheDocument();
  });
});
