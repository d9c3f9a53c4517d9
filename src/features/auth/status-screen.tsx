import { useEffect, useId, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { FormNoticeAlert } from '@/components/form/form-notice';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import type { LoginNotice } from './login-failure';
import { authMessages } from './messages';

export interface StatusAction {
  label: string;
  onClick: () => void;
  busy: boolean;
}

export interface StatusScreenProps {
  title: string;
  subtitle: string;
  /** Decorative: the title says it all. */
  image?: ReactNode;
  reasons?: readonly string[];
  action?: StatusAction;
  notice?: LoginNotice | null;
}

/**
 * Spec section 2, 'Status screens (login side)': title, subtitle, optional image, optional
 * rejection reasons, Back To Home and an optional action. It replaces the login form, so the
 * title takes focus and a screen reader reads where the person now is.
 */
export function StatusScreen({ title, subtitle, image, reasons = [], action, notice }: StatusScreenProps) {
  const titleRef = useRef<HTMLHeadingElement>(null);
  const reasonsId = useId();
  const t = useT();
  useEffect(() => titleRef.current?.focus(), []);

  return (
    <Box sx={{ px: 2, py: { sm: 8 }, pt: 4, pb: 6, maxWidth: 720, mx: 'auto' }}>
      <Paper variant="outlined" sx={{ px: 3, py: 5, borderRadius: 3, textAlign: 'center' }}>
        {image ? <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>{image}</Box> : null}
        <Typography ref={titleRef} tabIndex={-1} component="h1" variant="h5" sx={{ fontWeight: 700, outline: 'none', fontSize: { sm: '2rem' } }}>
          {title}
        </Typography>
        <Typography sx={{ mt: 2, fontSize: '1.125rem', color: 'text.secondary' }}>{subtitle}</Typography>
        {reasons.length > 0 ? (
          <Box sx={{ mt: 4, textAlign: 'left', bgcolor: '#fff8e1', border: '1px solid #ffe082', borderRadius: 2, p: 2.5 }}>
            <Typography id={reasonsId} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem' }}>
              {t(authMessages.toFix)}
            </Typography>
            <Box component="ul" aria-labelledby={reasonsId} sx={{ m: 0, mt: 1, pl: 3, display: 'grid', gap: 1 }}>
              {reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </Box>
          </Box>
        ) : null}
        {notice ? (
          <FormNoticeAlert notice={notice} sx={{ mt: 3, textAlign: 'left' }} />
        ) : null}
        <Box sx={{ mt: 4, display: 'flex', flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
          {action ? (
            <Button
              variant="contained"
              size="large"
              onClick={action.onClick}
              disabled={action.busy}
              startIcon={action.busy ? <CircularProgress size={20} color="inherit" aria-hidden="true" /> : undefined}
              sx={{ minWidth: 220 }}
            >
              {action.label}
            </Button>
          ) : null}
          <Button component={Link} href={paths.home.href()} variant="outlined" size="large" sx={{ minWidth: 220 }}>
            {t(authMessages.backToHome)}
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}
