import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ReadyFieldset } from '@/components/form/ready-fieldset';
import { hydrate, prerender } from '../prerendered-page';

function NameForm() {
  return (
    <form aria-label="Name form">
      <ReadyFieldset>
        <label>
          Name <input name="name" />
        </label>
        <button type="submit">Send</button>
      </ReadyFieldset>
    </form>
  );
}

describe('a form in a prerendered page', () => {
  it('is disabled in the HTML, with a note saying it is getting ready', () => {
    const page = prerender(<NameForm />);
    expect(page.querySelector('fieldset')).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Getting the form ready…');
  });

  it('is enabled, and the note gone, once React has hydrated it', async () => {
    prerender(<NameForm />);
    await hydrate(<NameForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is enabled from the first render when the browser draws it (no prerendered page)', () => {
    render(<NameForm />);
    expect(screen.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
