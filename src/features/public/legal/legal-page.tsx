import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { PageTitle } from '../components/page-title';
import { usePageTitle } from '@/components/use-page-title';

export interface LegalSection {
  title: string;
  body: readonly (string | readonly string[])[];
}

/** A plain-language policy page: a title, an introduction and numbered sections. */
export function LegalPage({ title, intro, sections }: { title: string; intro: string; sections: readonly LegalSection[] }) {
  usePageTitle(title);
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto', px: 2, py: 6, '& p': { mb: 2 }, '& ul': { mt: 0, mb: 2, pl: 3 }, '& li': { mb: 1 } }}>
      <PageTitle>{title}</PageTitle>
      <Typography sx={{ fontSize: '1.125rem' }}>{intro}</Typography>
      {sections.map((section, index) => (
        <Box component="section" key={section.title} aria-labelledby={`legal-${index}`} sx={{ mt: 4 }}>
          <Typography id={`legal-${index}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {index + 1}. {section.title}
          </Typography>
          {section.body.map((part) =>
            typeof part === 'string' ? (
              <Typography key={part}>{part}</Typography>
            ) : (
              <ul key={part.join('|')}>
                {part.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
