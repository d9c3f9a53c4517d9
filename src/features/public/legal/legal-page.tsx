import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { usePageTitle } from '@/components/use-page-title';
import { useT, type MessageDescriptor } from '@/i18n/i18n';
import { PageTitle } from '../components/page-title';

export interface LegalSection {
  title: MessageDescriptor;
  /** Paragraphs, and lists as arrays of items. */
  body: readonly (MessageDescriptor | readonly MessageDescriptor[])[];
}

interface LegalPageProps {
  title: MessageDescriptor;
  intro: MessageDescriptor;
  sections: readonly LegalSection[];
  /** What the texts' {placeholders} stand for (the brand, the cookie's name, …). */
  values: Record<string, unknown>;
}

const numbered = /*i18n*/ { id: 'legal.numbered', message: '{number}. {title}' };

/** A plain-language policy page: a title, an introduction and numbered sections. */
export function LegalPage({ title, intro, sections, values }: LegalPageProps) {
  const t = useT();
  usePageTitle(t(title));
  return (
    <Box component="article" sx={{ maxWidth: 820, mx: 'auto', px: 2, py: 6, '& p': { mb: 2 }, '& ul': { mt: 0, mb: 2, pl: 3 }, '& li': { mb: 1 } }}>
      <PageTitle>{t(title)}</PageTitle>
      <Typography sx={{ fontSize: '1.125rem' }}>{t(intro, values)}</Typography>
      {sections.map((section, index) => (
        <Box component="section" key={section.title.id} aria-labelledby={`legal-${index}`} sx={{ mt: 4 }}>
          <Typography id={`legal-${index}`} component="h2" variant="h5" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t(numbered, { number: index + 1, title: t(section.title) })}
          </Typography>
          {section.body.map((part) =>
            'id' in part ? (
              <Typography key={part.id}>{t(part, values)}</Typography>
            ) : (
              <ul key={part.map((item) => item.id).join('|')}>
                {part.map((item) => (
                  <li key={item.id}>{t(item, values)}</li>
                ))}
              </ul>
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
