/** The shell feature's public face: what other features may use. */
export { socialProfiles } from './social-links';
export { useOpenUntilNavigation } from './use-open-until-navigation';
