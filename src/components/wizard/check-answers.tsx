import { Fragment, useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { NOT_PROVIDED, type AnswerLine } from '@/contract/answer-words';
import { useT } from '@/i18n/i18n';
import { wizardMessages as m } from './messages';

export interface CheckAnswersSection {
  key: string;
  title: string;
  lines: AnswerLine[];
}

interface CheckAnswersProps {
  sections: CheckAnswersSection[];
  /** Opens a section's step; its Save and proceed comes back here. */
  onChange(key: string): void;
  /** Focus the heading on mount (not when the page itself opens here, after a reload). */
  focusHeading: boolean;
}

/**
 * Check your answers (WCAG 3.3.4): every step's answers in plain words before
 * anything is sent, each step with a "Change" button that opens it. The wizard draws its own
 * Back and send buttons under it.
 */
export function CheckAnswers({ sections, onChange, focusHeading }: CheckAnswersProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const t = useT();
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
    // Once, when the summary opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <Box>
      <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ fontWeight: 700, outline: 'none', mb: 1 }}>
        {t(m.checkAnswers)}
      </Typography>
      <Typography sx={{ mb: 3 }}>{t(m.checkAnswersIntro)}</Typography>
      {sections.map((section) => (
        <Box component="section" key={section.key} aria-labelledby={`answers-${section.key}`} sx={{ borderTop: 1, borderColor: 'divider', py: 2 }}>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
            <Typography id={`answers-${section.key}`} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
              {section.title}
            </Typography>
            <Button variant="text" onClick={() => onChange(section.key)} aria-label={t(m.changeSection, { section: section.title })} sx={{ minHeight: 44, minWidth: 44, flexShrink: 0 }}>
              {t(m.change)}
            </Button>
          </Box>
          {section.lines.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>{t(NOT_PROVIDED)}</Typography>
          ) : (
            <Box component="dl" sx={(theme) => ({ m: 0, display: 'grid', columnGap: 2, [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'minmax(10rem, 1fr) 2fr' } })}>
              {section.lines.map((line) => (
                <Fragment key={line.name}>
                  <Typography component="dt" sx={{ fontWeight: 700, mt: 1 }}>
                    {line.label}
                  </Typography>
                  <Typography component="dd" sx={(theme) => ({ m: 0, overflowWrap: 'anywhere', [theme.breakpoints.up('sm')]: { mt: 1 } })}>
                    {line.text}
                  </Typography>
                </Fragment>
              ))}
            </Box>
          )}
        </Box>
      ))}
    </Box>
  );
}
