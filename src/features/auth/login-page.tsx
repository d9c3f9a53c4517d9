import { useState } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'wouter';
import { paths } from '@/config/paths';
import { usePageTitle } from '@/components/use-page-title';
import { IdentityForm } from './identity-form';
import { IdentityHeading } from './identity-heading';
import { LoginLayout } from './login-layout';
import { LoginStatusScreen } from './login-status-screen';
import { SignedOutNotice } from './signed-out-notice';
import type { StatusScreenState } from './use-identity-submit';

function ApplyNow() {
  return (
    <Typography sx={{ mt: 3, textAlign: 'center', fontSize: '1.0625rem' }}>
      Haven&apos;t Applied Yet?{' '}
      <Link component={RouterLink} href={paths.intake.href()} sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', minHeight: 44 }}>
        Apply Now
      </Link>
    </Typography>
  );
}

function Login({ applicationCode }: { applicationCode: string | null }) {
  const [screen, setScreen] = useState<StatusScreenState | null>(null);
  usePageTitle(screen ? 'Application status' : 'Sign in');

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
