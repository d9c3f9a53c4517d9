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
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        columnGap: 2,
        '& dt, & dd': { minHeight: 44, display: 'flex', flexDirection: 'column', justifyContent: 'center' },
      }}
    >
      {rows.map((row) => (
        <Box key={row.term} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ fontWeight: 600 }}>
            {row.term}
          </Box>
          <Box component="dd" sx={{ m: 0, alignItems: 'flex-start', overflowWrap: 'anywhere' }}>
            {row.detail}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
