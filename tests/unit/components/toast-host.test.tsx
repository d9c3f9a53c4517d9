import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '@/app/providers';
import { showToast } from '@/components/toast';
import { isToastHostWanted } from '@/components/toast-store';

describe('the toast host', () => {
  it('is not mounted until the first toast; of toasts asked for at once, the last is shown', async () => {
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    expect(isToastHostWanted()).toBe(false);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    act(() => {
      showToast('First', 'info');
      showToast('Second', 'success');
    });
    expect(isToastHostWanted()).toBe(true);
    expect(await screen.findByText('Second')).toBeInTheDocument();
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });
});
