/** The release version of the checkout, logged at start (platform.md section 9) and shown in the admin home. */
export const appVersion = '1.98.4';
