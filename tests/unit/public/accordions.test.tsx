import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { nextOpenItem } from '@/features/public/components/accordion';
import { AreasSection } from '@/features/public/home/areas-section';
import { FaqSection } from '@/features/public/home/faq-section';
import { renderPublic } from './render-public';

const stateButton = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}`) });

function panelOf(button: HTMLElement): HTMLElement {
  const panel = document.getElementById(button.getAttribute('aria-controls')!);
  expect(panel).not.toBeNull();
  return panel!;
}

describe("'We are present in...'", () => {
  it('opens Maryland by default and shows its email, call number, fax and mailing address', () => {
    renderPublic(<AreasSection />);
    const maryland = stateButton('Maryland');
    expect(maryland).toHaveAttribute('aria-expanded', 'true');
    expect(stateButton('Virginia')).toHaveAttribute('aria-expanded', 'false');
    expect(stateButton('Ohio')).toHaveAttribute('aria-expanded', 'false');
    const panel = panelOf(maryland);
    expect(panel).toBeVisible();
    expect(panel).toHaveAccessibleName(/^Maryland/);
    for (const term of ['Email', 'Call', 'Fax', 'Mailing Address']) expect(panel).toHaveTextContent(term);
    expect(panelOf(stateButton('Ohio'))).not.toBeVisible();
  });

  it('keeps one state open at a time, and closes the open state when it is clicked', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<AreasSection />);
    await user.click(stateButton('Virginia'));
    expect(stateButton('Virginia')).toHaveAttribute('aria-expanded', 'true');
    expect(stateButton('Maryland')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(stateButton('Maryland'))).not.toBeVisible();

    await user.click(stateButton('Virginia'));
    for (const state of ['Maryland', 'Virginia', 'Ohio']) expect(stateButton(state)).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the year each office opened, and only a company name as the Virginia address', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<AreasSection />);
    expect(stateButton('Ohio')).toHaveTextContent('Since 2008');
    expect(stateButton('Maryland')).toHaveTextContent('Since 2014');
    expect(stateButton('Virginia')).toHaveTextContent('Since 2014');
    await user.click(stateButton('Virginia'));
    const address = panelOf(stateButton('Virginia')).querySelectorAll('dd')[3]!;
    expect(address.textContent).toBe('Provider Payee Services of Virginia');
    expect(screen.getByRole('img', { name: 'Map of the United States with Maryland, Virginia and Ohio marked' })).toHaveAttribute('width', '975');
  });

  it('can be worked with the keyboard', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<AreasSection />);
    stateButton('Ohio').focus();
    await user.keyboard('{Enter}');
    expect(stateButton('Ohio')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(stateButton('Ohio')).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('the FAQ', () => {
  it('asks the ten questions, all closed, each opening its own answer', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<FaqSection />);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions).toHaveLength(10);
    await user.click(screen.getByRole('button', { name: 'What if I lose my debit card?' }));
    expect(screen.getByText(/takes 7-10 days to arrive/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Can I get a replacement card faster?' }));
    expect(screen.getByText(/arrives in 1-2 days/)).toBeVisible();
    expect(screen.getByText(/takes 7-10 days to arrive/)).not.toBeVisible();
  });
});

describe('nextOpenItem', () => {
  it.each([
    [null, 'ohio', 'ohio'],
    ['maryland', 'ohio', 'ohio'],
    ['ohio', 'ohio', null],
  ])('from %s, pressing %s opens %s', (open, pressed, expected) => {
    expect(nextOpenItem(open, pressed)).toBe(expected);
  });
});
