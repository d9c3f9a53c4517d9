import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import MilitaryTechOutlinedIcon from '@mui/icons-material/MilitaryTechOutlined';
import SavingsOutlinedIcon from '@mui/icons-material/SavingsOutlined';
import SupervisorAccountOutlinedIcon from '@mui/icons-material/SupervisorAccountOutlined';
import { PageSection } from '../components/page-section';
import { SECTION_IDS } from '../nav/sections';
import { useT } from '@/i18n/i18n';
import { homeMessages, PROGRAMS } from './home-content';

const ICONS = [SupervisorAccountOutlinedIcon, MilitaryTechOutlinedIcon, SavingsOutlinedIcon];

export function ServicesSection() {
  const t = useT();
  return (
    <PageSection id={SECTION_IDS.services} title={t(homeMessages.servicesTitle)} intro={t(homeMessages.servicesIntro)}>
      <Box
        sx={(theme) => ({ display: 'grid', gap: 3, [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' } })}
      >
        {PROGRAMS.map((program, index) => {
          const Icon = ICONS[index]!;
          return (
            <Box key={program.name.id} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider', borderTop: 6, borderTopColor: 'primary.main' }}>
              <Icon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t(program.name)}
              </Typography>
              <Typography>{t(program.text)}</Typography>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
