import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import TrendingUpOutlinedIcon from '@mui/icons-material/TrendingUpOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { useT } from '@/i18n/i18n';
import { PageSection } from '../components/page-section';
import { aboutMessages } from './about-messages';

const VALUES = [
  { title: aboutMessages.communities, text: aboutMessages.communitiesText, Icon: GroupsOutlinedIcon },
  { title: aboutMessages.transparency, text: aboutMessages.transparencyText, Icon: VisibilityOutlinedIcon },
  { title: aboutMessages.empowering, text: aboutMessages.empoweringText, Icon: TrendingUpOutlinedIcon },
] as const;

export function ValuesSection() {
  const t = useT();
  return (
    <PageSection title={t(aboutMessages.valuesTitle)} tinted>
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
          <Box component="li" key={title.id} sx={{ p: 3, borderRadius: 2, bgcolor: 'background.paper', boxShadow: 1 }}>
            <Icon aria-hidden="true" sx={{ fontSize: 40, color: 'primary.main', mb: 1 }} />
            <Typography component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
              {t(title)}
            </Typography>
            <Typography>{t(text)}</Typography>
          </Box>
        ))}
      </Box>
    </PageSection>
  );
}
