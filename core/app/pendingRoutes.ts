/** Spec routes owned by plugins (payment returns, admin). Until a tenant enables the plugin, core answers them. */
export const pendingRoutes: readonly { readonly path: string; readonly title: string; readonly area: 'order' | 'internal' }[] = [
  { path: '/paypal/agreement/result', title: 'PayPal-Zahlung', area: 'order' },
  { path: '/card/agreement/result', title: 'Kartenzahlung', area: 'order' },
  { path: '/card/oneoffpay/result', title: 'Kartenzahlung', area: 'order' },
  { path: '/internal/userManagement/:userType', title: 'Benutzerverwaltung', area: 'internal' },
  { path: '/internal/SalesCampaignsApproval', title: 'Freigegebene Verkaufsaktionen', area: 'internal' },
  { path: '/internal/salesCampaignsOverview', title: 'Verkaufsaktionen', area: 'internal' },
  { path: '/internal/salesCampaignCustomizing/:salesCampaignId', title: 'Verkaufsaktion bearbeiten', area: 'internal' },
  { path: '/internal/orderBonusesOverview', title: 'Prämien', area: 'internal' },
  { path: '/internal/orderBonusCustomizing/:materialNumber', title: 'Prämie bearbeiten', area: 'internal' },
  { path: '/internal/complexOrderBonus/neuAnlage', title: 'Konfigurierbare Prämie anlegen', area: 'internal' },
  { path: '/internal', title: 'Verwaltung', area: 'internal' },
];
