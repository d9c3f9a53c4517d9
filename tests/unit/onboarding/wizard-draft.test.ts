// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { markersIn, packFiles, unpackFiles } from '@/features/onboarding/draft/pack-files';
import { draftKey, openWizardDraft } from '@/features/onboarding/draft/wizard-draft';
import { clearPersonalData } from '@/session/logout';
import { deleteAllDrafts, draftKeys, saveDraft } from '@/offline/drafts';

afterEach(() => deleteAllDrafts());

describe('files in a draft', () => {
  it('are kept apart as markers and put back in place', () => {
    const photo = new Blob(['png']);
    const bill = new Blob(['pdf']);
    const values = { image: photo, client_bills: [{ amount: '12', files: [bill] }, { amount: '3' }] };
    const ids = new Map([
      [photo, 'p'],
      [bill, 'b'],
    ]);
    const packed = packFiles(values, (file) => ids.get(file)!);
    expect(packed).toEqual({ image: { draftFile: 'p' }, client_bills: [{ amount: '12', files: [{ draftFile: 'b' }] }, { amount: '3' }] });
    expect(markersIn(packed)).toEqual(new Set(['p', 'b']));
    expect(unpackFiles(packed, (id) => (id === 'p' ? photo : bill))).toEqual(values);
    expect(unpackFiles({ files: [{ draftFile: 'gone' }] }, () => undefined)).toEqual({ files: [undefined] });
  });
});

describe('the wizard draft on the device', () => {
  it('keeps the step and what was typed across a reload, until the step is saved', async () => {
    const first = await openWizardDraft('ONB-4323');
    expect(first.initial).toEqual({ step: null, values: {} });
    first.saveStep(2);
    first.saveValues('diagnosis', { health_info: { diagnosis: 'Asth' } });
    first.saveValues('diagnosis', { health_info: { diagnosis: 'Asthma' } });
    await first.close();

    const reopened = await openWizardDraft('ONB-4323');
    expect(reopened.initial).toEqual({ step: 2, values: { diagnosis: { health_info: { diagnosis: 'Asthma' } } } });
    reopened.clearValues('diagnosis');
    expect(reopened.valuesOf('diagnosis')).toBeUndefined();
    await reopened.close();
    expect((await openWizardDraft('ONB-4323')).initial.values).toEqual({});
  });

  it("writes nothing once closed, and logout's clean-up removes it", async () => {
    const draft = await openWizardDraft('ONB-4325');
    draft.saveStep(1);
    await draft.close();
    draft.saveStep(4);
    await saveDraft(`${draftKey('ONB-4325')}:file:abc`, 'a file');
    await saveDraft('onboarding:ONB-43250', 'someone else');
    expect((await openWizardDraft('ONB-4325')).initial.step).toBe(1);

    await clearPersonalData('ONB-4325');
    expect(await draftKeys()).toEqual(['onboarding:ONB-43250']);
  });
});
