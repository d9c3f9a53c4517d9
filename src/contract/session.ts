/** Session constants of spec section 9. */
export const AUTH_COOKIE_NAME = 'authToken';
export const AUTH_TOKEN_DAYS = 2;
export const USER_INFO_STORAGE_KEY = 'userInfo';
