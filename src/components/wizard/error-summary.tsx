import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Link from '@mui/material/Link';
import { useT } from '@/i18n/i18n';
import { wizardMessages as m } from './messages';

export interface SummaryError {
  /** The field's dotted name; its input has the id `field-{name}`. */
  name: string;
  message: string;
}

/**
 * The errors of a refused step as links at the top of the form (GOV.UK's error summary
 * pattern): a screen reader hears it first, and each link takes the person to its field.
 */
export function ErrorSummary({ errors, title }: { errors: readonly SummaryError[]; title?: string }) {
  const t = useT();
  if (errors.length === 0) return null;
  const focusField = (name: string) => {
    const field = document.getElementById(`field-${name}`) ?? document.querySelector<HTMLElement>(`[name="${CSS.escape(name)}"]`);
    field?.scrollIntoView?.({ block: 'center' });
    field?.focus();
  };
  return (
    <Alert severity="error" role="alert" sx={{ mb: 3 }}>
      <AlertTitle>{title ?? t(m.correctThese)}</AlertTitle>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {errors.map((error) => (
          <li key={error.name}>
            <Link
              href={`#field-${error.name}`}
              color="inherit"
              sx={LINK_TARGET}
              onClick={(event) => {
                event.preventDefault();
                focusField(error.name);
              }}
            >
              {error.message}
            </Link>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * Each link is at least 44 px high, to be easy to tap, with the same room above and below its
 * words whether they take one line or two: a height alone centred a short message in 44 px and
 * set a long one's lines edge to edge, so the list's items looked unevenly spaced.
 */
const LINK_TARGET = { display: 'inline-flex', alignItems: 'center', minHeight: 44, paddingBlock: '12px', boxSizing: 'border-box' } as const;

/** Flattens final-form's nested errors to dotted names, in the order the fields were given. */
export function flattenErrors(errors: unknown, prefix = ''): SummaryError[] {
  if (!errors || typeof errors !== 'object') return [];
  const result: SummaryError[] = [];
  for (const [key, value] of Object.entries(errors as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') result.push({ name, message: value });
    else result.push(...flattenErrors(value, name));
  }
  return result;
}
