import { act, render, screen } from '@testing-library/react';
import Dialog from '@mui/material/Dialog';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { WizardActions } from '@/components/wizard/wizard-actions';

/**
 * The part of the Navigation API the wizard reads, as a browser gives it: Happy DOM has none.
 * The page is at its third entry; a `navigate` event says where the browser is going.
 */
class FakeNavigation extends EventTarget {
  currentEntry = { index: 2 };
}

interface Traversal {
  to?: number;
  userInitiated?: boolean;
  cancelable?: boolean;
  navigationType?: string;
}

let navigation: FakeNavigation;

/** The browser asking to traverse; true when the page cancelled it. */
function traverse({ to = 1, userInitiated = true, cancelable = true, navigationType = 'traverse' }: Traversal = {}): boolean {
  const event = Object.assign(new Event('navigate', { cancelable }), { navigationType, userInitiated, destination: { index: to } });
  navigation.dispatchEvent(event);
  return event.defaultPrevented;
}

beforeEach(() => {
  navigation = new FakeNavigation();
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
});

afterEach(() => {
  Reflect.deleteProperty(window, 'navigation');
});

describe("the browser's Back in a wizard", () => {
  it("is the wizard's Back: the browser stays on the page and the step before opens", async () => {
    const back = vi.fn();
    render(<WizardActions onBack={back} submitLabel="Save and proceed" submitting={false} />);
    expect(traverse()).toBe(true);
    // Once the browser's Back has been called off, not while it is.
    expect(back).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(back).toHaveBeenCalledTimes(1));
  });

  it('is left to the browser when it cannot be turned back, is not the Back of one entry, or is the app going back itself', async () => {
    const back = vi.fn();
    render(<WizardActions onBack={back} submitLabel="Save and proceed" submitting={false} />);
    expect(traverse({ cancelable: false })).toBe(false);
    expect(traverse({ to: 0 })).toBe(false);
    expect(traverse({ to: 3 })).toBe(false);
    expect(traverse({ userInitiated: false })).toBe(false);
    expect(traverse({ navigationType: 'push' })).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(back).not.toHaveBeenCalled();
  });

  it('is left to the browser while Back cannot be pressed (a save on its way) and on a step with no Back', async () => {
    const back = vi.fn();
    const { rerender } = render(<WizardActions onBack={back} submitLabel="Save and proceed" submitting />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(traverse()).toBe(false);
    rerender(<WizardActions submitLabel="Save and proceed" submitting={false} />);
    expect(traverse()).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(back).not.toHaveBeenCalled();
  });

  it('closes a dialog open over the step, as its Escape key does, and leaves the step where it is', async () => {
    const back = vi.fn();
    const close = vi.fn();
    render(
      <>
        <WizardActions onBack={back} submitLabel="Save and proceed" submitting={false} />
        <Dialog open onClose={close} aria-label="Quit?">
          Are you sure you want to quit?
        </Dialog>
      </>,
    );
    expect(traverse()).toBe(true);
    expect(close).toHaveBeenCalledWith(expect.anything(), 'escapeKeyDown');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(back).not.toHaveBeenCalled();
  });

  it('leaves the Back button alone where the browser has no Navigation API', () => {
    Reflect.deleteProperty(window, 'navigation');
    const back = vi.fn();
    render(<WizardActions onBack={back} submitLabel="Save and proceed" submitting={false} />);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(back).not.toHaveBeenCalled();
  });
});

describe('a save on its way', () => {
  afterEach(() => vi.useRealTimers());

  it('says after 8 seconds that it is taking longer than usual, in a status a screen reader hears, and no more once it is done', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const slow = 'This is taking longer than usual. Please check your internet connection.';
    const { rerender } = render(<WizardActions onBack={() => {}} submitLabel="Save and proceed" submitting />);
    // The status is in the page before its words come, so that they are announced.
    const status = screen.getByRole('status');
    act(() => vi.advanceTimersByTime(7900));
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(200));
    expect(status).toHaveTextContent(slow);
    rerender(<WizardActions onBack={() => {}} submitLabel="Save and proceed" submitting={false} />);
    expect(status).toBeEmptyDOMElement();
    // A save after it waits its own 8 seconds.
    rerender(<WizardActions onBack={() => {}} submitLabel="Save and proceed" submitting />);
    expect(status).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(8100));
    expect(status).toHaveTextContent(slow);
  });
});
