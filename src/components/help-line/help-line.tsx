import { lazy, Suspense } from 'react';
import { useKnownHelpBranch } from './help-branch';
import { helpOffices } from './help-offices';
import { HelpLineView, type HelpLineProps } from './help-line-view';

/*
 * Finding the applicant's own office takes the branches list, so the API client and SWR: they
 * load only on a screen that knows the state (and calls the API anyway), never with a public page.
 */
const BranchHelpLine = lazy(async () => ({ default: (await import('./branch-help-line')).BranchHelpLine }));

/**
 * 'Need help? Call ...': the applicant's state office when the screen knows it, else all three.
 * Until the office is known, all three are shown, as they are while its list is on its way.
 */
export function HelpLine(props: HelpLineProps) {
  const branchId = useKnownHelpBranch();
  const all = <HelpLineView {...props} shown={helpOffices(null, undefined)} />;
  if (branchId === null) return all;
  return (
    <Suspense fallback={all}>
      <BranchHelpLine {...props} branchId={branchId} />
    </Suspense>
  );
}
