import type { MutableState, Mutator, Tools } from 'final-form';

type AnyState = MutableState<Record<string, unknown>>;
type AnyTools = Tools<Record<string, unknown>>;

/** The list without the item at `index`; anything that is not a list is left alone. */
export function withoutIndex<T>(list: T, index: number): T {
  return (Array.isArray(list) ? list.filter((_, position) => position !== index) : list) as T;
}

/**
 * The name a field of a list item takes once item `removed` is gone: items after it move up
 * one ('bills.2.amount' -> 'bills.1.amount'), items before it keep theirs, and the removed
 * item's own fields have none (null).
 */
export function renumberedName(field: string, list: string, removed: number): string | null {
  if (!field.startsWith(`${list}.`)) return field;
  const match = /^(\d+)(.*)$/.exec(field.slice(list.length + 1));
  if (!match) return field;
  const index = Number(match[1]);
  if (index === removed) return null;
  return index < removed ? field : `${list}.${index - 1}${match[2]}`;
}

const CARRIED = ['touched', 'visited', 'modified', 'modifiedSinceLastSubmit'] as const;

/** Field states (touched etc.) follow their item up the list, so messages stay where they were. */
function carryFieldStates(state: AnyState, list: string, removed: number): void {
  const moves = Object.keys(state.fields)
    .map((from) => [from, renumberedName(from, list, removed)] as const)
    .filter(([from, to]) => to !== null && to !== from)
    .sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true }));
  for (const [from, to] of moves) {
    const source = state.fields[from];
    const target = state.fields[to!];
    if (!source || !target) continue;
    for (const key of CARRIED) target[key] = source[key];
    target.lastFieldState = undefined;
  }
}

function dropFrom(object: Record<string, unknown> | undefined, list: string, removed: number, tools: AnyTools) {
  if (!object) return object;
  const items = tools.getIn(object, list);
  return Array.isArray(items) ? (tools.setIn(object, list, withoutIndex(items, removed)) as Record<string, unknown>) : object;
}

/**
 * Mutators for repeatable blocks: `appendItem(list, item)` and `removeItem(list, index)`. A
 * removal renumbers what follows it everywhere final-form keeps it: the values, the initial
 * values, the server's errors for the last submit (and the values they were for) and the
 * fields' touched state. Blocks are keyed by position, so no field registers under a new name.
 */
export const listMutators: Record<'appendItem' | 'removeItem', Mutator<Record<string, unknown>>> = {
  appendItem: ([list, item]: unknown[], state, tools) => {
    if (typeof list !== 'string') return;
    tools.changeValue(state, list, (items: unknown) => [...(Array.isArray(items) ? items : []), item]);
  },
  removeItem: ([list, index]: unknown[], state, tools) => {
    if (typeof list !== 'string' || typeof index !== 'number') return;
    tools.changeValue(state, list, (items: unknown) => withoutIndex(items, index));
    state.formState.submitErrors = dropFrom(state.formState.submitErrors, list, index, tools);
    state.formState.lastSubmittedValues = dropFrom(state.formState.lastSubmittedValues, list, index, tools);
    // react-final-form gives a field that registers afresh its initial value: a block added
    // later at the freed position must not get the removed item's.
    state.formState.initialValues = dropFrom(state.formState.initialValues, list, index, tools);
    carryFieldStates(state, list, index);
  },
};
