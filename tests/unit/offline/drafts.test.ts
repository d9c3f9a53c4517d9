// @vitest-environment node
import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deleteAllDrafts, loadDraft, saveDraft } from '@/offline/drafts';

afterEach(async () => {
  vi.restoreAllMocks();
  await deleteAllDrafts();
});

describe('a draft kept on the device', () => {
  it('asks for the commit with the write, so a page ended right after a keystroke keeps it', async () => {
    const commit = vi.spyOn(IDBTransaction.prototype, 'commit');
    await saveDraft('intake:new', { email: 'iris@example.org' });
    expect(commit).toHaveBeenCalledTimes(1);
    expect((await loadDraft<{ email: string }>('intake:new'))?.value).toEqual({ email: 'iris@example.org' });
  });

  it('keeps the last of several writes made one after another, as typing does', async () => {
    const typed = 'iris@example.org';
    await Promise.all([...typed].map((_, index) => saveDraft('intake:new', typed.slice(0, index + 1))));
    expect((await loadDraft<string>('intake:new'))?.value).toBe(typed);
  });
});
