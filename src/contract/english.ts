import { messages } from './catalogs/en';
import { catalogueTranslator, type Translator } from './translate';

/**
 * The spec's English: what the checks and the summary say when their caller gives no
 * translator. A module of its own, so that only the code that checks or summarises (the forms,
 * the server) imports the English catalogue; the app's boot loads one catalogue, its language's.
 */
export const ENGLISH: Translator = catalogueTranslator('en', messages);
