import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AccountBalanceOutlinedIcon from '@mui/icons-material/AccountBalanceOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import LocalHospitalOutlinedIcon from '@mui/icons-material/LocalHospitalOutlined';
import { PageSection } from '../components/page-section';
import { useT } from '@/i18n/i18n';
import { BILL_GROUPS, homeMessages } from './home-content';

const ICONS = [HomeOutlinedIcon, AccountBalanceOutlinedIcon, LocalHospitalOutlinedIcon];

export function BillManagementSection() {
  const t = useT();
  return (
    <PageSection title={t(homeMessages.billsTitle)} intro={t(homeMessages.billsIntro)} tinted>
      <Box
        sx={(theme) => ({ display: 'grid', gap: 3, [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } })}
      >
        {BILL_GROUPS.map((group, index) => {
          const Icon = ICONS[index]!;
          return (
            <Box key={group.title.id} sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
              <Icon aria-hidden="true" sx={{ fontSize: 36, color: 'primary.main', mb: 1 }} />
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t(group.title)}
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
                {group.items.map((item) => (
                  <li key={item.id}>{t(item)}</li>
                ))}
              </Box>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
