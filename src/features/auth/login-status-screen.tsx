import { useState } from 'react';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditNoteIcon from '@mui/icons-material/EditNote';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import Box from '@mui/material/Box';
import { ApiError } from '@/api/errors';
import { useT } from '@/i18n/i18n';
import type { LoginStatus } from './identity-outcome';
import { loginFailure, type LoginNotice } from './login-failure';
import { loginStatusText } from './login-status';
import { StatusScreen } from './status-screen';
import type { StatusScreenState } from './use-identity-submit';
import { useSignIn } from './use-sign-in';

const IMAGES: Record<LoginStatus, { Icon: typeof CheckCircleIcon; color: string; background: string }> = {
  'in-progress': { Icon: HourglassTopIcon, color: '#0d47a1', background: '#e3ecf8' },
  rejected: { Icon: EditNoteIcon, color: '#8d4a00', background: '#fff3e0' },
  approved: { Icon: CheckCircleIcon, color: '#1b5e20', background: '#e8f5e9' },
};

function StatusImage({ status }: { status: LoginStatus }) {
  const { Icon, color, background } = IMAGES[status];
  return (
    <Box sx={{ width: 96, height: 96, borderRadius: '50%', bgcolor: background, display: 'grid', placeItems: 'center' }}>
      <Icon aria-hidden="true" sx={{ fontSize: 56, color }} />
    </Box>
  );
}

/**
 * The onboarding statuses that replace the login page. Rejected and approved carry an action
 * that logs in with the identity just given: the wizard to update the form, or My Account.
 */
export function LoginStatusScreen({ screen, applicationCode }: { screen: StatusScreenState; applicationCode: string | null }) {
  const { status, record, identity } = screen;
  const t = useT();
  const text = loginStatusText(status, record.first_name?.trim() || null, t);
  const signIn = useSignIn();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<LoginNotice | null>(null);

  const act = async () => {
    setBusy(true);
    setNotice(null);
    try {
      await signIn(identity, applicationCode ?? record.application_code);
    } catch (error) {
      const failure = loginFailure(error);
      const fallback = error instanceof ApiError && error.kind === 'http' ? { severity: 'error' as const, text: error.message } : null;
      setNotice(failure.notice ?? fallback);
      setBusy(false);
    }
  };

  return (
    <StatusScreen
      title={text.title}
      subtitle={text.subtitle}
      image={<StatusImage status={status} />}
      reasons={status === 'rejected' ? (record.rejection_reason ?? []).map((reason) => reason.message) : []}
      action={text.action ? { label: text.action, onClick: () => void act(), busy } : undefined}
      notice={notice}
    />
  );
}
