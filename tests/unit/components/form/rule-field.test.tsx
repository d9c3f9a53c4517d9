import { Profiler, type ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RuleField } from '@/components/form/rule-field';
import { RuleList } from '@/components/form/rule-list';
import { StepRules } from '@/components/form/rule-scope';
import { listMutators } from '@/components/form/list-mutators';
import { isTrue, otherChosen, type FieldRule, type RuleContext } from '@/contract/field-rules';
import type { ListSpec } from '@/contract/list-rules';
import type { OptionList } from '@/contract/option-lists';
import { Form } from 'react-final-form';
import { otherIdentifierWords } from '@/features/onboarding/messages';
import { ENGLISH } from '@/contract/english';

/** A rule's label as the contract writes it: a message with its English. */
const m = (message: string) => ({ id: `test.${message}`, message });

const CATEGORIES = [
  { label: 'Doctor', value: 1 },
  { label: 'Other', value: 9, slug: 'other' },
];
const context: RuleContext = {
  today: '2026-01-01',
  t: ENGLISH,
  option: (_list, id) => {
    const found = CATEGORIES.find((option) => option.value === id);
    return found ? { name: found.label, slug: found.slug } : undefined;
  },
};
const options = (list: OptionList) => (list === 'contact-categories' ? CATEGORIES : undefined);

const RULES: FieldRule[] = [
  { name: 'person.name', label: m('contact name'), kind: 'text', maxLength: 300, required: true },
  { name: 'person.category', label: m('contact category'), kind: 'option', list: 'contact-categories', required: true },
  { name: 'person.other_category', label: m('other contact category'), kind: 'text', maxLength: 100, required: true, when: otherChosen('contact-categories', 'person.category') },
  { name: 'person.note', label: m('note'), kind: 'text' },
  { name: 'person.amount', label: m('monthly amount'), kind: 'amount' },
  { name: 'person.visits', label: m('visits'), kind: 'integer', min: 1, max: 52 },
  { name: 'person.recurring', label: m('recurring bill'), kind: 'flag', required: true },
  { name: 'person.frequency', label: m('frequency'), kind: 'option', list: 'contact-categories', required: true, when: isTrue('person.recurring') },
];

const CODES: ListSpec = {
  name: 'codes',
  label: m('code'),
  max: 2,
  itemRules: () => [
    { name: 'code', label: m('identification number'), kind: 'text', maxLength: 50, required: true },
    { name: 'type', label: m('identifier type'), kind: 'text', maxLength: 100, required: true },
  ],
  isBlank: (item) => !item.code && !item.type,
};

function renderRules(fields: ReactNode, initialValues: Record<string, unknown> = {}) {
  return render(
    // As the wizards' forms: the frame draws again only when sending starts or ends.
    <Form onSubmit={() => undefined} initialValues={initialValues} mutators={listMutators as never} subscription={{ submitting: true }}>
      {() => (
        <form>
          <StepRules rules={RULES} lists={[CODES]} context={context} options={options}>
            {fields}
          </StepRules>
        </form>
      )}
    </Form>,
  );
}

describe('a field drawn from its rule', () => {
  it.each([
    ['person.name', 'Contact name', 300],
    ['person.note', 'Note (optional)', 1000],
  ])('%s is labelled %j and holds at most %i characters, as the rule says', (name, label, maxLength) => {
    renderRules(<RuleField name={name} />);
    expect(screen.getByRole('textbox', { name: label })).toHaveAttribute('maxlength', String(maxLength));
  });

  it("keeps the screen's own words where a step gives them, and the rule's requirement", () => {
    renderRules(<RuleField name="person.name" label="Who to call" />);
    expect(screen.getByRole('textbox', { name: 'Who to call' })).toHaveAttribute('aria-required', 'true');
  });

  it("shows the 'Other' text only once 'Other' is chosen, and then asks for it", async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(
      <>
        <RuleField name="person.category" />
        <RuleField name="person.other_category" />
      </>,
    );
    expect(screen.queryByRole('textbox', { name: /Other contact category/ })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contact category' }), 'Other');
    expect(screen.getByRole('textbox', { name: 'Other contact category' })).toHaveAttribute('maxlength', '100');
  });

  it('asks a flag as a Yes/No question, and a recurring bill for its frequency', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(
      <>
        <RuleField name="person.recurring" label="Is this a recurring bill?" />
        <RuleField name="person.frequency" label="How often" />
      </>,
    );
    expect(screen.queryByRole('combobox', { name: 'How often' })).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('combobox', { name: 'How often' })).toBeInTheDocument();
  });

  it("names the rule's limits in a hint drawn from it", () => {
    renderRules(<RuleField name="person.visits" hint={(rule) => `From ${rule.min} to ${rule.max}.`} />);
    expect(screen.getByText('From 1 to 52.')).toBeInTheDocument();
  });

  it('keeps an amount as a number, whatever money signs were typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(<RuleField name="person.amount" />);
    await user.type(screen.getByRole('textbox', { name: /Monthly amount/ }), '$1,250');
    expect(screen.getByRole('textbox', { name: /Monthly amount/ })).toHaveValue('1250');
  });

  it('keeps the caret where a money sign typed in the middle was dropped, so the next digit lands there', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(<RuleField name="person.amount" />);
    const amount = screen.getByRole('textbox', { name: /Monthly amount/ });
    await user.type(amount, '1250');
    await user.keyboard('{ArrowLeft}{ArrowLeft},9');
    expect(amount).toHaveValue('12950');
    expect((amount as HTMLInputElement).selectionStart).toBe(3);
  });

  it('keeps a whole amount or count pasted with its money signs and spaces, however long they make it', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(
      <>
        <RuleField name="person.amount" />
        <RuleField name="person.visits" />
      </>,
    );
    const amount = screen.getByRole('textbox', { name: /Monthly amount/ });
    await user.click(amount);
    // 13 characters as copied, 10 as kept: a limit on what is typed cut the cents.
    await user.paste('$1,234,567.89');
    expect(amount).toHaveValue('1234567.89');
    const visits = screen.getByRole('textbox', { name: /Visits/ });
    await user.click(visits);
    await user.paste(' 12 ');
    expect(visits).toHaveValue('12');
  });
});

