import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { FieldRule } from '@/contract/field-rules';
import type { ListSpec } from '@/contract/list-rules';
import { AddressFields } from '@/components/form/address-fields';
import { fullRow, twoColumns } from '@/components/form/form-grid';
import { newItemOf } from '@/components/form/form-values';
import { RuleField } from '@/components/form/rule-field';
import { RuleList } from '@/components/form/rule-list';
import { useRuleScope } from '@/components/form/rule-scope';
import { useT } from '@/i18n/i18n';
import type { FieldLook, ListLook, WizardStep } from './wizard-step';

type Looks = Readonly<Record<string, FieldLook>>;

const NO_LOOKS: Looks = {};

const grid = (columns: boolean, gap: number) => (columns ? twoColumns(gap) : { display: 'grid', gap: 3 });

/** One field of the scope, drawn from its rule with its look. */
function LookedField({ rule, look, locked }: { rule: FieldRule; look: FieldLook; locked: boolean }) {
  const t = useT();
  const scope = useRuleScope();
  const lockedNow = locked && look.lockedHint !== undefined;
  const listFailed = rule.list !== undefined && scope.options(rule.list)?.length === 0;
  const { hint } = look;
  const field = (
    <RuleField
      name={rule.name}
      label={look.label && t(look.label)}
      hint={lockedNow ? t(look.lockedHint!) : typeof hint === 'function' ? (drawn: FieldRule) => hint({ rule: drawn, t, listFailed }) : hint && t(hint)}
      disabled={lockedNow}
      multiline={look.multiline}
      minRows={look.minRows}
      showCount={look.showCount}
      type={look.type}
      autoComplete={look.autoComplete}
      fileButton={look.file && { choose: t(look.file.choose), replace: t(look.file.replace) }}
    />
  );
  return look.wide ? <Box sx={fullRow}>{field}</Box> : field;
}

/**
 * Every field of the rules in scope (a step's, or one item's of a list), in the rules' order:
 * each as its rule says, with the look the step gives it; a group of fields (an address) drawn
 * together where its first field comes.
 */
function ScopeFields({ looks = NO_LOOKS, columns, locked }: { looks?: Looks; columns: boolean; locked: boolean }) {
  const scope = useRuleScope();
  const drawn = new Set<string>();
  const fields: ReactNode[] = [];
  for (const rule of scope.rules) {
    const key = rule.group ?? rule.name;
    if (drawn.has(key)) continue;
    drawn.add(key);
    const look = looks[key] ?? {};
    if (look.hidden) continue;
    if (rule.group) {
      if (!look.address) throw new Error(`The address ${rule.group} needs its words (FieldLook.address)`);
      fields.push(
        <Box key={key} sx={fullRow}>
          <AddressFields name={rule.group} words={look.address} columns={columns} />
        </Box>,
      );
    } else {
      fields.push(<LookedField key={key} rule={rule} look={look} locked={locked} />);
    }
  }
  return <Box sx={grid(columns, 2.5)}>{fields}</Box>;
}

/** A repeatable list of the step's rules, its items' fields drawn from their rules. */
function LookedList({ spec, look, columns }: { spec: ListSpec; look: ListLook; columns: boolean }) {
  const t = useT();
  const headingId = useId();
  const list = (
    <RuleList name={spec.name} words={look.words} newItem={() => newItemOf(spec)} headingLevel={look.headingLevel}>
      {() => <ScopeFields looks={look.fields} columns={columns} locked={false} />}
    </RuleList>
  );
  if (!look.heading) return list;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} component="h3" variant="h6" sx={{ fontWeight: 700 }}>
        {t(look.heading)}
      </Typography>
      {look.intro ? <Typography sx={{ color: 'text.secondary', mb: 2 }}>{t(look.intro, { max: spec.max })}</Typography> : null}
      {list}
    </Box>
  );
}

export interface StepFieldsProps {
  step: Pick<WizardStep, 'intro' | 'columns' | 'fields' | 'lists' | 'view'>;
  /** The record exists: fields that name it are drawn locked (FieldLook.lockedHint). */
  locked?: boolean;
}

/**
 * A step's screen inside its rules (StepRules): its intro, then its own view where it has one,
 * else every field of its rules and every list, each as its rule says and its look adds.
 */
export function StepFields({ step, locked = false }: StepFieldsProps) {
  const t = useT();
  const scope = useRuleScope();
  const View = step.view;
  const columns = step.columns ?? false;
  return (
    <Stack spacing={3}>
      {step.intro ? <Typography>{t(step.intro)}</Typography> : null}
      {View ? (
        <View />
      ) : (
        <>
          {scope.rules.length > 0 ? <ScopeFields looks={step.fields} columns={columns} locked={locked} /> : null}
          {scope.lists.map((spec) => {
            const look = step.lists?.[spec.name];
            if (!look) throw new Error(`The list ${spec.name} needs its look (WizardStep.lists)`);
            return <LookedList key={spec.name} spec={spec} look={look} columns={columns} />;
          })}
        </>
      )}
    </Stack>
  );
}
