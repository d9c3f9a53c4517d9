import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NotFound } from '@/components/not-found';

describe('the 404 screen', () => {
  it('says the page was not found, why, and offers Back and Try Again', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found !' })).toHaveFocus();
    expect(screen.getByText('You may have mistyped the address or the page may have been moved.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });
});
