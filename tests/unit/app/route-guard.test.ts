// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRoute } from '@/app/route-guard';
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
