import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { telHref, type Office } from '@/config/offices';
import { useT } from '@/i18n/i18n';
import { callLabel } from './help-offices';

const needHelp = /*i18n*/ { id: 'help.need_help', message: 'Need help? Call' };

export interface HelpLineProps {
  row?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * 'Need help? Call ...' and the offices given. Each number is a tel: link, at least 44 px tall,
 * named after its office for screen readers.
 */
export function HelpLineView({ row = false, sx, shown }: HelpLineProps & { shown: readonly Office[] }) {
  const t = useT();
  return (
    <Box data-help-line="" sx={[{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, lineHeight: 1.4 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
        <PhoneOutlined fontSize="small" aria-hidden="true" />
        {t(needHelp)}
      </Box>
      <Box
        component="ul"
        sx={{
          m: 0,
          p: 0,
          listStyle: 'none',
          columnGap: 3,
          // In a row (the header) the numbers follow each other; under the task they line up in columns.
          // A column is never wider than the strip (12.5rem is more than a phone's width at 200 % text).
          ...(row ? { display: 'flex' } : { display: 'grid', flex: '1 1 100%', gridTemplateColumns: 'repeat(auto-fill, minmax(min(12.5rem, 100%), 1fr))' }),
        }}
      >
        {shown.map((office) => (
          <li key={office.slug}>
            <Link
              href={telHref(office.phone)}
              aria-label={callLabel(office)}
              underline="always"
              sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 0.5, minHeight: 44, fontWeight: 600 }}
            >
              <span>{office.state}</span>
              <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
                {office.phone}
              </Box>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
