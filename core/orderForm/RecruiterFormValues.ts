/** The values of the recruiter or giver address form that precedes the order form (funnel.md section 2, step 3). */
export interface RecruiterFormValues {
  salutation?: string;
  firstName?: string;
  lastName?: string;
  street?: string;
  streetNumber?: string;
  zipCode?: string;
  city?: string;
  country?: string;
  email?: string;
}
