import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import AssignmentOutlinedIcon from '@mui/icons-material/AssignmentOutlined';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import { PageSection } from '../components/page-section';
import { useT } from '@/i18n/i18n';
import { homeMessages, HOW_IT_WORKS } from './home-content';

const ICONS = [AssignmentOutlinedIcon, FactCheckOutlinedIcon, SendOutlinedIcon, TaskAltOutlinedIcon];

export function HowItWorksSection() {
  const t = useT();
  return (
    <PageSection title={t(homeMessages.howTitle)} intro={t(homeMessages.howIntro)}>
      <Box
        component="ol"
        sx={(theme) => ({
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 3,
          [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
          [theme.breakpoints.up('lg')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
        })}
      >
        {HOW_IT_WORKS.map((step, index) => {
          const Icon = ICONS[index]!;
          return (
            <Box component="li" key={step.title.id} sx={{ p: 3, borderRadius: 2, border: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5, color: 'primary.main' }}>
                <Icon aria-hidden="true" sx={{ fontSize: 36 }} />
                <Typography sx={{ fontWeight: 700, color: 'secondary.main' }}>{t(homeMessages.step, { number: index + 1 })}</Typography>
              </Box>
              <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
                {t(step.title)}
              </Typography>
              <Typography>{t(step.text)}</Typography>
            </Box>
          );
        })}
      </Box>
    </PageSection>
  );
}
