import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type * as StepSaveModule from '@/features/onboarding/step-save';
import { DETAIL, MedicalDetailsStep, fakeApi, renderStep } from './step-harness';

// A fault on the device before any answer came (reading a chosen file, building the body), once.
const device = vi.hoisted(() => ({ faults: 0 }));
vi.mock('@/features/onboarding/step-save', async (importOriginal) => {
  const original = await importOriginal<typeof StepSaveModule>();
  return {
    ...original,
    saveStep: (...args: Parameters<typeof original.saveStep>) => {
      if (device.faults > 0) {
        device.faults -= 1;
        return Promise.reject(new DOMException('The file could not be read.', 'NotReadableError'));
      }
      return original.saveStep(...args);
    },
  };
});

afterEach(() => vi.unstubAllGlobals());

describe('an onboarding step the device fails to save', () => {
  it('says nothing was saved or sent, gives the button back with what was typed, and goes on once a save works', async () => {
    device.faults = 1;
    const { saves } = fakeApi(() => ({ status: 200, body: { message: 'Saved', data: DETAIL } }));
    const { props } = renderStep(MedicalDetailsStep);
    const diagnosis = screen.getAllByRole('textbox')[0]!;
    await userEvent.type(diagnosis, 'Asthma', { delay: null });
    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));

    const said = await screen.findByText(/This step could not be saved on this device, and nothing was sent/);
    expect(said).toHaveAttribute('role', 'alert');
    expect(saves).toHaveLength(0);
    expect(props.onSaved).not.toHaveBeenCalled();
    expect(diagnosis).toHaveValue('Asthma');
    expect(screen.getByRole('button', { name: 'Save and Proceed' })).toBeEnabled();

    await userEvent.click(screen.getByRole('button', { name: 'Save and Proceed' }));
    await vi.waitFor(() => expect(props.onSaved).toHaveBeenCalledTimes(1));
    expect(saves).toHaveLength(1);
    expect(screen.queryByText(/This step could not be saved on this device/)).toBeNull();
  });
});
