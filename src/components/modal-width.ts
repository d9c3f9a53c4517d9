/** Spec section 9: modals are 400 px wide (less on a narrow phone). */
export const MODAL_WIDTH = 400;
