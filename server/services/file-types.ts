/** The content sniffing lives in the shared contract: the onboarding form checks a chosen file with it too. */
export { SNIFF_BYTES, UNKNOWN_TYPE, sniffType } from '../../src/contract/file-signatures';
