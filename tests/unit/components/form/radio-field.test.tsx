import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from 'react-final-form';
import { describe, expect, it, vi } from 'vitest';
import { RadioField } from '@/components/form/radio-field';

type Change = (next: string, previous: string | undefined) => void;

/** The field as a step draws it: its choices and its handler built anew at every render. */
function Screen({ labels, onValueChange }: { labels: string[]; onValueChange: Change }) {
  return (
    <Form onSubmit={vi.fn()} initialValues={{ who: 'myself' }}>
      {() => (
        <RadioField name="who" label="Who is filling in this application?" options={labels.map((label, index) => ({ value: ['myself', 'relative'][index]!, label }))} required onValueChange={onValueChange} />
      )}
    </Form>
  );
}

describe('RadioField', () => {
  it('gives the form the chosen value and tells the latest handler the choice and the one before', async () => {
    const user = userEvent.setup({ delay: null });
    const first = vi.fn<Change>();
    const latest = vi.fn<Change>();
    const view = render(<Screen labels={['Yourself', 'Relatives']} onValueChange={first} />);
    view.rerender(<Screen labels={['Yourself', 'Relatives']} onValueChange={latest} />);
    await user.click(screen.getByRole('radio', { name: 'Relatives' }));
    expect(screen.getByRole('radio', { name: 'Relatives' })).toBeChecked();
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledWith('relative', 'myself');
  });

  it('says its choices in new words when they change (another language), keeping the choice', () => {
    const view = render(<Screen labels={['Yourself', 'Relatives']} onValueChange={vi.fn()} />);
    view.rerender(<Screen labels={['Usted', 'Familiares']} onValueChange={vi.fn()} />);
    expect(screen.getByRole('radio', { name: 'Usted' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Familiares' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Yourself' })).toBeNull();
  });
});
