import { useState } from 'react';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { offices } from '@/config/offices';
import { helpOffices } from './help-offices';
import { HelpLineView, type HelpLineProps } from './help-line-view';

/** Every office but the first keeps its room, hidden from sight, the keyboard and screen readers. */
const othersHidden = { '& li ~ li': { visibility: 'hidden' } } as const;

/**
 * The help line of a screen that knows the applicant's state: their office once the branches
 * list names it. Where the line was drawn with every office while the list was on its way (a
 * first visit, a reload), the others keep their places, hidden, after the person's office: a
 * line that got shorter would pull the page down under a finger about to tap near its end.
 */
export function BranchHelpLine({ branchId, sx, ...props }: HelpLineProps & { branchId: number }) {
  // Not told when it cannot come: the line shows every office meanwhile.
  const branches = useOptions(lists.dropdown('branches'), { told: false });
  const [drawnBeforeTheList] = useState(() => branches.data === undefined);
  const shown = helpOffices(branchId, branches.data);
  if (!drawnBeforeTheList || shown.length !== 1) return <HelpLineView {...props} sx={sx} shown={shown} />;
  const office = shown[0]!;
  return (
    <HelpLineView
      {...props}
      sx={[...(Array.isArray(sx) ? sx : [sx]), othersHidden]}
      shown={[office, ...offices.filter((other) => other !== office)]}
    />
  );
}
