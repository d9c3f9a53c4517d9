import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { captcha, json, post } from './requests';

/** The demo identities of architecture.md section 6. */
export const DEMO = {
  intakePending: { ssn: '987654320', date_of_birth: '1950-01-15', code: 'INT-4320' },
  intakeInProgress: { ssn: '987654321', date_of_birth: '1948-03-02', code: 'INT-4321' },
  intakeRejected: { ssn: '987654322', date_of_birth: '1955-07-21', code: 'INT-4322' },
  onboardingPending: { ssn: '987654323', date_of_birth: '1960-11-30', code: 'ONB-4323' },
  onboardingInProgress: { ssn: '987654324', date_of_birth: '1945-05-05', code: 'ONB-4324' },
  onboardingRejected: { ssn: '987654325', date_of_birth: '1952-09-09', code: 'ONB-4325' },
  onboardingApproved: { ssn: '987654326', date_of_birth: '1958-12-12', code: 'ONB-4326' },
  client: { ssn: '987654327', date_of_birth: '1940-02-29', code: 'CLI-4327' },
} as const;

export const FREE_SSNS = ['987654328', '987654329'] as const;

export type DemoIdentity = { ssn: string; date_of_birth: string };

export async function login(app: FastifyInstance, who: DemoIdentity): Promise<string> {
  const response = await post(app, '/api/v1/website/login', { ssn: who.ssn, date_of_birth: who.date_of_birth, ...captcha('login') });
  expect(response.statusCode, response.body).toBe(200);
  return json(response).data.token as string;
}
