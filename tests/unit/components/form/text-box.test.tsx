import TextField from '@mui/material/TextField';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextBox, type TextBoxProps } from '@/components/form/text-box';

/** The markup without MUI's and emotion's class names, which name the components, not the structure. */
function structure(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  for (const element of copy.querySelectorAll('[class]')) element.removeAttribute('class');
  return copy.innerHTML;
}

const noop = () => {};

describe('TextBox', () => {
  it.each<[string, Partial<TextBoxProps>]>([
    ['with a hint and an error', { helperText: 'The email field is required.', error: true }],
    ['without a hint, disabled', { helperText: undefined, disabled: true }],
    ['multiline, with a value', { multiline: true, minRows: 3, value: 'When is my card loaded?' }],
  ])('draws what MUI TextField draws: label, outline, input, helper text and their ids (%s)', (_, variant) => {
    const props = { id: 'field-email', name: 'email', value: '', label: 'Email *', type: 'email', autoComplete: 'email', ...variant };
    const htmlInput = { maxLength: 100, 'aria-required': true };
    const drawn = render(<TextBox {...props} onChange={noop} htmlInput={htmlInput} endAdornment={<button type="button">Show</button>} />);
    const reference = render(
      <TextField {...props} onChange={noop} fullWidth slotProps={{ htmlInput, input: { endAdornment: <button type="button">Show</button> } }} />,
    );
    expect(structure(drawn.container)).toBe(structure(reference.container));
    expect(drawn.container.querySelector('input, textarea')?.getAttribute('aria-describedby') ?? null).toBe(props.helperText ? 'field-email-helper-text' : null);
  });
});
