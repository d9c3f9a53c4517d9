import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { IdleWarningDialog } from '@/session/idle/idle-warning-dialog';

function renderDialog() {
  const onStay = vi.fn();
  const onSignOut = vi.fn();
  render(<IdleWarningDialog open title="You'll be signed out in 2 minutes" busy={false} onStay={onStay} onSignOut={onSignOut} />);
  return { onStay, onSignOut };
}

describe('IdleWarningDialog', () => {
  it('is an alertdialog named by its title, with focus on "Stay signed in"', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: "You'll be signed out in 2 minutes" });
    expect(dialog).toHaveAccessibleDescription(/we will sign you out unless you choose to stay/);
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('treats Escape as "Stay signed in", and offers to sign out', async () => {
    const user = userEvent.setup({ delay: null });
    const { onStay, onSignOut } = renderDialog();
    await user.keyboard('{Escape}');
    expect(onStay).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
