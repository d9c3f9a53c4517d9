import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { LOCALES, LOCALE_NAME } from '@/contract/locales';
import { currentLocale, useT } from '@/i18n/i18n';
import { chooseLocale } from '@/i18n/choose-locale';
import { languageMessages } from '@/i18n/messages';

/**
 * "English / Español" on every page. Each name is written in its own language (and marked so,
 * for screen readers), so a person who reads only one of them still finds theirs.
 */
export function LanguageSwitch({ sx }: { sx?: SxProps<Theme> }) {
  const t = useT();
  const current = currentLocale();
  return (
    <Box role="group" aria-label={t(languageMessages.label)} sx={[{ display: 'flex', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          lang={locale}
          size="small"
          aria-pressed={locale === current}
          onClick={() => void chooseLocale(locale)}
          sx={{ minWidth: 44, minHeight: 44, textTransform: 'none', fontWeight: locale === current ? 700 : 400, textDecoration: locale === current ? 'none' : 'underline' }}
        >
          {LOCALE_NAME[locale]}
        </Button>
      ))}
    </Box>
  );
}
