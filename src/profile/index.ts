/** The signed-in user's profile page. */
export { ProfilePage } from './profile-page';
export { PROFILE_PATH } from './profile-path';
