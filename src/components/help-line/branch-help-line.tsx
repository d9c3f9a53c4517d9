import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { helpOffices } from './help-offices';
import { HelpLineView, type HelpLineProps } from './help-line-view';

/** The help line of a screen that knows the applicant's state: their office once the branches list names it. */
export function BranchHelpLine({ branchId, ...props }: HelpLineProps & { branchId: number }) {
  const branches = useOptions(lists.dropdown('branches'));
  return <HelpLineView {...props} shown={helpOffices(branchId, branches.data)} />;
}
