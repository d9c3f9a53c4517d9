import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';

export interface StepHeaderProps {
  /** 1-based. */
  index: number;
  total: number;
  title: string;
  optional?: boolean;
}

/**
 * 'Step i of n', a progress bar and the step's heading. On every step change focus moves to
 * the heading, so a screen reader announces the new step and keyboard users start at its top.
 */
export function StepHeader({ index, total, title, optional = false }: StepHeaderProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    heading.current?.focus();
  }, [index, title]);

  return (
    <Box sx={{ mb: 3 }}>
      <Typography sx={{ color: 'text.secondary', fontWeight: 500, mb: 1 }}>
        Step {index} of {total}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(index / total) * 100}
        aria-label={`Step ${index} of ${total}`}
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none' }}>
        {title}
        {optional ? ' (optional)' : ''}
      </Typography>
    </Box>
  );
}
