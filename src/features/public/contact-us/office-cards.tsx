import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { offices } from '@/config/offices';
import { OfficeContacts } from '../components/office-contacts';
import { Picture } from '../components/picture';

/** Spec section 2: one card per state with image, postal address, e-mail, phone and fax. */
export function OfficeCards() {
  return (
    <Box
      component="ul"
      sx={(theme) => ({
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 3,
        [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
      })}
    >
      {offices.map((office) => (
        <Box component="li" key={office.slug} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}>
          <Picture src={office.image} alt="" width={120} height={120} sx={{ mb: 2 }} />
          <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
            {office.state}
          </Typography>
          <OfficeContacts office={office} address="postal" />
        </Box>
      ))}
    </Box>
  );
}
