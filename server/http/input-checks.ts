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

export type JsonShapeProblem = 'too deep' | 'too many fields' | 'field too long';

/** The UTF-8 length of one UTF-16 code unit (a surrogate is half of a 4-byte character). */
const utf8Bytes = (code: number) => (code < 0x80 ? 1 : code < 0x800 ? 2 : code >= 0xd800 && code <= 0xdfff ? 2 : 3);

/**
 * What a JSON text would become, measured on the text itself in one pass before it is parsed
 * (no object is built, no reviver runs): its nesting depth, its number of fields (object
 * members and list items, the way a form's fields are counted) and its longest string in
 * UTF-8 bytes (an escape counts as the character it stands for). Malformed JSON is left to
 * the parser to refuse.
 */
export function jsonShapeProblem(text: string, limits: { depth: number; fields: number; fieldBytes: number }): JsonShapeProblem | null {
  let depth = 0;
  let fields = 0;
  /** Whether the innermost open object or list has a member yet. */
  const filled: boolean[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 0x20 || code === 0x0a || code === 0x0d || code === 0x09) continue;
    if (code === 0x7b || code === 0x5b) {
      // { or [
      if (depth > 0 && !filled[depth - 1]) filled[depth - 1] = true;
      depth += 1;
      if (depth > limits.depth) return 'too deep';
      filled[depth - 1] = false;
      continue;
    }
    if (code === 0x7d || code === 0x5d) {
      // } or ]
      if (depth > 0 && filled[depth - 1]) fields += 1;
      depth = Math.max(0, depth - 1);
    } else if (code === 0x2c) {
      // ,
      fields += 1;
    } else if (depth > 0) {
      filled[depth - 1] = true;
    }
    if (fields > limits.fields) return 'too many fields';
    if (code !== 0x22) continue;
    // A string: measured to its closing quote.
    let bytes = 0;
    for (index += 1; index < text.length; index += 1) {
      const inner = text.charCodeAt(index);
      if (inner === 0x22) break;
      if (inner === 0x5c) {
        // \uXXXX is one character of up to 3 bytes; \n, \" and the like one byte.
        bytes += text.charCodeAt(index + 1) === 0x75 ? 3 : 1;
        index += text.charCodeAt(index + 1) === 0x75 ? 5 : 1;
      } else {
        bytes += utf8Bytes(inner);
      }
      if (bytes > limits.fieldBytes) return 'field too long';
    }
  }
  return null;
}
