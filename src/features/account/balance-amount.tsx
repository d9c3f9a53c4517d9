import { Fragment } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { dollars } from '@/contract/formats';
import { INTL_LOCALE, type Locale } from '@/contract/locales';
import { visuallyHidden } from '@/components/visually-hidden';
import { useT } from '@/i18n/i18n';
import { accountMessages } from './messages';

/** Spec section 9: the balance is masked with five glyphs. */
export const MASKED_BALANCE = '•••••';

// Breaks only where Breakable allows: never inside a group of digits, where '$2,023.2' and '0' could be misread.
const amountSx = { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: 0.5, overflowWrap: 'normal' } as const;

/**
 * An amount that may break after a thousands separator and nowhere else: with large text on a
 * phone a long balance is wider than the screen, and wraps there rather than run off it.
 */
function Breakable({ text, locale }: { text: string; locale: Locale }) {
  const group = new Intl.NumberFormat(INTL_LOCALE[locale]).formatToParts(1000).find((part) => part.type === 'group')?.value;
  if (!group) return text;
  return text.split(group).map((digits, index) => (
    <Fragment key={index}>
      {index > 0 ? (
        <>
          {group}
          <wbr />
        </>
      ) : null}
      {digits}
    </Fragment>
  ));
}

/**
 * The balance as a $ amount with thousands separators, in the language's form. A negative
 * balance is red, and since colour alone says nothing to many people, it is also named in words.
 */
export function BalanceAmount({ value }: { value: number }) {
  const t = useT();
  // `+ 0` turns -0 into 0: no '-$0.00'.
  const amount = (shown: number) => dollars(shown + 0, t.locale);
  if (value >= 0)
    return (
      <Typography sx={amountSx}>
        <Breakable text={amount(value)} locale={t.locale} />
      </Typography>
    );
  return (
    <>
      <Typography sx={{ ...amountSx, color: 'error.main' }}>
        <span aria-hidden="true">
          <Breakable text={amount(value)} locale={t.locale} />
        </span>
        <Box component="span" sx={visuallyHidden}>
          {t(accountMessages.negativeOf, { amount: amount(-value) })}
        </Box>
      </Typography>
      <Typography aria-hidden="true" sx={{ color: 'error.main', fontWeight: 600 }}>
        {t(accountMessages.negative)}
      </Typography>
    </>
  );
}

export function HiddenBalance() {
  const t = useT();
  return (
    <Typography sx={amountSx}>
      <span aria-hidden="true">{MASKED_BALANCE}</span>
      <Box component="span" sx={visuallyHidden}>
        {t(accountMessages.balanceHidden)}
      </Box>
    </Typography>
  );
}
