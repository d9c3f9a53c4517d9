import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EnquiryForm } from '@/features/public/contact-us/enquiry-form';
import { renderPublic } from './render-public';
import { apiPath } from '../api-path';
import { activateLocale } from '@/i18n/i18n';

const fetchMock = vi.fn<typeof fetch>();
const TYPES = { data: [{ id: 1, name: 'General question' }, { id: 2, name: 'Debit card' }] };
const THANKS = 'Thank you for contacting us. We will get back to you soon.';

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** Answers the enquiry types, and the enquiry itself with `answer` (or holds it until released). */
function serve(answer: () => Promise<Response> | Response) {
  fetchMock.mockImplementation(async (input) => {
    const url = apiPath(input);
    if (url === '/dropdown/enquiry-type') return json(200, TYPES);
    if (url === '/website/enquiry/store') return answer();
    return json(404, { message: 'Not found.' });
  });
}

function sentEnquiries(): URLSearchParams[] {
  return fetchMock.mock.calls
    .filter(([url]) => apiPath(url) === '/website/enquiry/store')
    .map(([, init]) => new URLSearchParams(String(init!.body)));
}

async function fill(user: UserEvent, { client = false, description = '' } = {}) {
  if (client) {
    await user.click(screen.getByRole('checkbox', { name: 'I am a Provider client' }));
    await user.type(screen.getByLabelText('SSN'), '987654320');
  }
  await user.type(screen.getByLabelText('First Name'), 'Ada');
  await user.type(screen.getByLabelText('Last Name'), 'Byron');
  await user.type(screen.getByLabelText('Email'), 'ada@example.org');
  await user.type(screen.getByLabelText('Phone Number'), '4105550101');
  await screen.findByRole('option', { name: 'Debit card' });
  await user.selectOptions(screen.getByRole('combobox', { name: 'Enquiry Type' }), 'Debit card');
  if (description) await user.type(screen.getByLabelText('Description (optional)'), description);
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** What the form's live regions say (the enquiry's status, and the long-wait note under Submit). */
const statusWords = () => screen.getAllByRole('status').map((status) => status.textContent ?? '').join(' ');

describe('the enquiry form', () => {
  it("shows the SSN field only while 'I am a Provider client' is ticked, and forgets it when unticked", async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => json(200, { data: { message: THANKS } }));
    renderPublic(<EnquiryForm />, '/contact-us');
    expect(screen.queryByLabelText('SSN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am a Provider client' }));
    expect(screen.getByLabelText('SSN')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('SSN')).toHaveAccessibleDescription('Enter your 9-digit Social Security Number.');
    await user.type(screen.getByLabelText('SSN'), '987654320');
    await user.click(screen.getByRole('checkbox', { name: 'I am a Provider client' }));
    expect(screen.queryByLabelText('SSN')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'I am a Provider client' }));
    expect(screen.getByLabelText('SSN')).toHaveValue('');
  });

  it('checks the required fields before anything is sent, and moves focus to the first error', async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => json(200, { data: { message: THANKS } }));
    renderPublic(<EnquiryForm />, '/contact-us');
    await submit(user);
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The first name field is required.');
    expect(screen.getByLabelText('First Name')).toHaveFocus();
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('The phone number field is required.');
    expect(screen.getByRole('combobox', { name: 'Enquiry Type' })).toHaveAccessibleDescription('The enquiry type field is required.');
    expect(screen.getByLabelText('Description (optional)')).toHaveAttribute('aria-invalid', 'false');
    expect(sentEnquiries()).toHaveLength(0);
  });

  it('says its errors in the language the person switches to', async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => json(200, { data: { message: THANKS } }));
    renderPublic(<EnquiryForm />, '/contact-us');
    await submit(user);
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The first name field is required.');
    try {
      await act(() => activateLocale('es'));
      await waitFor(() => expect(screen.getByLabelText('Nombre')).toHaveAccessibleDescription(/^El campo .+ es obligatorio\.$/));
    } finally {
      await act(() => activateLocale('en'));
    }
  });

  it('goes idle -> submitting -> success: button disabled with a spinner, then the form reset and the message shown', async () => {
    const user = userEvent.setup({ delay: null });
    let release: (response: Response) => void = () => {};
    serve(() => new Promise<Response>((resolve) => (release = resolve)));
    renderPublic(<EnquiryForm />, '/contact-us');
    await fill(user, { client: true, description: 'When is my card loaded?' });
    await submit(user);

    const button = screen.getByRole('button', { name: 'Submit' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(within(button).getByRole('progressbar', { hidden: true })).toBeInTheDocument();
    expect(statusWords()).toContain('Sending your enquiry…');

    const [body] = sentEnquiries();
    expect(Object.fromEntries(body!)).toEqual({
      first_name: 'Ada',
      last_name: 'Byron',
      email: 'ada@example.org',
      phone_number: '4105550101',
      enquiry_type_id: '2',
      is_client: '1',
      ssn: '987654320',
      description: 'When is my card loaded?',
      'g-recaptcha-response': 'local:enquiry',
    });

    release(json(200, { message: 'Enquiry stored.', data: { message: THANKS } }));
    await waitFor(() => expect(statusWords()).toContain(THANKS));
    expect(await screen.findByRole('alert')).toHaveTextContent(THANKS);
    expect(button).toBeEnabled();
    expect(screen.getByLabelText('First Name')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: 'I am a Provider client' })).not.toBeChecked();
    expect(screen.queryByLabelText('SSN')).not.toBeInTheDocument();
  });

  it('sends is_client 0 with no SSN and no empty description', async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => json(200, { data: { message: THANKS } }));
    renderPublic(<EnquiryForm />, '/contact-us');
    await fill(user);
    await submit(user);
    await waitFor(() => expect(sentEnquiries()).toHaveLength(1));
    const body = sentEnquiries()[0]!;
    expect(body.get('is_client')).toBe('0');
    expect(body.has('ssn')).toBe(false);
    expect(body.has('description')).toBe(false);
  });

  it("shows the server's field errors under the fields and its message as an error toast", async () => {
    const user = userEvent.setup({ delay: null });
    serve(() =>
      json(422, {
        message: 'The given data was invalid.',
        errors: {
          ssn: ['We could not find a client with this SSN.'],
          first_name: ['The first name may only contain letters.'],
          last_name: ['The last name may only contain letters.'],
          email: ['The email must be a valid email address.'],
          phone_number: ['The phone number is not valid.'],
          enquiry_type_id: ['The selected enquiry type is invalid.'],
          description: ['The description contains a link.'],
        },
      }),
    );
    renderPublic(<EnquiryForm />, '/contact-us');
    await fill(user, { client: true, description: 'See http://x' });
    await submit(user);

    expect(await screen.findByRole('alert')).toHaveTextContent('The given data was invalid.');
    // The toast (the API client's) and the fields' errors (the form's, from what the submit
    // returns) are drawn in renders of their own, in either order: the toast's code may already
    // be loaded or still be on its way.
    await waitFor(() => expect(screen.getByLabelText('SSN')).toHaveAccessibleDescription('We could not find a client with this SSN.'));
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('The first name may only contain letters.');
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('The last name may only contain letters.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('The email must be a valid email address.');
    expect(screen.getByLabelText('Phone Number')).toHaveAccessibleDescription('The phone number is not valid.');
    expect(screen.getByRole('combobox', { name: 'Enquiry Type' })).toHaveAccessibleDescription('The selected enquiry type is invalid.');
    expect(screen.getByLabelText('Description (optional)')).toHaveAccessibleDescription(/The description contains a link\./);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(statusWords()).not.toContain(THANKS);
  });
});
