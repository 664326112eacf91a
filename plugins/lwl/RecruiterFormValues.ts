/** The values of the recruiter's address form that precedes the order form. */
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
