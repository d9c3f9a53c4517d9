import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_MAX_BYTES } from '@/contract/limits';
import { ProfilePhotoStep, UploadBillStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const fileInput = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

describe('choosing a file', { timeout: 20_000 }, () => {
  it('refuses a photo whose content is not PNG or JPEG, whatever its name, before sending anything', async () => {
    const user = userEvent.setup();
    const { saves } = fakeApi();
    const { container } = renderStep(ProfilePhotoStep);
    expect(screen.getByText('Raymond Castillo')).toBeInTheDocument();
    expect(screen.getByText('XXX-XX-4323')).toBeInTheDocument();
    await user.upload(fileInput(container, 'image'), new File(['just some text'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a file of type: png, jpg, jpeg.');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const user = userEvent.setup();
    const { saves } = fakeApi();
    const { container } = renderStep(UploadBillStep, {}, true);
    const big = new File([new Uint8Array(PNG_HEAD), new Uint8Array(FILE_MAX_BYTES)], 'bill.png', { type: 'image/png' });
    await user.upload(fileInput(container, 'client_bills.0.files.0'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The bill file may not be greater than 10 MB.');
    expect(saves).toHaveLength(0);
  });

  it('asks for a photo when none is on file', async () => {
    const user = userEvent.setup();
    fakeApi();
    renderStep(ProfilePhotoStep);
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await within(screen.getByRole('alert')).findByText('The photo field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveFocus());
  });
});

describe('step 6, Upload bill', { timeout: 20_000 }, () => {
  it("shows the frequency only for a recurring bill, and asks each bill for its type, amount and file", async () => {
    const user = userEvent.setup();
    const { saves } = fakeApi();
    renderStep(UploadBillStep, {}, true);
    const bill = screen.getByRole('region', { name: 'Bill 1' });
    expect(within(bill).getByRole('radio', { name: 'No' })).toBeChecked();
    expect(within(bill).queryByRole('combobox', { name: /How often/ })).toBeNull();
    await user.click(within(bill).getByRole('radio', { name: 'Yes' }));
    expect(within(bill).getByRole('combobox', { name: /How often/ })).toBeInTheDocument();
    expect(within(bill).getByLabelText(/Repeat intervals/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const summary = await screen.findByRole('alert');
    for (const message of ['The bill type field is required.', 'The amount field is required.', 'The frequency field is required.', 'The bill file field is required.']) {
      expect(within(summary).getByText(message)).toBeInTheDocument();
    }
    await user.click(within(bill).getByRole('radio', { name: 'No' }));
    expect(within(bill).queryByRole('combobox', { name: /How often/ })).toBeNull();
    expect(saves).toHaveLength(0);
  });

  it('needs no new file for a saved bill that has one, and shows it', async () => {
    const user = userEvent.setup();
    const { saves } = fakeApi();
    const { props } = renderStep(
      UploadBillStep,
      { client_bills: [{ id: 8, reporting_account_id: 1, amount: 950, is_recursive: 0, files: [{ file_path: '/api/v1/website/files/3?expires=1&signature=x', original_name: 'rent.pdf', mime: 'application/pdf' }] }] },
      true,
    );
    expect(screen.getByText('On file: rent.pdf')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(props.onSaved).toHaveBeenCalled());
    const sent = saves[0] as FormData;
    expect(sent.get('client_bills[0][id]')).toBe('8');
    expect(sent.has('client_bills[0][files][0]')).toBe(false);
  });
});
