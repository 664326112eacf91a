/** A logged-in user's answer to the lwl role choice: recruiting a new subscriber or being the one recruited. */
export type LwlRoleChoice = 'recruiting' | 'receiving';
