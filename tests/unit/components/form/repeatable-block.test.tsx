import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mutator, SubmissionErrors } from 'final-form';
import { Form } from 'react-final-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormTextField } from '@/components/form/form-text-field';
import { listMutators, renumberedName, withoutIndex } from '@/components/form/list-mutators';
import { holdsEntries, RepeatableBlock, type RepeatableWords } from '@/components/form/repeatable-block';
import { billWords, otherIdentifierWords } from '@/features/onboarding/messages';
import { activateLocale } from '@/i18n/i18n';

type Values = { bills: { name?: string }[] };

function renderBills(
  initial: Values,
  { max, answer, words = billWords }: { max?: number; answer?: (values: Values) => SubmissionErrors | undefined; words?: RepeatableWords } = {},
) {
  const onSubmit = vi.fn((values: Values) => answer?.(values));
  render(
    <Form<Values> onSubmit={onSubmit} initialValues={initial} mutators={listMutators as unknown as Record<string, Mutator<Values>>}>
      {({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit}>
          <RepeatableBlock name="bills" words={words} newItem={() => ({})} max={max}>
            {(prefix) => <FormTextField name={`${prefix}.name`} label="Bill name" />}
          </RepeatableBlock>
          <button type="submit">Submit</button>
        </form>
      )}
    </Form>,
  );
  return { onSubmit };
}

const headings = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
const block = (name: string) => screen.getByRole('region', { name });

type User = ReturnType<typeof userEvent.setup>;

