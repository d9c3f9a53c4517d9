import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { telHref, type Office } from '@/config/offices';
import { useT } from '@/i18n/i18n';
import { publicMessages } from '../public-messages';

interface OfficeContactsProps {
  office: Office;
  /** The home page lists the mailing address; the contact cards and footer the postal one. */
  address: 'mailing' | 'postal';
  linkSx?: SxProps<Theme>;
}

const defaultLinkSx: SxProps<Theme> = {
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 44,
  color: 'primary.dark',
  textUnderlineOffset: 3,
};

/** An office's e-mail, phone, fax and address as a description list. */
export function OfficeContacts({ office, address, linkSx = defaultLinkSx }: OfficeContactsProps) {
  const t = useT();
  const lines = address === 'mailing' ? office.mailingAddress : office.postalAddress;
  const rows = [
    {
      term: t(publicMessages.email),
      detail: (
        <Box component="a" href={`mailto:${office.email}`} sx={linkSx}>
          {office.email}
        </Box>
      ),
    },
    {
      term: t(address === 'mailing' ? publicMessages.call : publicMessages.phone),
      detail: (
        <Box component="a" href={telHref(office.phone)} sx={linkSx}>
          {office.phone}
        </Box>
      ),
    },
    { term: t(publicMessages.fax), detail: office.fax },
    {
      term: t(address === 'mailing' ? publicMessages.mailingAddress : publicMessages.address),
      detail: lines.map((line) => (
        <Box component="span" key={line} sx={{ display: 'block' }}>
          {line}
        </Box>
      )),
    },
  ];
  // Term beside detail only where both fit: the list's own width in its own text size, so a
  // phone, a narrow footer column and text at 200 % get each term above its detail instead of a
  // detail squeezed to a few letters a line (an e-mail or a phone number broken into pieces).
  // 20em holds the longest term (Spanish 'Correo electrónico') beside the longest e-mail.
  return (
    <Box sx={{ containerType: 'inline-size' }}>
      <Box
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gridTemplateColumns: '1fr',
          '& dt': { fontWeight: 600 },
          '& div + div > dt': { mt: 1 },
          '& dd': { m: 0, minHeight: 44, display: 'flex', flexDirection: 'column', justifyContent: 'center', alignItems: 'flex-start', overflowWrap: 'anywhere' },
          '@container (min-width: 20em)': {
            gridTemplateColumns: 'auto 1fr',
            columnGap: 2,
            '& dt': { minHeight: 44, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
            '& div + div > dt': { mt: 0 },
          },
        }}
      >
        {rows.map((row) => (
          <Box key={row.term} sx={{ display: 'contents' }}>
            <Box component="dt">{row.term}</Box>
            <Box component="dd">{row.detail}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
