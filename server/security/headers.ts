import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

const GOOGLE_RECAPTCHA = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * Helmet's headers with a CSP the MUI app runs under: emotion injects <style> tags (hence
 * 'unsafe-inline' for styles only), fonts and images are self-hosted, the service worker
 * and manifest come from our origin, and nobody may frame the app. Google's reCAPTCHA
 * hosts are allowed only when the server has a reCAPTCHA secret.
 */
export function contentSecurityPolicy(recaptcha: boolean): Record<string, string[] | null> {
  const google = recaptcha ? GOOGLE_RECAPTCHA : [];
  return {
    defaultSrc: ["'self'"],
    baseUri: ["'self'"],
    scriptSrc: ["'self'", ...google],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:', ...(recaptcha ? ['https://www.gstatic.com/recaptcha/'] : [])],
    // The build writes no font as a data URL (vite.config.ts, assetsInlineLimit).
    fontSrc: ["'self'"],
    connectSrc: ["'self'", ...google],
    frameSrc: recaptcha ? ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'] : ["'none'"],
    frameAncestors: ["'none'"],
    workerSrc: ["'self'"],
    manifestSrc: ["'self'"],
    objectSrc: ["'none'"],
    formAction: ["'self'"],
    // Plain http on localhost must keep working; TLS in front of the server adds HSTS anyway.
    upgradeInsecureRequests: null,
  };
}

/**
 * Powerful features the app never uses are denied to it and to anything it could embed.
 * The camera stays allowed for our own origin only: the onboarding's photo is taken through a
 * file input, which some browsers open on the camera. Only features Chromium knows are named
 * (an unknown one is reported on the console of every page).
 */
export const PERMISSIONS_POLICY = [
  'camera=(self)',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
  'browsing-topics=()',
].join(', ');

export async function registerSecurityHeaders(app: FastifyInstance, recaptcha: boolean): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(recaptcha) },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
  });
}
