import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusNewScreen } from '@/components/focus-new-screen';

let stop: () => void = () => {};
afterEach(() => {
  stop();
  document.body.innerHTML = '';
  vi.useRealTimers();
});

/** A page as the layouts draw it: a header with a link, and the screen in `<main id="main">`. */
function page(screen: string): { main: HTMLElement; headerLink: HTMLAnchorElement } {
  document.body.innerHTML = `<header><a href="/">Provider</a></header><main id="main" tabindex="-1">${screen}</main>`;
  return { main: document.getElementById('main')!, headerLink: document.querySelector('header a')! };
}

const nextMutations = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("focus on a new screen's heading", () => {
  it('moves focus left on the page itself to the heading, without a ring, out of the tab order', () => {
    page('<h1>Where do you live?</h1><input aria-label="Maryland" type="radio">');
    stop = focusNewScreen();
    const heading = document.querySelector('h1')!;
    expect(document.activeElement).toBe(heading);
    expect(heading.tabIndex).toBe(-1);
    expect(heading.style.outlineStyle).toBe('none');
  });

  it("moves focus from the header (a link pressed there) to the screen's heading", () => {
    const { headerLink } = page('<h1>About us</h1>');
    headerLink.focus();
    stop = focusNewScreen();
    expect(document.activeElement?.textContent).toBe('About us');
  });

  it('waits for a heading drawn later, as the screen\'s code arrives', async () => {
    const { main } = page('<div role="progressbar"></div>');
    stop = focusNewScreen();
    expect(document.activeElement).toBe(document.body);
    main.innerHTML = '<h1>Hello, Franklin Hayes</h1>';
    await nextMutations();
    expect(document.activeElement?.textContent).toBe('Hello, Franklin Hayes');
  });

  it("follows a first state's heading replaced by the screen's own", async () => {
    const { main } = page('<h1>Set up your account</h1>');
    stop = focusNewScreen();
    main.innerHTML = '<h1>Set up your account</h1><h2 tabindex="-1">Profile photo</h2>';
    await nextMutations();
    expect(document.activeElement).toBe(main.querySelector('h1'));
  });

  it('leaves focus that the screen has put inside itself: a step heading, a field in error', async () => {
    const { main } = page('<h1>Your application</h1><h2 tabindex="-1">About you</h2><input aria-label="First Name">');
    main.querySelector('h2')!.focus();
    stop = focusNewScreen();
    expect(document.activeElement?.textContent).toBe('About you');
    main.querySelector('input')!.focus();
    main.append(document.createElement('p'));
    await nextMutations();
    expect(document.activeElement).toBe(main.querySelector('input'));
  });

  it('leaves focus in a dialog', () => {
    page('<h1>My Account</h1>');
    const dialog = document.createElement('div');
    dialog.setAttribute('role', 'alertdialog');
    dialog.innerHTML = '<button>Stay signed in</button>';
    document.body.append(dialog);
    dialog.querySelector('button')!.focus();
    stop = focusNewScreen();
    expect(document.activeElement?.textContent).toBe('Stay signed in');
  });

  it('stops once the person presses a key or taps, or after ten seconds', async () => {
    vi.useFakeTimers();
    const { main } = page('<p>Loading</p>');
    stop = focusNewScreen();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    main.innerHTML = '<h1>Late</h1>';
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement).toBe(document.body);

    stop = focusNewScreen();
    await vi.advanceTimersByTimeAsync(10_000);
    main.innerHTML = '<h1>Later still</h1>';
    await vi.advanceTimersByTimeAsync(0);
    expect(document.activeElement).toBe(document.body);
  });
});
