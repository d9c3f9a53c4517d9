/**
 * Text typed into a prerendered page before React adopts it (the page shows at once; its code
 * arrives up to a second or more later on a slow phone). React keeps such text in the DOM
 * while it hydrates, but its state still holds the empty value it prerendered, and the next
 * render of the field puts that back: the person's typing vanishes. After hydration each
 * field still carries what was prerendered as its default (React keeps `defaultValue` and
 * `defaultChecked` equal to its own value), so a field whose live value differs holds early
 * input; it is handed to React as the change event it missed.
 *
 * It is handed over from an effect (page-ready.tsx, deferred-part.tsx), after the fields'
 * own effects: react-final-form subscribes a field to its form there. A change handed over
 * before then reaches the form's values but not the field, which React then redraws with its
 * old empty value until a later render: the typing vanished for a moment, and the page was
 * marked ready with it missing.
 */

const TEXT_TYPES = new Set(['text', 'password', 'email', 'tel', 'search', 'url', 'number']);

/** React watches `value` through the element's own property; the prototype's setter goes around it. */
function setValueNatively(element: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype = element instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(element, value);
}

type Handover = () => void;

function textHandover(field: HTMLInputElement | HTMLTextAreaElement): Handover | null {
  const typed = field.value;
  const prerendered = field.defaultValue;
  if (typed === prerendered) return null;
  return () => {
    // React's tracker learns the prerendered value; the DOM gets the typing back; the input
    // event then reads as a change from one to the other.
    field.value = prerendered;
    setValueNatively(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

function choiceHandover(field: HTMLInputElement): Handover | null {
  const chosen = field.checked;
  if (chosen === field.defaultChecked) return null;
  // Radios only report a choice made, never one undone (another radio reports that).
  if (field.type === 'radio' && !chosen) return null;
  return () => {
    field.checked = !chosen;
    field.click();
  };
}

function earlyInputIn(root: ParentNode, skip?: string): Handover[] {
  const handovers: Handover[] = [];
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.disabled || field.readOnly || field.getAttribute('aria-hidden') === 'true') continue;
    if (skip && field.closest(skip)) continue;
    const handover =
      field instanceof HTMLTextAreaElement || TEXT_TYPES.has(field.type)
        ? textHandover(field)
        : field.type === 'checkbox' || field.type === 'radio'
          ? choiceHandover(field)
          : null;
    if (handover) handovers.push(handover);
  }
  return handovers;
}

/** Whether anything was typed or ticked in `root` before React adopted it. */
export function hasEarlyInput(root: ParentNode): boolean {
  return earlyInputIn(root).length > 0;
}

/**
 * Hands early input in `root` to React. Safe to call on a freshly rendered tree: it finds none.
 * Fields inside a part React has not adopted yet (`skip`) are left for that part to hand over.
 */
export function adoptEarlyInput(root: ParentNode, skip?: string): void {
  // Everything is read before anything is handed over: the first change may render the whole
  // form again, which puts React's empty values back into the fields not handed over yet.
  for (const handover of earlyInputIn(root, skip)) handover();
}
