import { act, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { deferredPart, preloadDeferredParts } from '@/components/deferred-part';
import { AWAITING_APP_ATTRIBUTE, holdSubmitsUntilReady, reactTakesOver, sendHeldSubmits, settlePage } from '@/components/early-submit';
import { hydrate, prerender } from './prerendered-page';

const sent: string[] = [];

/** A form as the app writes them: controlled, sent through its own handler. */
function NameForm() {
  const [name, setName] = useState('');
  const send = (event: FormEvent) => {
    event.preventDefault();
    sent.push(name);
  };
  return (
    <form aria-label="enquiry" onSubmit={send}>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
    </form>
  );
}

/** A select as MUI draws one (a focusable combobox that opens on a press or an arrow key), and a plain button. */
function ChoiceForm() {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState(false);
  const [name, setName] = useState('');
  return (
    <form aria-label="choice">
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <div role="combobox" tabIndex={0} aria-label="Enquiry Type" aria-expanded={open} onMouseDown={() => setOpen(true)} onKeyDown={(event) => event.key === 'ArrowDown' && setOpen(true)} />
      {open ? <ul role="listbox" /> : null}
      <button type="button" onClick={() => setShown(true)}>
        Show
      </button>
      {shown ? <output>shown</output> : null}
    </form>
  );
}

afterEach(() => {
  delete document.documentElement.dataset.appReady;
  sent.length = 0;
});

describe('a deferred part of a prerendered page', () => {
  it('is prerendered in place, keeps early typing and a held submit while its code loads, then sends it', async () => {
    // The build: every part's code is in before the page is written.
    const Prerendered = deferredPart(async () => ({ NameForm }), 'NameForm');
    await preloadDeferredParts();
    const container = prerender(<Prerendered />);
    expect(container.querySelector(`[${AWAITING_APP_ATTRIBUTE}] input`)).not.toBeNull();

    // The browser: the boot script holds submits; the person types and sends before the part's code is in.
    holdSubmitsUntilReady();
    let arrive: () => void = () => {};
    const code = new Promise<{ NameForm: typeof NameForm }>((resolve) => (arrive = () => resolve({ NameForm })));
    const InBrowser = deferredPart(() => code, 'NameForm');
    await hydrate(<InBrowser />);
    // The rest of the page is React's: submits elsewhere are no longer held.
    expect(reactTakesOver()).toBe(true);
    const input = container.querySelector<HTMLInputElement>('[aria-label="name"]')!;
    input.value = 'Ada';
    const form = container.querySelector('form')!;
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    expect(document.documentElement.dataset.appReady).toBeUndefined();

    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(container.querySelector(`[${AWAITING_APP_ATTRIBUTE}]`)).toBeNull();
    expect(sent).toEqual(['Ada']);
    expect(input.value).toBe('Ada');
    expect(document.documentElement.dataset.appReady).toBe('true');
  });

  it('keeps its prerendered markup and early typing when the page around it renders again before its code is in', async () => {
    const page = { rerender: () => {} };
    function Page({ Part }: { Part: (props: object) => ReactNode }) {
      const [, setCount] = useState(0);
      useEffect(() => {
        page.rerender = () => setCount((count) => count + 1);
      }, []);
      return <Part />;
    }
    const Prerendered = deferredPart(async () => ({ NameForm }), 'NameForm');
    await preloadDeferredParts();
    const container = prerender(<Page Part={Prerendered} />);

    let arrive: () => void = () => {};
    const code = new Promise<{ NameForm: typeof NameForm }>((resolve) => (arrive = () => resolve({ NameForm })));
    const InBrowser = deferredPart(() => code, 'NameForm');
    await hydrate(<Page Part={InBrowser} />);
    const input = container.querySelector<HTMLInputElement>('[aria-label="name"]')!;
    input.value = 'Ada';
    // An update of the page (a session or connection change) while the form still waits.
    act(() => flushSync(page.rerender));
    expect(input.isConnected).toBe(true);

    await act(async () => {
      arrive();
      await Promise.resolve();
    });
    expect(container.querySelector<HTMLInputElement>('[aria-label="name"]')).toBe(input);
    expect(input.value).toBe('Ada');
    container.querySelector('form')!.requestSubmit();
    expect(sent).toEqual(['Ada']);
  });

  it('keeps a submit it holds away from React, so that the form is sent once, after the part is in', async () => {
    // React has adopted the part's markup (it listens), but the part still awaits the app: its
    // early input is handed over a moment later. A submit in between is the boot script's alone.
    holdSubmitsUntilReady();
    reactTakesOver();
    const container = document.createElement('div');
    container.setAttribute(AWAITING_APP_ATTRIBUTE, '');
    document.body.append(container);
    const root = createRoot(container);
    onTestFinished(() => {
      act(() => root.unmount());
      container.remove();
    });
    act(() => root.render(<NameForm />));
    await userEvent.type(container.querySelector<HTMLInputElement>('[aria-label="name"]')!, 'Ada');
    act(() => container.querySelector('form')!.requestSubmit());
    expect(sent).toEqual([]);

    container.removeAttribute(AWAITING_APP_ATTRIBUTE);
    act(() => sendHeldSubmits());
    expect(sent).toEqual(['Ada']);
  });

  describe('asleep until the page is used', () => {
    // Every part made so far is preloaded by the next test's build: each part's code arrives
    // once its test is over.
    const arrivals: (() => void)[] = [];
    afterEach(() => {
      for (const arrive of arrivals.splice(0)) arrive();
    });

    /** The page prerendered, then adopted by React; `before` runs in between. */
    async function openAsleep(before: (container: HTMLElement) => void = () => {}) {
      const Prerendered = deferredPart(async () => ({ ChoiceForm }), 'ChoiceForm', { wakeOnUse: true });
      await preloadDeferredParts();
      const container = prerender(<Prerendered />);
      before(container);
      let asked = 0;
      let arrive: () => void = () => {};
      const code = new Promise<{ ChoiceForm: typeof ChoiceForm }>((resolve) => (arrive = () => resolve({ ChoiceForm })));
      arrivals.push(() => arrive());
      const InBrowser = deferredPart(
        () => {
          asked += 1;
          return code;
        },
        'ChoiceForm',
        { wakeOnUse: true },
      );
      await hydrate(<InBrowser />);
      // What the page's PageReady does once the page around the part is adopted.
      settlePage();
      const select = container.querySelector<HTMLElement>('[role="combobox"]')!;
      return { container, select, asked: () => asked, arrive };
    }

    it('keeps its prerendered markup and asks for no code while the page is only looked at; the page is ready', async () => {
      const { container, asked } = await openAsleep();
      expect(container.querySelector('[data-wakes-on-use="ChoiceForm"] [role="combobox"]')).not.toBeNull();
      expect(asked()).toBe(0);
      expect(document.documentElement.dataset.appReady).toBe('true');
    });

    it.each([
      [
        'a press on its select',
        (select: HTMLElement) => {
          select.dispatchEvent(new Event('pointerdown', { bubbles: true }));
          select.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true }));
        },
        '[role="listbox"]',
      ],
      [
        'the arrow key on its select',
        (select: HTMLElement) => {
          select.focus();
          select.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true }));
        },
        '[role="listbox"]',
      ],
      [
        'a press on a plain button',
        (select: HTMLElement) => {
          const button = select.closest('form')!.querySelector('button')!;
          button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
          button.click();
        },
        'output',
      ],
    ])('wakes on %s, and makes it again once adopted', async (_, use, answer) => {
      const { container, select, asked, arrive } = await openAsleep();
      await act(async () => use(select));
      expect(asked()).toBe(1);
      // Its code is on the way: the page is not ready until it is in.
      expect(document.documentElement.dataset.appReady).toBeUndefined();
      expect(container.querySelector(answer)).toBeNull();

      await act(async () => {
        arrive();
        await Promise.resolve();
      });
      expect(container.querySelector(`[${AWAITING_APP_ATTRIBUTE}]`)).toBeNull();
      expect(container.querySelector('[role="combobox"]')).toBe(select);
      expect(container.querySelectorAll(answer)).toHaveLength(1);
      expect(document.documentElement.dataset.appReady).toBe('true');
    });

    it('leaves a press on its select alone once the person has moved on to another field', async () => {
      const { container, select, arrive } = await openAsleep();
      await act(async () => {
        select.dispatchEvent(new Event('pointerdown', { bubbles: true }));
        select.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true }));
      });
      container.querySelector<HTMLInputElement>('[aria-label="name"]')!.focus();
      await act(async () => {
        arrive();
        await Promise.resolve();
      });
      expect(container.querySelector(`[${AWAITING_APP_ATTRIBUTE}]`)).toBeNull();
      expect(container.querySelector('[role="listbox"]')).toBeNull();
      expect(document.activeElement).toBe(container.querySelector('[aria-label="name"]'));
    });

    it('wakes at once when something was typed into it before the page was adopted, and keeps it', async () => {
      const { container, asked, arrive } = await openAsleep((page) => {
        page.querySelector<HTMLInputElement>('[aria-label="name"]')!.value = 'Ada';
      });
      expect(asked()).toBe(1);
      expect(document.documentElement.dataset.appReady).toBeUndefined();
      await act(async () => {
        arrive();
        await Promise.resolve();
      });
      const input = container.querySelector<HTMLInputElement>('[aria-label="name"]')!;
      expect(input.value).toBe('Ada');
      // React holds it now: a render of the form (the list opening) leaves it there.
      act(() => container.querySelector('[role="combobox"]')!.dispatchEvent(new MouseEvent('mousedown', { button: 0, bubbles: true })));
      expect(container.querySelector('[role="listbox"]')).not.toBeNull();
      expect(input.value).toBe('Ada');
      expect(document.documentElement.dataset.appReady).toBe('true');
    });
  });
});
