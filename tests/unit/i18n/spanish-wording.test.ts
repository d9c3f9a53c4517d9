// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { englishWords } from '../../fixtures/english-words';

/**
 * The Spanish catalogues read as docs/glossary-es.md says: no English left in them, the
 * glossary's term where a rejected one crept in, one wording for each repeated phrase, and a
 * count always said through an ICU plural. The lists here are the glossary's decisions, with
 * their reasons; a new term settled there belongs here too when it can come back.
 */
type Catalogue = Record<string, { message: string; translation: string }>;

const ROOT = join(import.meta.dirname, '..', '..', '..');
const read = (path: string): Catalogue => JSON.parse(readFileSync(join(ROOT, path, 'es.json'), 'utf8')) as Catalogue;
/** The app's catalogues: the contract's parts, the shell's and each area's (lingui.config.ts). */
const APP_CATALOGUES = ['src/contract/catalogs', 'src/i18n/catalogs'].flatMap((dir) => readdirSync(join(ROOT, dir)).map((name) => `${dir}/${name}`));
const SPANISH = Object.entries(Object.assign({}, ...APP_CATALOGUES.map(read), read('server/catalogs')) as Catalogue);

/** What a person reads of a translation: its placeholders' names and ICU keywords taken out. */
function readable(translation: string): string {
  const text = translation.replace(/\{\s*\w+\s*,\s*(plural|select|selectordinal)\s*,/g, ' ').replace(/(^|[\s}])(zero|one|two|few|many|other|=\d+)\s*\{/g, '$1 ');
  return text.replace(/\{\s*\w+\s*\}/g, ' ');
}

/** Words against the glossary, each with the glossary's choice. */
const REJECTED: readonly [RegExp, string][] = [
  [/\bSSN\b/, 'SSN only beside its Spanish name: "número de Seguro Social (SSN)"'],
  [/\bcaptcha\b/i, 'the bot check is a "verificación contra robots"'],
  [/formulario de inscripci/i, 'the application is a "solicitud" ("inscripción" is the onboarding)'],
  [/administrador(?!\(a\)) de casos/i, 'case manager in the inclusive form: "administrador(a) de casos"'],
  [/archivad[oa]/i, '"archivada" reads as closed: "registrada"'],
  [/centro de enfermer[ií]a/i, 'nursing facility: "Hogar de ancianos"'],
  [/pareja de hecho/i, "Spain's term: \"Unión libre\""],
  [/intervalos de repetici[oó]n/i, 'repeat intervals: "número de veces que se repite"'],
  [/servicio de veterano/i, 'veteran service number: "número de servicio militar"'],
  [/\bintente de nuevo\b/i, 'one wording: "inténtelo de nuevo"'],
  [/\b(tú|tu|tus|te|ti|contigo)\b/i, 'usted, never tú'],
  [/\p{L}\((s|es)\)/u, 'a plural is an ICU plural, never "paso(s)"'],
  [/\{\w+\}\s+(minutos?|segundos?|horas?|d[ií]as?|semanas?|mes(es)?|años?|pasos?|elementos?|errores?|intentos?|facturas?|contactos?|identificaci[oó]n(es)?|p[aá]ginas?)\b/iu, 'a count says its noun through an ICU plural'],
];

/** One wording for each repeated phrase: where the English says the first, the Spanish says the second. */
const ONE_WORDING: readonly [RegExp, RegExp][] = [
  [/^try again$/i, /^Intentar de nuevo$/],
  [/\btry again\b(?!$)|try again\.|try again!|try again later|try again in/i, /inténtelo de nuevo/i],
  [/check your connection/i, /Revise su conexión/],
  [/could not reach the server/i, /no pudimos comunicarnos con el servidor/i],
  [/sign in again/i, /vuelva a iniciar sesión/i],
  [/case manager/i, /administrador\(a\) de casos/i],
  [/Social Security Number|\bSSN\b/, /Seguro Social/],
  [/Resume Your Application/, /"Continuar su solicitud"|^Continuar su solicitud$/],
  [/Start over/i, /Empezar de nuevo/i],
  [/bot check|captcha/i, /verificación contra robots/],
  [/kept on this device|saved on this device/i, /en este dispositivo/],
];

describe('the Spanish catalogues', () => {
  it('leave no English words in a Spanish text', () => {
    const english = SPANISH.flatMap(([id, { translation }]) => {
      const found = englishWords(readable(translation));
      return found.length > 0 ? [`${id}: ${found.join(', ')}`] : [];
    });
    expect(english).toEqual([]);
  });

  it('never say a term the glossary rejected', () => {
    const found = SPANISH.flatMap(([id, { translation }]) => {
      const text = translation.split('Seguro Social (SSN)').join('');
      return REJECTED.filter(([pattern]) => pattern.test(text)).map(([, why]) => `${id}: ${why}`);
    });
    expect(found).toEqual([]);
  });

  it('say each repeated phrase in one wording', () => {
    const found = SPANISH.flatMap(([id, { message, translation }]) =>
      ONE_WORDING.filter(([english, spanish]) => english.test(message) && !spanish.test(translation)).map(([, spanish]) => `${id} should say ${spanish}: ${translation}`),
    );
    expect(found).toEqual([]);
  });

  it('say a count through an ICU plural wherever the English does', () => {
    const plurals = (text: string) => [...text.matchAll(/\{\s*(\w+)\s*,\s*plural\s*,/g)].map((match) => match[1]);
    const lost = SPANISH.filter(([, { message, translation }]) => plurals(message).some((name) => !plurals(translation).includes(name))).map(([id]) => id);
    expect(lost).toEqual([]);
  });

  it('name the program choice by the words the screen shows', () => {
    const option = Object.fromEntries(SPANISH)['intake.program.not_sure']!.translation.replace(/\.$/, '');
    expect(Object.fromEntries(SPANISH)['intake.select_program']!.translation).toContain(`"${option}"`);
  });
});
