import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SWRConfig } from 'swr';
import { ProgramSelectionPage } from '@/features/intake/entry/program-selection-page';
import { toggleNotSure, toggleProgram } from '@/features/intake/entry/program-choice';

const PROGRAMS = [
  { id: 10, name: 'Representative Payee', description: 'One. '.repeat(80) },
  { id: 4, name: 'Federal Fiduciary', description: 'Two.' },
  { id: 6, name: 'Money Management', description: 'Three.' },
];

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ data: PROGRAMS }), { status: 200, headers: { 'content-type': 'application/json' } })));
  window.history.replaceState(null, '', '/client/intake/new/program-selection?state_id=2&is_aware_checked=0');
});
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <ProgramSelectionPage />
    </SWRConfig>,
  );
}

describe('program selection', () => {
  it('clears the selected programs when "I am not sure" is ticked, and clears "I am not sure" when a program is chosen', () => {
    const two = toggleProgram(toggleProgram({ programIds: [], isAwareChecked: false }, 10), 6);
    expect(two).toEqual({ programIds: [10, 6], isAwareChecked: false });
    expect(toggleNotSure(two)).toEqual({ programIds: [], isAwareChecked: true });
    expect(toggleProgram({ programIds: [], isAwareChecked: true }, 4)).toEqual({ programIds: [4], isAwareChecked: false });
  });

  it('works the same on the screen, and keeps the choice in the URL', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Representative Payee' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Money Management' }));
    expect(window.location.search).toBe('?state_id=2&program_ids=10%2C6&is_aware_checked=0');
    await userEvent.click(screen.getByRole('checkbox', { name: 'I am not sure which program to select.' }));
    expect(screen.getByRole('checkbox', { name: 'Representative Payee' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Money Management' })).not.toBeChecked();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Federal Fiduciary' }));
    expect(screen.getByRole('checkbox', { name: 'I am not sure which program to select.' })).not.toBeChecked();
  });

  it("refuses to go on with nothing chosen, in the spec's words", async () => {
    renderPage();
    await screen.findByRole('checkbox', { name: 'Representative Payee' });
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await screen.findByText("Select at least one program or choose 'I am not aware' to proceed.")).toBeInTheDocument();
  });

  it("clamps a description to 4 lines with 'Learn More' / 'Show Less'", async () => {
    renderPage();
    const learnMore = (await screen.findAllByRole('button', { name: 'Learn More' }))[0]!;
    expect(learnMore).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(learnMore);
    expect(screen.getByRole('button', { name: 'Show Less' })).toHaveAttribute('aria-expanded', 'true');
  });
});
