import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link } from 'wouter';
import { brand } from '@/config/brand';
import { offices } from '@/config/offices';
import { paths } from '@/config/paths';
import { useSession } from '@/session/use-session';
import { OfficeContacts } from '../components/office-contacts';
import { accountItem } from '../nav/nav-items';
import { useT } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';

const linkSx = {
  color: 'inherit',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  textUnderlineOffset: 3,
  '&:focus-visible': { outline: '3px solid #ffffff', outlineOffset: 2 },
} as const;

/** Spec section 2: the three offices, the tagline, the copyright line and the legal links. */
export function PublicFooter() {
  const account = accountItem(useSession() !== null);
  const t = useT();
  return (
    <Box component="footer" sx={{ bgcolor: '#0b2a5b', color: '#ffffff', px: 2, pt: 6, pb: 3 }}>
      <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
        <Typography sx={{ fontWeight: 700, fontSize: '1.25rem' }}>{brand.appName}</Typography>
        <Typography sx={{ mb: 4 }}>{t(publicMessages.tagline)}</Typography>
        <Box
          sx={(theme) => ({
            display: 'grid',
            gap: 4,
            [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
          })}
        >
          {offices.map((office) => (
            <section key={office.slug} aria-labelledby={`footer-office-${office.slug}`}>
              <Typography id={`footer-office-${office.slug}`} component="h2" sx={{ fontWeight: 700, fontSize: '1.125rem', mb: 1 }}>
                {t(publicMessages.office, { state: office.state })}
              </Typography>
              <OfficeContacts office={office} address="postal" linkSx={linkSx} />
            </section>
          ))}
        </Box>
        <Box
          sx={(theme) => ({
            mt: 5,
            pt: 3,
            borderTop: '1px solid rgba(255,255,255,0.3)',
            display: 'flex',
            flexDirection: 'column',
            gap: 1,
            [theme.breakpoints.up('sm')]: { flexDirection: 'row', justifyContent: 'space-between', alignItems: 'center' },
          })}
        >
          <Typography variant="body2">
            {t(publicMessages.copyright, { year: brand.copyrightYear, app: brand.appName })}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', columnGap: 3 }}>
            <li>
              <Box component={Link} href={account.href} sx={linkSx}>
                {t(account.label)}
              </Box>
            </li>
            <li>
              <Box component={Link} href={paths.terms.href()} sx={linkSx}>
                {t(publicMessages.terms)}
              </Box>
            </li>
            <li>
              <Box component={Link} href={paths.privacy.href()} sx={linkSx}>
                {t(publicMessages.privacy)}
              </Box>
            </li>
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
