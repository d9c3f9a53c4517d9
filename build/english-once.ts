import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * A text's descriptor in the code: `/*i18n*\/ { id: '…', message: '…' }` (docs/i18n.md), its
 * message a quoted string. The English is written in the code for whoever reads it, and is the
 * English catalogue's source; the app says every text from its catalogue, which `lingui compile
 * --strict` makes whole in every language. So in the built app the English would come twice in
 * an English visit (the code's and the catalogue's) and uselessly in a Spanish one.
 */
const DESCRIPTOR = /\/\*i18n\*\/\s*\{\s*id:\s*(['"])[^'"\n]+\1\s*,(\s*message:\s*(?:'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*")\s*,?)/g;

/** Where the messages of a module's descriptors are: what the build leaves out. */
export function descriptorMessages(code: string): { start: number; end: number }[] {
  const found: { start: number; end: number }[] = [];
  for (const match of code.matchAll(DESCRIPTOR)) {
    const message = match[2]!;
    const end = match.index + match[0].length;
    found.push({ start: end - message.length, end });
  }
  return found;
}

/** How many descriptors a module marks (`/*i18n*\/`): each must have a message the build finds. */
export const descriptorCount = (code: string): number => code.split('/*i18n*/').length - 1;

/**
 * Leaves the English messages of the app's descriptors out of the browser's build, as Lingui's
 * own macros do in production: a descriptor keeps its id, by which the catalogue of the language
 * shown says it. The server, the tests and `npm start`'s development mode run the source as it is.
 */
export function englishOnce(): Plugin {
  return {
    name: 'english-once',
    apply: 'build',
    // Before TypeScript is stripped, on the source as written.
    enforce: 'pre',
    transform: {
      filter: { id: /[/\\]src[/\\].*\.tsx?$/, code: '/*i18n*/' },
      handler(code, id) {
        const messages = descriptorMessages(code);
        if (messages.length !== descriptorCount(code)) {
          this.error(`${id}: a /*i18n*/ descriptor whose message the build cannot find; write it as { id: '…', message: '…' }`);
        }
        const out = new MagicString(code);
        for (const { start, end } of messages) out.remove(start, end);
        return { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) };
      },
    },
  };
}
