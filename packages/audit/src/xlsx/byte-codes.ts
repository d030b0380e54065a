/** Character codes of the bytes the XML tokenisers compare against (module constants cost nothing in hot loops). */
export const LT = 60; // <
export const GT = 62; // >
export const SLASH = 47; // /
export const BANG = 33; // !
export const EQUALS = 61; // =
export const DOUBLE_QUOTE = 34; // "
export const SINGLE_QUOTE = 39; // '
export const DASH = 45; // -
export const AMP = 38; // &
export const UNDERSCORE = 95; // _
export const LETTER_C = 99;
export const LETTER_I = 105;
export const LETTER_R = 114;
export const LETTER_S = 115;
export const LETTER_T = 116;
export const LETTER_V = 118;
