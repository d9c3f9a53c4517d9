import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
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

/** One selectable program: its name as a checkbox, its description clamped to 4 lines. */
export function ProgramCard({ program, selected, onToggle }: ProgramCardProps) {
  const [expanded, setExpanded] = useState(false);
  const descriptionId = useId();
  const t = useT();
  return (
    <Box
      sx={{
        border: 2,
        borderColor: selected ? 'primary.main' : 'divider',
        bgcolor: selected ? '#e8f0fa' : 'background.paper',
        borderRadius: 2,
        p: 2,
      }}
    >
      <FormControlLabel
        control={<Checkbox checked={selected} onChange={onToggle} slotProps={{ input: { 'aria-describedby': descriptionId } }} />}
        label={<Typography sx={{ fontWeight: 700, fontSize: '1.125rem' }}>{program.name}</Typography>}
        sx={{ mx: 0 }}
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
