import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { adoptEarlyInput } from '@/components/early-input';
import { hydrate, prerender } from './prerendered-page';

/** Controlled fields, as every form of the app has, and what React holds for them. */
function Form() {
  const [name, setName] = useState('');
  const [note, setNote] = useState('');
  const [agree, setAgree] = useState(false);
  const [colour, setColour] = useState('');
  return (
    <form>
      <input aria-label="name" value={name} onChange={(event) => setName(event.target.value)} />
      <textarea aria-label="note" value={note} onChange={(event) => setNote(event.target.value)} />
      <input type="checkbox" aria-label="agree" checked={agree} onChange={(event) => setAgree(event.target.checked)} />
      <input type="radio" name="colour" aria-label="red" checked={colour === 'red'} onChange={() => setColour('red')} />
      <input type="radio" name="colour" aria-label="blue" checked={colour === 'blue'} onChange={() => setColour('blue')} />
      <input aria-label="locked" value="" readOnly />
      <output>{JSON.stringify({ name, note, agree, colour })}</output>
    </form>
  );
}

let container: HTMLElement;

const field = <T extends HTMLElement>(label: string) => container.querySelector<T>(`[aria-label="${label}"]`)!;
const held = () => JSON.parse(container.querySelector('output')!.textContent!) as Record<string, unknown>;

/** The prerendered form, typed into before React adopts it, then hydrated. */
async function typedBeforeHydration() {
  container = prerender(<Form />);
  field<HTMLInputElement>('name').value = 'Ada';
  field<HTMLTextAreaElement>('note').value = 'Call after 5';
  field<HTMLInputElement>('agree').checked = true;
  field<HTMLInputElement>('blue').checked = true;
  await hydrate(<Form />);
}

describe('input typed before hydration', () => {
  it('is in the page but not in React state after hydration: the next render would drop it', async () => {
    await typedBeforeHydration();
    expect(field<HTMLInputElement>('name').value).toBe('Ada');
    expect(held()).toEqual({ name: '', note: '', agree: false, colour: '' });
  });

  it('reaches React state once adopted: text, a ticked box and a chosen radio', async () => {
    await typedBeforeHydration();
    act(() => adoptEarlyInput(container));
    expect(held()).toEqual({ name: 'Ada', note: 'Call after 5', agree: true, colour: 'blue' });
    expect(field<HTMLInputElement>('name').value).toBe('Ada');
    expect(field<HTMLInputElement>('agree').checked).toBe(true);
    expect(field<HTMLInputElement>('blue').checked).toBe(true);
  });

  it('changes nothing in a page where nothing was typed early', async () => {
    container = prerender(<Form />);
    await hydrate(<Form />);
    act(() => adoptEarlyInput(container));
    expect(held()).toEqual({ name: '', note: '', agree: false, colour: '' });
  });
});
