import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'wouter';
import { useClientName } from '@/api/client-name';
import { ApiError } from '@/api/errors';
import { paths } from '@/config/paths';

const headingSx = { fontWeight: 700, fontSize: { sm: '2rem' }, lineHeight: 1.25 } as const;

/** 'Hey {name},' when the address carries an application code (spec section 2). */
function Greeting({ applicationCode }: { applicationCode: string }) {
  const name = useClientName(applicationCode);
  const unknownCode = name.error instanceof ApiError && name.error.status === 404;
  return (
    <>
      <Typography component="h1" variant="h5" sx={headingSx}>
        {name.isLoading ? (
          <>
            Hey <Skeleton variant="text" component="span" aria-hidden="true" sx={{ display: 'inline-block', width: '6ch' }} />,
          </>
        ) : (
          `Hey ${name.data ?? 'there'},`
        )}
      </Typography>
      <Typography sx={{ mt: 1, fontSize: '1.125rem', color: 'text.secondary' }}>Enter your Identification details</Typography>
      {unknownCode ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          We could not find an application for the link you followed.{' '}
          <Link component={RouterLink} href={paths.login.href()} color="inherit" sx={{ fontWeight: 600 }}>
            Find your details without it
          </Link>
          .
        </Alert>
      ) : null}
    </>
  );
}

export function IdentityHeading({ applicationCode }: { applicationCode: string | null }) {
  if (applicationCode) return <Greeting applicationCode={applicationCode} />;
  return (
    <Typography component="h1" variant="h5" sx={headingSx}>
      Find your Finance details
    </Typography>
  );
}
