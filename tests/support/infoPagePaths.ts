/** The pages a reader may open by their path alone (error pages, OrderExists, FollowUpOffer, GpLocked, RegistrationSuccess). */
export const infoPagePaths: readonly string[] = [
  '/neubestellung/abo/error/server',
  '/neubestellung/abo/error/productunavailable',
  '/neubestellung/abo/error/trialexpired',
  '/neubestellung/abo/orderexists',
  '/neubestellung/abo/FollowUpOffer',
  '/accountlocked',
  '/registrationSuccess',
];
