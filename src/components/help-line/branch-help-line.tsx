import { useState } from 'react';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { offices } from '@/config/offices';
import { helpOffices } from './help-offices';
import { HelpLineView, type HelpLineProps } from './help-line-view';

/**
 * The help line of a screen that knows the applicant's state: their office once the branches
 * list names it. Where the line was drawn with every office while the list was on its way (a
 * first visit, a reload), the others keep their places, hidden: a line that got shorter would
 * pull the page down under a finger about to tap near its end.
 */
export function BranchHelpLine({ branchId, ...props }: HelpLineProps & { branchId: number }) {
  const branches = useOptions(lists.dropdown('branches'));
  const [drawnBeforeTheList] = useState(() => branches.data === undefined);
  return <HelpLineView {...props} shown={helpOffices(branchId, branches.data)} places={drawnBeforeTheList ? offices : undefined} />;
}
