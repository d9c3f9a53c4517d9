import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FILE_MAX_BYTES } from '@/contract/limits';
import { makeLight } from '@/lib/image-shrink';
import { UnreadablePicture, type LightPicture } from '@/lib/image-shrink-core';
import { ProfilePhotoStep, UploadBillStep, fakeApi, renderStep } from './step-harness';

vi.mock('@/components/toast', () => ({ toastError: vi.fn(), toastSuccess: vi.fn(), showToast: vi.fn(), preloadToasts: vi.fn() }));
// Happy DOM decodes no pictures: the worker's part is the browser tests' (tests/e2e/onboarding/uploads.test.ts).
vi.mock('@/lib/image-shrink', () => ({ makeLight: vi.fn() }));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(makeLight).mockReset();
});

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_HEAD = [0xff, 0xd8, 0xff, 0xe0];
const fileInput = (container: HTMLElement, name: string) => container.querySelector<HTMLInputElement>(`input[type="file"][name="${name}"]`)!;

describe('choosing a file', () => {
  it('refuses a photo whose content is not PNG or JPEG, whatever its name, before sending anything', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    const { container } = renderStep(ProfilePhotoStep);
    expect(screen.getByText('Raymond Castillo')).toBeInTheDocument();
    expect(screen.getByText('XXX-XX-4323')).toBeInTheDocument();
    await user.upload(fileInput(container, 'image'), new File(['just some text'], 'me.png', { type: 'image/png' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The photo must be a file of type: png, jpg, jpeg.');
    expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveAttribute('aria-invalid', 'true');
    expect(saves).toHaveLength(0);
  });

  it('refuses a PDF over 10 MB before sending it', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    const { container } = renderStep(UploadBillStep, {}, true);
    const big = new File([new TextEncoder().encode('%PDF-1.7\n'), new Uint8Array(FILE_MAX_BYTES)], 'bill.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(container, 'client_bills.0.files.0'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent('The bill file may not be greater than 10 MB.');
    expect(makeLight).not.toHaveBeenCalled();
    expect(saves).toHaveLength(0);
  });

  it("keeps only the light copy of a camera's picture, however large it was: the form and the draft hold it, named for its new type", async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    let ready: (picture: LightPicture) => void = () => undefined;
    vi.mocked(makeLight).mockImplementation(() => new Promise((resolve) => (ready = resolve)));
    const { container, props } = renderStep(UploadBillStep, {}, true);
    const camera = new File([new Uint8Array(JPEG_HEAD), new Uint8Array(FILE_MAX_BYTES * 2)], 'IMG_0042.JPG', { type: 'image/jpeg' });
    await user.upload(fileInput(container, 'client_bills.0.files.0'), camera);

    // While it is made ready, the person is told (a status, read out) and Submit waits.
    expect((await screen.findByText('Getting bill file ready to send…')).closest('[role="status"]')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(vi.mocked(makeLight).mock.calls[0]![0]).toMatchObject({ picture: camera, type: 'image/jpeg', encodings: ['image/webp', 'image/jpeg'] });

    ready({ blob: new Blob([new Uint8Array(800_000)], { type: 'image/webp' }), how: 'encoded' });
    expect(await screen.findByText('Chosen: IMG_0042.webp')).toBeInTheDocument();
    expect(screen.queryByText('Getting bill file ready to send…')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled());
    const kept = (props.onDraft.mock.calls.at(-1)![0] as { client_bills: { files: File[] }[] }).client_bills[0]!.files[0]!;
    expect(kept).toMatchObject({ name: 'IMG_0042.webp', type: 'image/webp', size: 800_000 });
  });

  it('asks for JPEG for the photo, which takes no WebP', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    vi.mocked(makeLight).mockRejectedValue(new UnreadablePicture());
    const { container } = renderStep(ProfilePhotoStep);
    await user.upload(fileInput(container, 'image'), new File([new Uint8Array(PNG_HEAD), new Uint8Array(64)], 'me.png', { type: 'image/png' }));
    expect(vi.mocked(makeLight).mock.calls[0]![0]).toMatchObject({ type: 'image/png', encodings: ['image/jpeg'] });
  });

  it('refuses a picture the browser cannot open, with a message that says so', async () => {
    const user = userEvent.setup({ delay: null });
    const { saves } = fakeApi();
    vi.mocked(makeLight).mockRejectedValue(new UnreadablePicture());
    const { container } = renderStep(UploadBillStep, {}, true);
    await user.upload(fileInput(container, 'client_bills.0.files.0'), new File([new Uint8Array(JPEG_HEAD), new Uint8Array(64)], 'broken.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The bill file could not be opened as a picture. Please choose another file.');
    expect(screen.queryByText(/^Chosen:/)).toBeNull();
    expect(saves).toHaveLength(0);
  });

  it('asks for a photo when none is on file', async () => {
    const user = userEvent.setup({ delay: null });
    fakeApi();
    renderStep(ProfilePhotoStep);
    await user.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    expect(await within(screen.getByRole('alert')).findByText('The photo field is required.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Upload Photo' })).toHaveFocus());
  });
});

describe('step 6, Upload bill', () => {
  it("shows the frequency only for a recurring bill, and asks each bill for its type, amount and file", async () => {
    const user = userEvent.setup({ delay: null });
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
    const user = userEvent.setup({ delay: null });
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
