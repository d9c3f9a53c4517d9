// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { anyPageFile, builtForAddress, folderOf, isPagePattern } from '@/contract/page-patterns';

describe('a page built once for every address of a folder', () => {
  it('is built for a pattern whose last segment is a parameter, into its folder', () => {
    expect(isPagePattern('/client/onboarding/:applicationCode')).toBe(true);
    expect(isPagePattern('/es/client/onboarding/:applicationCode')).toBe(true);
    expect(isPagePattern('/client/onboarding/success')).toBe(false);
    expect(isPagePattern('/')).toBe(false);
    expect(anyPageFile('/client/onboarding/:applicationCode')).toBe('client/onboarding/any.html');
    expect(anyPageFile('/es/client/onboarding/:applicationCode')).toBe('es/client/onboarding/any.html');
  });

  it('answers an address exactly one segment below its folder', () => {
    expect(folderOf('/client/onboarding/ONB-4323')).toBe('/client/onboarding');
    expect(folderOf('/client/onboarding/')).toBeNull();
    expect(folderOf('/about-us')).toBe('');
    expect(folderOf('/')).toBeNull();
    expect(anyPageFile('/client/onboarding/ONB-4323')).toBe('client/onboarding/any.html');
    expect(anyPageFile('/')).toBeNull();
  });

  it("is adopted by the app at any address of its folder, a fixed page only at its own", () => {
    const pattern = '/client/onboarding/:applicationCode';
    expect(builtForAddress(pattern, '/client/onboarding/ONB-4323')).toBe(true);
    expect(builtForAddress(pattern, '/client/onboarding/ANY-CODE')).toBe(true);
    expect(builtForAddress(pattern, '/client/onboarding')).toBe(false);
    expect(builtForAddress(pattern, '/client/onboarding/ONB-4323/more')).toBe(false);
    expect(builtForAddress(pattern, '/es/client/onboarding/ONB-4323')).toBe(false);
    expect(builtForAddress('/es/client/onboarding/:applicationCode', '/es/client/onboarding/ONB-4323')).toBe(true);
    expect(builtForAddress('/about-us', '/about-us/')).toBe(true);
    expect(builtForAddress('/about-us', '/contact-us')).toBe(false);
  });
});