describe('typing in a field drawn from its rule', () => {
  /** Which watched fields drew again after they first appeared. */
  function watched() {
    const redrawn: string[] = [];
    const watch = (id: string, field: ReactNode) => (
      <Profiler id={id} onRender={(_id, phase) => (phase === 'mount' ? undefined : redrawn.push(id))}>
        {field}
      </Profiler>
    );
    return { redrawn, watch };
  }

  it('draws again the field typed in, and no other field of the step', async () => {
    const user = userEvent.setup({ delay: null });
    const { redrawn, watch } = watched();
    renderRules(
      <>
        {watch('name', <RuleField name="person.name" />)}
        {watch('note', <RuleField name="person.note" />)}
        {watch('category', <RuleField name="person.category" />)}
        {watch('recurring', <RuleField name="person.recurring" />)}
      </>,
    );
    redrawn.length = 0; // the fields' first renders, as the form registers them, are not typing
    await user.type(screen.getByRole('textbox', { name: 'Contact name' }), 'Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Contact name' })).toHaveValue('Ada Lovelace');
    expect(redrawn).toContain('name');
    expect(redrawn.filter((id) => id !== 'name')).toEqual([]);
  });

  it("draws again a field whose rule the typing changes: the 'Other' text once 'Other' is chosen", async () => {
    const user = userEvent.setup({ delay: null });
    const { redrawn, watch } = watched();
    renderRules(
      <>
        {watch('category', <RuleField name="person.category" />)}
        {watch('other', <RuleField name="person.other_category" />)}
        {watch('note', <RuleField name="person.note" />)}
      </>,
    );
    redrawn.length = 0;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Contact category' }), 'Other');
    expect(redrawn).toContain('other');
    expect(screen.getByRole('textbox', { name: 'Other contact category' })).toBeInTheDocument();
    expect(redrawn).not.toContain('note');
  });
  // The list's rules are built anew at each call, as a list may build them: alike, they draw nothing again.
  it('draws again, in an item of a list, the field typed in and no other field of the item', async () => {
    const user = userEvent.setup({ delay: null });
    const { redrawn, watch } = watched();
    renderRules(
      <RuleList name="codes" words={otherIdentifierWords} newItem={() => ({})}>
        {() => (
          <>
            {watch('code', <RuleField name="code" />)}
            {watch('type', <RuleField name="type" />)}
          </>
        )}
      </RuleList>,
      { codes: [{ code: 'A' }] },
    );
    redrawn.length = 0;
    await user.type(screen.getByRole('textbox', { name: /Identification number/ }), '-12345');
    expect(screen.getByRole('textbox', { name: /Identification number/ })).toHaveValue('A-12345');
    expect(redrawn).toContain('code');
    expect(redrawn.filter((id) => id !== 'code')).toEqual([]);
  });
});

describe('a repeatable list drawn from its rules', () => {
  const list = (
    <RuleList name="codes" words={otherIdentifierWords} newItem={() => ({})}>
      {() => (
        <>
          <RuleField name="code" />
          <RuleField name="type" />
        </>
      )}
    </RuleList>
  );

  it('asks nothing of a blank item, and both fields once one is filled in', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(list, { codes: [{}] });
    const first = screen.getByRole('region', { name: 'Other identifier 1' });
    expect(within(first).getByRole('textbox', { name: 'Identifier type (optional)' })).toBeInTheDocument();
    await user.type(within(first).getByRole('textbox', { name: /Identification number/ }), 'A-1');
    expect(within(first).getByRole('textbox', { name: 'Identifier type' })).toHaveAttribute('maxlength', '100');
  });

  it('adds items up to the most its rules allow', async () => {
    const user = userEvent.setup({ delay: null });
    renderRules(list, { codes: [{}] });
    await user.click(screen.getByRole('button', { name: 'Add another identifier' }));
    expect(screen.getAllByRole('region', { name: /^Other identifier \d$/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add another identifier' })).toBeNull();
    expect(screen.getByText('You can add at most 2 other identifiers.')).toBeInTheDocument();
  });
});
