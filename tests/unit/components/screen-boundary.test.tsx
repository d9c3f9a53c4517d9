import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Suspense } from 'react';
import { lazyPage } from '@/components/lazy-page';
import { ScreenBoundary } from '@/components/screen-boundary';

const Screen = () => <h1>The screen</h1>;

function Broken(): never {
  throw new Error('a fault in the screen');
}

function drawn(Page: React.ComponentType, at = '/auth/login') {
  return (
    <ScreenBoundary resetKey={at}>
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ScreenBoundary>
  );
}

describe('a screen that cannot be drawn', () => {
  // React reports every caught error on the console; the test says what the person sees.
  afterEach(() => vi.restoreAllMocks());
  const quiet = () => vi.spyOn(console, 'error').mockImplementation(() => {});

  it('says its code could not be loaded, with the focus on why; offline, Try Again says it again', async () => {
    quiet();
    const load = vi.fn(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const Page = lazyPage<{ Screen: typeof Screen }>(load, 'Screen');
    render(drawn(Page));

    // The heading is drawn, then takes the focus in an effect: the query can see it in between.
    const heading = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Check your connection and try again.')).toBeInTheDocument();
    expect(screen.getByRole('main')).toContainElement(heading);

    // Offline a reload would show the browser's own error page: the screen is drawn again instead.
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    const again = await screen.findByRole('heading', { level: 1, name: 'This page could not be loaded' });
    await waitFor(() => expect(again).toHaveFocus());
  });

  it('says something went wrong when the screen itself fails, and Back goes back', async () => {
    quiet();
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => {});
    render(drawn(Broken));
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went Wrong!!!' })).toBeInTheDocument();
    expect(screen.getByText('Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(back).toHaveBeenCalledTimes(1);
  });

  it('draws the next address\'s screen once the person goes elsewhere', async () => {
    quiet();
    const { rerender } = render(drawn(Broken, '/my-account'));
    await screen.findByRole('heading', { level: 1, name: 'Something went Wrong!!!' });
    rerender(drawn(Screen, '/my-account'));
    expect(screen.getByRole('heading', { level: 1, name: 'Something went Wrong!!!' })).toBeInTheDocument();
    rerender(drawn(Screen, '/contact-us'));
    expect(await screen.findByRole('heading', { level: 1, name: 'The screen' })).toBeInTheDocument();
  });
});
