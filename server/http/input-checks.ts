/**
 * Checks every decoded input (body, query, path parameters) gets before a handler sees it:
 * nesting depth, walked without recursion so that a 5000-level JSON body cannot exhaust the
 * stack, and control characters, which no field of the spec takes and which PostgreSQL
 * refuses in text (a NUL byte would otherwise surface as a database error).
 */

const isControl = (code: number) => (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f;

/** C0 controls and DEL, except tab, line feed and carriage return (text areas send those). */
export function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    if (isControl(text.charCodeAt(index))) return true;
  }
  return false;
}

/** A field name as an error may show it: control characters replaced, length bounded. */
export const printableName = (name: string): string =>
  Array.from(name.slice(0, 100), (char) => (isControl(char.charCodeAt(0)) ? '?' : char)).join('') || 'field';

/** Whether objects and lists nest deeper than `limit` levels (a scalar is level 0). */
export function nestedDeeperThan(value: unknown, limit: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (!item || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return false;
}

/** The dotted path of the first key or text holding a control character, or null. Call after the depth check. */
export function controlCharacterPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path || 'body' : null;
  if (!value || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const itemPath = path ? `${path}.${key}` : key;
    if (hasControlCharacter(key)) return printableName(itemPath);
    const found = controlCharacterPath(item, itemPath);
    if (found) return found;
  }
  return null;
}
