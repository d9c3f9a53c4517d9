// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRoute, signedInAddress } from '@/app/route-guard';
import type { UserInfo } from '@/session/session-store';

const onboarding: UserInfo = {
  token: 't',
  process_type: 'onboarding',
  client_id: 7,
  application_code: 'ONB-4323',
  ssn: '4323',
  name: 'Grace',
};
const client: UserInfo = { ...onboarding, process_type: 'client', application_code: 'CLI-4327' };

describe('the route guard', () => {
  describe('without a token', () => {
    it.each([
      '/',
      '/about-us',
      '/contact-us',
      '/terms-and-conditions',
      '/privacy-policy',
      '/client/intake',
      '/client/intake/new/state-selection',
      '/client/intake/new/program-selection',
      '/client/intake/new',
      '/client/intake/resume/12',
      '/client/intake/resume-verification',
      '/client/intake/status/rejected',
      '/client/onboarding/success',
      '/auth/login',
      '/auth/login/ONB-4323',
    ])('allows the public, intake and auth route %s', (path) => {
      expect(guardRoute(path, null)).toEqual({ kind: 'allow' });
    });

    it.each(['/my-account', '/my-account/'])('sends %s to the sign-in screen (the My Account shortcut)', (path) => {
      expect(guardRoute(path, null)).toEqual({ kind: 'redirect', to: '/auth/login' });
    });

    it.each(['/client/onboarding/ONB-4323', '/somewhere-else', '/client', '/auth'])(
      'sends %s to /',
      (path) => {
        expect(guardRoute(path, null)).toEqual({ kind: 'redirect', to: '/' });
      },
    );
  });

  describe('with an onboarding token', () => {
    it('allows only its own onboarding route', () => {
      expect(guardRoute('/client/onboarding/ONB-4323', onboarding)).toEqual({ kind: 'allow' });
    });

    it.each(['/', '/my-account', '/client/intake', '/auth/login', '/client/onboarding/ONB-9999', '/client/onboarding/success'])(
      'sends %s to the stored application code\'s onboarding route',
      (path) => {
        expect(guardRoute(path, onboarding)).toEqual({ kind: 'redirect', to: '/client/onboarding/ONB-4323' });
      },
    );

    it('stays on the current path when no application code is stored', () => {
      expect(guardRoute('/my-account', { ...onboarding, application_code: null })).toEqual({ kind: 'allow' });
    });
  });

  describe('with any other token', () => {
    it('allows /my-account', () => {
      expect(guardRoute('/my-account', client)).toEqual({ kind: 'allow' });
      expect(guardRoute('/my-account/', client)).toEqual({ kind: 'allow' });
    });

    it.each(['/', '/about-us', '/client/intake', '/auth/login/CLI-4327', '/client/onboarding/CLI-4327'])(
      'sends %s to /my-account',
      (path) => {
        expect(guardRoute(path, client)).toEqual({ kind: 'redirect', to: '/my-account' });
      },
    );
  });
});

describe('where the head script sends a signed-in session before the page paints', () => {
  it('sends a client from the home page, the app icon\'s start, to My Account, in the address\'s language', () => {
    expect(signedInAddress('/', client)).toBe('/my-account');
    expect(signedInAddress('/es/', client)).toBe('/es/my-account');
    expect(signedInAddress('/es', client)).toBe('/es/my-account');
    expect(signedInAddress('/es/client/intake', client)).toBe('/es/my-account');
  });

  it('leaves a client on My Account, with or without its language or a trailing slash', () => {
    expect(signedInAddress('/my-account', client)).toBeNull();
    expect(signedInAddress('/es/my-account', client)).toBeNull();
    expect(signedInAddress('/es/my-account/', client)).toBeNull();
  });

  it('sends an onboarding session to its own onboarding, and leaves it there', () => {
    expect(signedInAddress('/', onboarding)).toBe('/client/onboarding/ONB-4323');
    expect(signedInAddress('/es/my-account', onboarding)).toBe('/es/client/onboarding/ONB-4323');
    expect(signedInAddress('/es/client/onboarding/ONB-4323', onboarding)).toBeNull();
  });

  it('decides as the app\'s guard does, for every address the app has', () => {
    for (const session of [client, onboarding, { ...onboarding, application_code: null }]) {
      for (const path of ['/', '/about-us', '/my-account', '/client/intake/new', '/auth/login/CLI-4327', '/client/onboarding/ONB-4323', '/client/onboarding/success', '/nowhere']) {
        const decision = guardRoute(path, session);
        expect(signedInAddress(path, session)).toBe(decision.kind === 'redirect' ? decision.to : null);
      }
    }
  });
});
