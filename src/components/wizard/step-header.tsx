import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { wizardMessages as m } from './messages';

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
  const t = useT();
  const counter = t(m.stepOf, { index, total });
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
        {counter}
      </Typography>
      <LinearProgress
        variant="determinate"
        value={(index / total) * 100}
        aria-label={counter}
        sx={{ height: 8, borderRadius: 4, mb: 2 }}
      />
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none' }}>
        {optional ? t(m.optionalStep, { title }) : title}
      </Typography>
    </Box>
  );
}
