import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { useClientName } from '@/features/auth/api/client-name';
import { useHydrated } from '@/components/use-hydrated';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n';
import { authMessages } from './messages';

const headingSx = { fontWeight: 700, fontSize: { sm: '2rem' }, lineHeight: 1.25 } as const;

/** Stands for the name while it loads: the greeting is said whole, then the skeleton takes its place. */
const NAME_SLOT = '\u0000';

function GreetingWhileLoading() {
  const t = useT();
  const [before = '', after = ''] = t(authMessages.greeting, { name: NAME_SLOT }).split(NAME_SLOT);
  return (
    <>
      {before}
      <Skeleton variant="text" component="span" aria-hidden="true" sx={{ display: 'inline-block', width: '6ch' }} />
      {after}
    </>
  );
}

/** 'Hey {name},' when the address carries an application code (spec section 2). */
function Greeting({ applicationCode }: { applicationCode: string }) {
  const t = useT();
  const name = useClientName(applicationCode);
  // The page built for every code (routes.tsx) is adopted with the name still to come, as the build drew it.
  const loading = !useHydrated() || name.isLoading;
  const unknownCode = name.error instanceof ApiError && name.error.status === 404;
  return (
    <>
      <Typography component="h1" variant="h5" sx={headingSx}>
        {loading ? <GreetingWhileLoading /> : name.data ? t(authMessages.greeting, { name: name.data }) : t(authMessages.greetingNoName)}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.125rem', color: 'text.secondary' }}>{t(authMessages.enterDetails)}</Typography>
      {unknownCode ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {t(authMessages.unknownCode)}{' '}
          <Link component={RouterLink} href={paths.login.href()} color="inherit" sx={{ fontWeight: 600 }}>
            {t(authMessages.unknownCodeLink)}
          </Link>
          .
        </Alert>
      ) : null}
    </>
  );
}

export function IdentityHeading({ applicationCode }: { applicationCode: string | null }) {
  const t = useT();
  if (applicationCode) return <Greeting applicationCode={applicationCode} />;
  return (
    <Typography component="h1" variant="h5" sx={headingSx}>
      {t(authMessages.findDetails)}
    </Typography>
  );
}
