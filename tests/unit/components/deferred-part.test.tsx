import { act, useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { deferredPart, preloadDeferredParts } from '@/components/deferred-part';
import { AWAITING_APP_ATTRIBUTE, holdSubmitsUntilReady, reactTakesOver } from '@/components/early-submit';
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
});
