import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useOptions } from '@/api/dropdowns';
import { lists } from '@/contract/list-addresses';
import { telHref } from '@/config/offices';
import { useKnownHelpBranch } from './help-branch';
import { useT } from '@/i18n/i18n';
import { callLabel, helpOffices } from './help-offices';

const needHelp = /*i18n*/ { id: 'help.need_help', message: 'Need help? Call' };

/**
 * 'Need help? Call ...': the applicant's state office when the screen knows it, else all three.
 * Each number is a tel: link, at least 44 px tall, named after its office for screen readers.
 */
export function HelpLine({ row = false, sx }: { row?: boolean; sx?: SxProps<Theme> }) {
  const t = useT();
  const branchId = useKnownHelpBranch();
  const branches = useOptions(branchId === null ? null : lists.dropdown('branches'));
  const shown = helpOffices(branchId, branches.data);
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
          ...(row ? { display: 'flex' } : { display: 'grid', flex: '1 1 100%', gridTemplateColumns: 'repeat(auto-fill, minmax(12.5rem, 1fr))' }),
        }}
      >
        {shown.map((office) => (
          <li key={office.slug}>
            <Link
              href={telHref(office.phone)}
              aria-label={callLabel(office)}
              underline="always"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, fontWeight: 600, whiteSpace: 'nowrap' }}
            >
              <span>{office.state}</span>
              <span>{office.phone}</span>
            </Link>
          </li>
        ))}
      </Box>
    </Box>
  );
}
