import { CONTRACT_MESSAGES } from './catalogues';
import { catalogueTranslator, type Translator } from './translate';

/**
 * The spec's English, for a caller that wants it whatever the person's language: the seed's
 * demo people and the tests. The checks take their translator from the caller (`RuleContext.t`)
 * and never default to this one, so the browser's form screens, which have their language's
 * catalogue, never load the English one besides.
 */
export const ENGLISH: Translator = catalogueTranslator('en', CONTRACT_MESSAGES.en);
