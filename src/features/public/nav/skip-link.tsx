import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useT } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';

/** Lets keyboard users pass the navigation; visible only while focused. */
export function SkipLink() {
  const t = useT();
  return (
    <Box
      component="a"
      href="#main"
      onClick={(event: MouseEvent<HTMLAnchorElement>) => {
        event.preventDefault();
        document.getElementById('main')?.focus();
      }}
      sx={{
        position: 'absolute',
        left: 8,
        top: 8,
        zIndex: 1,
        px: 2,
        py: 1.5,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontWeight: 600,
        borderRadius: 1,
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '3px solid', outlineColor: 'primary.dark' },
      }}
    >
      {t(publicMessages.skipToMain)}
    </Box>
  );
}
