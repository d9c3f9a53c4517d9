import Box from '@mui/material/Box';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import { visuallyHidden } from '@/components/visually-hidden';
import { useT } from '@/i18n/i18n';
import { contactMessages } from './contact-messages';

/** Says what the form is doing, in a live region that screen readers announce. */
export function EnquiryStatus({ submitting, sent }: { submitting: boolean; sent: string | null }) {
  const t = useT();
  return (
    <Box role="status" sx={{ width: '100%' }}>
      {submitting ? <Box component="span" sx={visuallyHidden}>{t(contactMessages.sending)}</Box> : null}
      {sent && !submitting ? (
        <Box
          sx={{
            display: 'flex',
            gap: 1.5,
            alignItems: 'flex-start',
            p: 2,
            borderRadius: 1,
            border: 1,
            borderColor: 'success.main',
            color: '#1b5e20',
            bgcolor: '#edf7ed',
          }}
        >
          <CheckCircleOutlinedIcon aria-hidden="true" />
          <span>{sent}</span>
        </Box>
      ) : null}
    </Box>
  );
}
