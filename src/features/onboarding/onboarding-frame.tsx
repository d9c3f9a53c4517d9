import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { useT } from '@/i18n/i18n';
import { onboardingMessages } from './messages';

/** The outlined sheet the step is drawn on. */
export const stepPaperSx = (theme: Theme) => ({ p: 2, borderRadius: 3, [theme.breakpoints.up('sm')]: { p: 4 } });

interface OnboardingFrameProps {
  /** 'Hello, {name}.' on a line of its own, or what holds its place until the name is known. */
  greeting?: ReactNode;
  /** Quit (or its place), beside the heading on a wide screen, under the introduction on a phone. */
  quit?: ReactNode;
  children: ReactNode;
}

/**
 * The onboarding's heading, greeting, introduction and Quit above the step: the same box for the
 * first state (onboarding-loading.tsx), the wizard and a failed read, so that the heading and the
 * introduction stay where they are drawn first, whatever the name's length.
 */
export function OnboardingFrame({ greeting, quit, children }: OnboardingFrameProps) {
  const t = useT();
  return (
    <Box sx={(theme) => ({ maxWidth: 880, mx: 'auto', px: 2, py: 3, [theme.breakpoints.up('md')]: { py: 5 } })}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 700, fontSize: '1.75rem' }}>
            {t(onboardingMessages.heading)}
          </Typography>
          {greeting === undefined ? null : <Typography sx={{ mt: 0.5 }}>{greeting}</Typography>}
          <Typography sx={{ mt: greeting === undefined ? 0.5 : 0 }}>{t(onboardingMessages.intro)}</Typography>
        </Box>
        {quit}
      </Box>
      {children}
    </Box>
  );
}
