import { useEffect, useState } from 'react';
import { openWizardDraft, type WizardDraft } from './draft/wizard-draft';

/**
 * The device's draft of this person's onboarding, once read (null while reading). Read again at
 * each `turn`: the times this tab took the draft back from another (use-draft-tab.ts).
 */
export function useWizardDraft(applicationCode: string, turn = 0): WizardDraft | null {
  const [opened, setOpened] = useState<{ code: string; turn: number; draft: WizardDraft } | null>(null);
  useEffect(() => {
    let live = true;
    void openWizardDraft(applicationCode).then((draft) => {
      if (live) setOpened({ code: applicationCode, turn, draft });
    });
    return () => {
      live = false;
    };
  }, [applicationCode, turn]);
  return opened?.code === applicationCode && opened.turn === turn ? opened.draft : null;
}
