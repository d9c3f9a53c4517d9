import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'wouter';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/components/use-page-title';
import { useT } from '@/i18n/i18n';
import { IdentityForm } from './identity-form';
import { IdentityHeading } from './identity-heading';
import { LoginLayout } from './login-layout';
import { LoginStatusScreen } from './login-status-screen';
import { authMessages } from './messages';
import { SignedOutNotice } from './signed-out-notice';
import type { StatusScreenState } from './use-identity-submit';

/** Two sentences, the second the link: a translation keeps each whole. */
function ApplyNow() {
  const t = useT();
  return (
    <Typography sx={{ mt: 3, textAlign: 'center', fontSize: '1.0625rem' }}>
      {t(authMessages.notApplied)}{' '}
      <Link component={RouterLink} href={paths.intake.href()} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        {t(authMessages.applyNow)}
      </Link>
    </Typography>
  );
}

function Login({ applicationCode }: { applicationCode: string | null }) {
  const [screen, setScreen] = useState<StatusScreenState | null>(null);
  const t = useT();
  usePageTitle(t(screen ? authMessages.statusPageTitle : authMessages.pageTitle));

  if (screen) return <LoginStatusScreen screen={screen} applicationCode={applicationCode} />;
  return (
    <LoginLayout>
      <SignedOutNotice />
      <IdentityHeading applicationCode={applicationCode} />
      <Box sx={{ mt: 4 }}>
        <IdentityForm applicationCode={applicationCode} onStatus={setScreen} />
      </Box>
      {applicationCode ? null : <ApplyNow />}
    </LoginLayout>
  );
}

/** /auth/login and /auth/login/{application code}: the client identity screen (spec section 2). */
export function LoginPage() {
  const { id } = useParams<{ id?: string }>();
  const applicationCode = id?.trim() || null;
  // A different code is a different person's page: start afresh.
  return <Login key={applicationCode ?? ''} applicationCode={applicationCode} />;
}
