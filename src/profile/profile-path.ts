/** The profile page's address (docs/architecture.md, Product rules). */
export const PROFILE_PATH = '/profile';
