import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { PageSection } from '../components/page-section';

const VALUES = [
  {
    title: 'Uplifting Communities',
    text: 'Stable finances make stable homes. By helping each client, we help the neighbourhoods they live in.',
    Icon: GroupsOutlinedIcon,
  },
  {
    title: 'Transparency',
    text: 'Every dollar we receive and pay for you is recorded, and you can always ask where your money went.',
    Icon: VisibilityOutlinedIcon,
  },
  {
    title: 'Empowering',
    text: 'We plan with you, not for you, so that you stay in charge of your life and your choices.',
    Icon: TrendingUpOutlinedIcon,
  },
] as const;

export function ValuesSection() {
  return (
    <PageSection title="Our Values" tinted>
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
        {VALUES.map(({ title, text, Icon }) => (
          <Box component="li" key={title} sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
            <Icon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {title}
            </Typography>
            <Typography>{text}</Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
