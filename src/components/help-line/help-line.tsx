import { lazy, Suspense } from 'react';
import { useKnownHelpBranch } from './help-branch';
import { helpOffices } from './help-offices';
import { HelpLineView, type HelpLineProps } from './help-line-view';

/** Every office: the line of a screen that does not know the applicant's state. */
function AllOffices(props: HelpLineProps) {
  return <HelpLineView {...props} shown={helpOffices(null, undefined)} />;
}

/*
 * Finding the applicant's own office takes the branches list, so the API client and SWR: they
 * load only on a screen that knows the state (and calls the API anyway), never with a public page.
 * If that code cannot be fetched (a first visit whose connection has dropped), the line keeps
 * every office for the rest of the visit rather than take the screen down with it.
 */
const BranchHelpLine = lazy(() =>
  import('./branch-help-line').then(
    (module) => ({ default: module.BranchHelpLine }),
    () => ({ default: AllOffices }),
  ),
);

/**
 * 'Need help? Call ...': the applicant's state office when the screen knows it, else all three.
 * Until the office is known, all three are shown, as they are while its list is on its way.
 */
export function HelpLine(props: HelpLineProps) {
  const branchId = useKnownHelpBranch();
  const all = <AllOffices {...props} />;
  if (branchId === null) return all;
  return (
    <Suspense fallback={all}>
      <BranchHelpLine {...props} branchId={branchId} />
    </Suspense>
  );
}
