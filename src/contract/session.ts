/** Session constants of spec section 9. */
export const AUTH_COOKIE_NAME = 'authToken';
export const AUTH_TOKEN_DAYS = 2;
export const USER_INFO_STORAGE_KEY = 'userInfo';

/** WCAG 2.2.1: a session unused this long ends (the server's default SESSION_IDLE_MINUTES). */
export const SESSION_IDLE_MINUTES = 15;
/** How long before the end the app warns and offers to stay signed in. */
export const SESSION_WARNING_MINUTES = 2;
/** The `code` of the server's 401 for a token left unused past the idle limit. */
export const IDLE_SESSION_CODE = 'session_idle';
