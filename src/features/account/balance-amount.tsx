import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDollars } from '@/lib/money';
import { visuallyHidden } from '@/components/visually-hidden';

/** Spec section 9: the balance is masked with five glyphs. */
export const MASKED_BALANCE = '•••••';

const amountSx = { fontSize: '2.25rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: 0.5 } as const;

/**
 * The balance as a $ amount with thousands separators. A negative balance is red, and since
 * colour alone says nothing to many people, it is also named in words.
 */
export function BalanceAmount({ value }: { value: number }) {
  if (value >= 0) return <Typography sx={amountSx}>{formatDollars(value)}</Typography>;
  return (
    <>
      <Typography sx={{ ...amountSx, color: 'error.main' }}>
        <span aria-hidden="true">{formatDollars(value)}</span>
        <Box component="span" sx={visuallyHidden}>
          Negative balance of {formatDollars(-value)}
        </Box>
      </Typography>
      <Typography aria-hidden="true" sx={{ color: 'error.main', fontWeight: 600 }}>
        Negative balance
      </Typography>
    </>
  );
}

export function HiddenBalance() {
  return (
    <Typography sx={amountSx}>
      <span aria-hidden="true">{MASKED_BALANCE}</span>
      <Box component="span" sx={visuallyHidden}>
        Balance hidden
      </Box>
    </Typography>
  );
}
