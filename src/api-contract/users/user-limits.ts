/** The longest text searched for a user (part of a name, e-mail or student id). */
export const USER_SEARCH_MAX_LENGTH = 200;