/** Presses a block's Delete and answers the question that a block holding something asks. */
async function deleteAndConfirm(user: User, button: string, question: string, confirm = 'Delete') {
  await user.click(screen.getByRole('button', { name: button }));
  const dialog = await screen.findByRole('dialog', { name: question });
  await user.click(within(dialog).getByRole('button', { name: confirm }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
}

describe('renumbering after a removal', () => {
  it('moves the fields after the removed item up one and drops its own', () => {
    expect(renumberedName('bills.0.amount', 'bills', 1)).toBe('bills.0.amount');
    expect(renumberedName('bills.1.amount', 'bills', 1)).toBeNull();
    expect(renumberedName('bills.2.files.0', 'bills', 1)).toBe('bills.1.files.0');
    expect(renumberedName('bills.12.amount', 'bills', 3)).toBe('bills.11.amount');
    expect(renumberedName('billsx.2.amount', 'bills', 1)).toBe('billsx.2.amount');
    expect(renumberedName('other.2.amount', 'bills', 1)).toBe('other.2.amount');
  });

  it('takes one item out of a list and leaves anything else alone', () => {
    expect(withoutIndex(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(withoutIndex(undefined, 0)).toBeUndefined();
  });
});

describe('RepeatableBlock', () => {
  it('numbers the blocks, offers Delete on every block but the first, and renumbers after a deletion', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderBills({ bills: [{ name: 'Rent' }, { name: 'Gas' }, { name: 'Water' }] });
    expect(headings()).toEqual(['Bill 1', 'Bill 2', 'Bill 3']);
    expect(within(block('Bill 1')).queryByRole('button', { name: /delete/i })).toBeNull();

    await deleteAndConfirm(user, 'Delete bill 2', 'Delete bill 2?');
    expect(headings()).toEqual(['Bill 1', 'Bill 2']);
    expect(within(block('Bill 2')).getByLabelText('Bill name (optional)')).toHaveValue('Water');
    expect(screen.getByRole('status')).toHaveTextContent('Bill 2 deleted. 2 bills left.');
    // Keyboard users carry on from the block that took the deleted one's place.
    expect(screen.getByRole('heading', { name: 'Bill 2' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ bills: [{ name: 'Rent' }, { name: 'Water' }] });
  });

  it('moves focus to the block before when the last one is deleted, and to a new block when one is added', async () => {
    const user = userEvent.setup({ delay: null });
    renderBills({ bills: [{ name: 'Rent' }, { name: 'Gas' }] });
    await deleteAndConfirm(user, 'Delete bill 2', 'Delete bill 2?');
    expect(screen.getByRole('heading', { name: 'Bill 1' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Add another bill' }));
    expect(headings()).toEqual(['Bill 1', 'Bill 2']);
    expect(screen.getByRole('heading', { name: 'Bill 2' })).toHaveFocus();
    expect(within(block('Bill 2')).getByLabelText('Bill name (optional)')).toHaveValue('');
  });

  it('stops offering Add at the most allowed', async () => {
    const user = userEvent.setup({ delay: null });
    renderBills({ bills: [{}] }, { max: 3 });
    await user.click(screen.getByRole('button', { name: 'Add another bill' }));
    await user.click(screen.getByRole('button', { name: 'Add another bill' }));
    expect(headings()).toEqual(['Bill 1', 'Bill 2', 'Bill 3']);
    expect(screen.queryByRole('button', { name: 'Add another bill' })).toBeNull();
    expect(screen.getByText('You can add at most 3 bills.')).toBeInTheDocument();
  });

  it("keeps a server error with its block when an earlier block is deleted", async () => {
    const user = userEvent.setup({ delay: null });
    renderBills(
      { bills: [{ name: 'Rent' }, { name: 'Gas' }, { name: 'Water' }] },
      { answer: () => ({ bills: [undefined, undefined, { name: 'The water bill needs a name the company uses.' }] }) as SubmissionErrors },
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(within(block('Bill 3')).getByText('The water bill needs a name the company uses.')).toBeInTheDocument();

    await deleteAndConfirm(user, 'Delete bill 2', 'Delete bill 2?');
    expect(within(block('Bill 2')).getByLabelText('Bill name (optional)')).toHaveValue('Water');
    expect(within(block('Bill 2')).getByText('The water bill needs a name the company uses.')).toBeInTheDocument();
    expect(within(block('Bill 1')).queryByText(/water bill/)).toBeNull();
  });
});

describe('deleting a block that holds something', () => {
  it('asks first, with Cancel focused, and Cancel keeps the block and gives the focus back to its Delete', async () => {
    const user = userEvent.setup({ delay: null });
    const { onSubmit } = renderBills({ bills: [{ name: 'Rent' }, { name: 'Gas' }] });
    const remove = screen.getByRole('button', { name: 'Delete bill 2' });
    await user.click(remove);
    const dialog = await screen.findByRole('dialog', { name: 'Delete bill 2?' });
    expect(dialog).toHaveAccessibleDescription('What you entered for bill 2 will be lost.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(headings()).toEqual(['Bill 1', 'Bill 2']);
    expect(within(block('Bill 2')).getByLabelText('Bill name (optional)')).toHaveValue('Gas');
    expect(remove).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ bills: [{ name: 'Rent' }, { name: 'Gas' }] });
  });

  it('deletes a block with nothing in it at once, and asks once something is typed into one', async () => {
    const user = userEvent.setup({ delay: null });
    renderBills({ bills: [{ name: 'Rent' }] });
    await user.click(screen.getByRole('button', { name: 'Add another bill' }));
    await user.click(screen.getByRole('button', { name: 'Delete bill 2' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(headings()).toEqual(['Bill 1']);

    await user.click(screen.getByRole('button', { name: 'Add another bill' }));
    await user.type(within(block('Bill 2')).getByLabelText('Bill name (optional)'), 'G');
    await user.click(screen.getByRole('button', { name: 'Delete bill 2' }));
    expect(await screen.findByRole('dialog', { name: 'Delete bill 2?' })).toBeInTheDocument();
  });

  it('counts a value, a chosen file or a kept id, not what a new item starts with or spaces', () => {
    const blank = { is_recursive: '0', files: [] };
    expect(holdsEntries({ is_recursive: '0', files: [] }, blank)).toBe(false);
    expect(holdsEntries({ is_recursive: '0', name: '  ', files: [] }, blank)).toBe(false);
    expect(holdsEntries({ is_recursive: '1' }, blank)).toBe(true);
    expect(holdsEntries({ name: 'Gas' }, blank)).toBe(true);
    expect(holdsEntries({ files: [new File(['%PDF'], 'bill.pdf', { type: 'application/pdf' })] }, blank)).toBe(true);
    expect(holdsEntries({ id: 7 }, {})).toBe(true);
    expect(holdsEntries({ address: { line_1: '', city: 'Baltimore' } }, {})).toBe(true);
    expect(holdsEntries(undefined, {})).toBe(false);
  });
});

describe('RepeatableBlock in Spanish', () => {
  afterEach(() => activateLocale('en'));

  it('says the plural of the list\'s own noun, for one item and for several', async () => {
    await activateLocale('es');
    const user = userEvent.setup({ delay: null });
    renderBills({ bills: [{ name: 'Alquiler' }, { name: 'Gas' }, { name: 'Agua' }] }, { max: 3 });
    expect(headings()).toEqual(['Factura 1', 'Factura 2', 'Factura 3']);
    expect(screen.getByText('Puede agregar hasta 3 facturas.')).toBeInTheDocument();

    await deleteAndConfirm(user, 'Eliminar factura 3', '¿Eliminar la factura 3?', 'Eliminar');
    expect(screen.getByRole('status')).toHaveTextContent('Se eliminó: Factura 3. Quedan 2 facturas.');
    await deleteAndConfirm(user, 'Eliminar factura 2', '¿Eliminar la factura 2?', 'Eliminar');
    expect(screen.getByRole('status')).toHaveTextContent('Se eliminó: Factura 2. Queda 1 factura.');
  });

  it('makes the words agree with a feminine noun and its adjective: identificación adicional, identificaciones adicionales', async () => {
    await activateLocale('es');
    const user = userEvent.setup({ delay: null });
    renderBills({ bills: [{}, {}, {}] }, { max: 3, words: otherIdentifierWords });
    expect(headings()).toEqual(['Otra identificación 1', 'Otra identificación 2', 'Otra identificación 3']);
    expect(screen.getByText('Puede agregar hasta 3 identificaciones adicionales.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Eliminar otra identificación 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Se eliminó: Otra identificación 2. Quedan 2 identificaciones adicionales.');
    await user.click(screen.getByRole('button', { name: 'Eliminar otra identificación 2' }));
    expect(screen.getByRole('status')).toHaveTextContent('Se eliminó: Otra identificación 2. Queda 1 identificación adicional.');
  });
});
