import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PROGRAM_DESCRIPTION_LINES } from '@/contract/limits';
import type { ProgramInfo } from '@/features/intake/api/programs';
import { useT } from '@/i18n/i18n';
import { entryMessages as m } from '../messages';

interface ProgramCardProps {
  program: ProgramInfo;
  selected: boolean;
  onToggle: () => void;
}

const cardSx = { border: 2, borderColor: 'divider', bgcolor: 'background.paper', borderRadius: 2, p: 2, containerType: 'inline-size' } as const;

/**
 * The checkbox goes above the program's name once the card is under 13em wide (large text on a
 * phone): beside it, a long name's words ('Administración') were drawn a few letters a line.
 */
const labelSx = { mx: 0, '@container (max-width: 13em)': { flexDirection: 'column', alignItems: 'flex-start' } } as const;

/**
 * A program's card while the list loads, of a card's size on the same screen: the name's
 * line, the description's clamped lines and the 'Learn more' button, so that nothing below
 * moves when the programs arrive.
 */
export function ProgramCardSkeleton() {
  return (
    <Box sx={cardSx}>
      <Box sx={{ display: 'flex', alignItems: 'center', height: 42 }}>
        <Skeleton variant="text" sx={{ fontSize: '1.125rem', width: '60%', ml: 1.5 }} />
      </Box>
      <Typography sx={{ mt: 1 }}>
        {Array.from({ length: PROGRAM_DESCRIPTION_LINES }, (_, line) => (
          <Skeleton key={line} variant="text" />
        ))}
      </Typography>
      <Skeleton variant="rounded" sx={{ mt: 0.5, width: 96, height: 30.75 }} />
    </Box>
  );
}

/** One selectable program: its name as a checkbox, its description clamped to 4 lines. */
export function ProgramCard({ program, selected, onToggle }: ProgramCardProps) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const t = useT();
  return (
    <Box
      sx={{ ...cardSx, ...(selected ? { borderColor: 'primary.main', bgcolor: '#e8f0fa' } : {}) }}
    >
      <FormControlLabel
        control={<Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
        label={<Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{program.name}</Typography>}
        sx={labelSx}
      />
      {program.description ? (
        <>
          <Typography
            id={descriptionId}
            sx={
              expanded
                ? { mt: 1 }
                : {
                    mt: 1,
                    display: '-webkit-box',
                    WebkitLineClamp: PROGRAM_DESCRIPTION_LINES,
                    WebkitBoxOrient: 'vertical',
                    overflow: 'hidden',
                  }
            }
          >
            {program.description}
          </Typography>
          <Button size="small" onClick={() => setExpanded((value) => !value)} aria-expanded={expanded} sx={{ mt: 0.5, px: 1 }}>
            {t(expanded ? m.showLess : m.learnMore)}
          </Button>
        </>
      ) : null}
    </Box>
  );
}
