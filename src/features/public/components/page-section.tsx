import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { SECTION_SCROLL_MARGIN } from '../nav/sections';

interface PageSectionProps {
  title: ReactNode;
  /** An anchor the nav scrolls to. */
  id?: string;
  intro?: ReactNode;
  /** A short line above the title, e.g. 'What We Do'. */
  eyebrow?: string;
  tinted?: boolean;
  children?: ReactNode;
}

/**
 * A titled band of a public page. It can take focus (the nav moves focus to the section it
 * scrolled to) and stops below the nav when scrolled to.
 */
export function PageSection({ title, id, intro, eyebrow, tinted = false, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      tabIndex={id ? -1 : undefined}
      sx={(theme) => ({
        scrollMarginTop: SECTION_SCROLL_MARGIN,
        outline: 'none',
        bgcolor: tinted ? '#f2f6fb' : 'background.default',
        px: 2,
        py: 6,
        [theme.breakpoints.up('md')]: { py: 9 },
      })}
    >
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        {eyebrow ? (
          <Typography sx={{ color: 'secondary.main', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 1, mb: 1 }}>
            {eyebrow}
          </Typography>
        ) : null}
        <Typography id={headingId} component="h2" variant="h4" sx={{ fontWeight: 700, mb: intro ? 2 : 4, color: '#0b2a5b' }}>
          {title}
        </Typography>
        {intro ? <Typography sx={{ fontSize: '1.125rem', mb: 4, maxWidth: 760 }}>{intro}</Typography> : null}
        {children}
      </Box>
    </Box>
  );
}
