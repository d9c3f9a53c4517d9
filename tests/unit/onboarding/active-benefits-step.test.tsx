import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ActiveBenefitsStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const checkboxNames = () => screen.getAllByRole('checkbox').map((box) => box.closest('label')?.textContent);
const saved = (id: number, from: string, till: string | null, amount = 943) => ({
  id,
  reporting_account_id: id,
  amount,
  effective_from: { date: from },
  effective_till: till ? { date: till } : null,
});

describe('step 4, Active Benefits', () => {
  it('shows the first 4 benefits, the rest with View More, and hides them again with View Less', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ActiveBenefitsStep);
    await screen.findByLabelText('RSDI');
    expect(checkboxNames()).toEqual(['RSDI', 'SSI', 'SSDI', 'VA disability compensation']);
    await user.click(screen.getByRole('button', { name: 'View More' }));
    expect(checkboxNames()).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'View Less' }));
    expect(checkboxNames()).toHaveLength(4);
  });

  it('asks a ticked benefit for From Date, Till Date (optional) and the monthly amount', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ActiveBenefitsStep);
    await user.click(await screen.findByLabelText('SSI'));
    const group = screen.getByRole('group', { name: 'SSI' });
    expect(within(group).getAllByText('From Date').length).toBeGreaterThan(0);
    expect(within(group).getAllByText('Till Date (optional)').length).toBeGreaterThan(0);
    expect(within(group).getByLabelText('Monthly amount in dollars')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await within(group).findByText('The from date field is required.')).toBeInTheDocument();
    expect(within(group).getByText('The monthly amount field is required.')).toBeInTheDocument();
  });

  it('refuses an end before the start and a date in the future, and keeps a ticked benefit in view', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    renderStep(ActiveBenefitsStep, { benefits: [saved(2, '2024-05-01', '2024-04-01'), saved(6, '2999-01-01', null)] });
    expect(await screen.findByRole('group', { name: 'Railroad retirement' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const ssi = screen.getByRole('group', { name: 'SSI' });
    expect(await within(ssi).findByText('The till date may not be before the from date.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Railroad retirement' })).getByText('The from date may not be in the future.')).toBeInTheDocument();
    expect(saves).toHaveLength(0);
  });

  it('shows errors the server keys by benefit id under that benefit', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi(() => ({ status: 422, body: { message: 'The given data was invalid.', errors: { 'active_benefits.3.benefit_amount': ['The monthly amount must be an amount in dollars, like 1250.00.'] } } }));
    renderStep(ActiveBenefitsStep, { benefits: [saved(1, '2020-01-01', null), saved(3, '2021-01-01', null)] });
    await screen.findByRole('group', { name: 'SSDI' });
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    const ssdi = screen.getByRole('group', { name: 'SSDI' });
    expect(await within(ssdi).findByText('The monthly amount must be an amount in dollars, like 1250.00.')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'RSDI' })).queryByText(/like 1250.00/)).toBeNull();
  });
});
