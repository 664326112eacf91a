/** Route names of the order app (funnel.md section 2, platform.md section 2). */
export type RouteName =
  | 'Start'
  | 'PaymentPage'
  | 'VerificationPage'
  | 'SuccessPage'
  | 'RegistrationSuccess'
  | 'OrderExists'
  | 'FollowUpOffer'
  | 'ErrorPage'
  | 'GpLocked';
