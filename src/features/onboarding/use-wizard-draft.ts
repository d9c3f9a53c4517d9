import { useEffect, useState } from 'react';
import { openWizardDraft, type WizardDraft } from './draft/wizard-draft';

/** The device's draft of this person's onboarding, once read (null while reading). */
export function useWizardDraft(applicationCode: string): WizardDraft | null {
  const [opened, setOpened] = useState<{ code: string; draft: WizardDraft } | null>(null);
  useEffect(() => {
    let live = true;
    void openWizardDraft(applicationCode).then((draft) => {
      if (live) setOpened({ code: applicationCode, draft });
    });
    return () => {
      live = false;
    };
  }, [applicationCode]);
  return opened?.code === applicationCode ? opened.draft : null;
}
