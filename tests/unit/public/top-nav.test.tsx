import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '@/app/providers';
import { PublicFooter } from '@/features/public/footer/public-footer';
import { TopNav } from '@/features/public/nav/top-nav';
import { startSession } from '@/session/session-store';
import { hydrate, prerender } from '../components/prerendered-page';
import { renderPublic } from './render-public';

function panel(): HTMLElement {
  const menu = screen.getByRole('button', { name: 'Menu' });
  return document.getElementById(menu.getAttribute('aria-controls')!)!;
}

describe('the top navigation', () => {
  it('lists the spec items in order, with the logo linking home and Apply Now to the intake', () => {
    renderPublic(<TopNav />, '/about-us');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    // The bar's list is hidden below md, and the test page is a phone's width: query it as hidden.
    const desktop = within(nav).getAllByRole('list', { hidden: true })[0]!;
    expect(within(desktop).getAllByRole('link', { hidden: true }).map((link) => link.textContent)).toEqual([
      'About Us',
      'Our Programs',
      'Service Areas',
      'Contact Us',
      'Sign in',
      'Apply Now',
    ]);
    expect(within(desktop).getByRole('link', { name: 'About Us', hidden: true })).toHaveAttribute('href', '/#about-section');
    expect(within(desktop).getByRole('link', { name: 'Our Programs', hidden: true })).toHaveAttribute('href', '/#services-section');
    expect(within(desktop).getByRole('link', { name: 'Service Areas', hidden: true })).toHaveAttribute('href', '/#areas-section');
    expect(within(desktop).getByRole('link', { name: 'Contact Us', hidden: true })).toHaveAttribute('href', '/contact-us');
    expect(within(desktop).getByRole('link', { name: 'Apply Now', hidden: true })).toHaveAttribute('href', '/client/intake');
    expect(within(desktop).getByRole('link', { name: 'Sign in', hidden: true })).toHaveAttribute('href', '/auth/login');
    expect(screen.getByRole('link', { name: 'Provider Payee Services' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
  });

  it('marks Contact Us as the current page on /contact-us', () => {
    renderPublic(<TopNav />, '/contact-us');
    for (const link of screen.getAllByRole('link', { name: 'Contact Us', hidden: true })) {
      expect(link).toHaveAttribute('aria-current', 'page');
    }
    expect(screen.getAllByRole('link', { name: 'About Us', hidden: true })[0]).not.toHaveAttribute('aria-current');
  });

  it('opens and closes the menu panel with its button, telling its state in aria-expanded', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<TopNav />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(panel()).not.toBeVisible();
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    expect(panel()).toBeVisible();
    expect(within(panel()).getAllByRole('link').map((link) => link.textContent)).toEqual(['About Us', 'Our Programs', 'Service Areas', 'Contact Us', 'Sign in', 'Apply Now']);
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes the panel on Escape, with focus back on the menu button', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<TopNav />);
    const menu = screen.getByRole('button', { name: 'Menu' });
    menu.focus();
    await user.keyboard('{Enter}');
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(within(panel()).getByRole('link', { name: 'About Us' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();
  });

  it('closes the panel on a click outside it, and when an item is chosen', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(
      <>
        <TopNav />
        <p>Outside</p>
      </>,
      '/about-us',
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    await user.click(menu);
    await user.click(screen.getByText('Outside'));
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    await user.click(within(panel()).getByRole('link', { name: 'Contact Us' }));
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(window.location.pathname).toBe('/contact-us');
  });

  it('goes home with the section in the address when a section is chosen on another page', async () => {
    const user = userEvent.setup({ delay: null });
    renderPublic(<TopNav />, '/contact-us');
    await user.click(screen.getByRole('button', { name: 'Menu' }));
    await user.click(within(panel()).getByRole('link', { name: 'Service Areas' }));
    expect(window.location.pathname).toBe('/');
    expect(window.location.hash).toBe('#areas-section');
  });

  it("reads 'My Account' and leads there once someone is signed in, in the bar, the menu and the footer", () => {
    startSession({ token: 't'.repeat(30), process_type: 'onboarding', client_id: null, application_code: null, ssn: '4323', name: 'R' });
    renderPublic(
      <>
        <TopNav />
        <PublicFooter />
      </>,
      '/about-us',
    );
    const links = screen.getAllByRole('link', { name: 'My Account', hidden: true });
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toHaveAttribute('href', '/my-account');
    expect(screen.queryByRole('link', { name: 'Sign in', hidden: true })).not.toBeInTheDocument();
  });

  it("adopts a page prerendered with 'Sign in' without a mismatch, then says 'My Account' to a signed-in person", async () => {
    const ui = (
      <AppProviders>
        <TopNav />
        <PublicFooter />
      </AppProviders>
    );
    const page = prerender(ui);
    expect(within(page).getAllByRole('link', { name: 'Sign in', hidden: true })).toHaveLength(3);
    startSession({ token: 't'.repeat(30), process_type: 'onboarding', client_id: null, application_code: null, ssn: '4323', name: 'R' });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reported = vi.fn();
    window.addEventListener('error', reported);
    vi.stubGlobal('IS_REACT_ACT_ENVIRONMENT', true);
    await hydrate(ui);
    window.removeEventListener('error', reported);
    vi.unstubAllGlobals();
    expect(errors).not.toHaveBeenCalled();
    expect(reported).not.toHaveBeenCalled();
    expect(within(page).getAllByRole('link', { name: 'My Account', hidden: true })).toHaveLength(3);
    expect(within(page).queryByRole('link', { name: 'Sign in', hidden: true })).not.toBeInTheDocument();
  });
});
