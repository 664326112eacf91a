import type { FormData } from '../../core/api/entities/formData.ts';
import type { InitialFormDataResponse } from '../../core/api/initialFormData.ts';
import { apiFailure } from '../server/apiFailure.ts';
import { createFormToken } from '../server/formToken.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { hasSubscription, loadPartner } from '../store/loadPartner.ts';
import { loadAccount } from '../store/loadAccount.ts';
import { loadCampaign } from '../store/loadCampaign.ts';
import type { ApiHandler } from '../server/ApiRequest.ts';
import { campaignDeliveryDates } from './campaignDeliveryDates.ts';
import { isCompleteAddress } from './validateOrder.ts';
import { paymentMethodsFor } from './paymentMethods.ts';
import { grantsPreview, isOrderable } from './previewAccess.ts';

type Outcome = InitialFormDataResponse;

const failure = (message: NonNullable<Outcome['message']>): Outcome => ({ status: 'FAILURE', message });

/**
 * order/initialFormData (funnel.md section 4): finds the campaign by `wa` or `oid` within the
 * tenant, then decides GP_LOCKED, ORDER_EXISTS, FOLLOW_UP_OFFER, TRIAL_EXPIRED or SUCCESS from the
 * campaign and the logged-in customer. FOLLOW_UP_OFFER carries the form data, with which the
 * front end continues once the reader confirmed the offer. A campaign that is inactive or outside its
 * validity answers NO_OFFER_STORE, except in a staff preview (`preview=true` from staff of the
 * tenant): that answers it as readers will see it, marked `preview`, with a preview form token.
 */
export const handleInitialFormData: ApiHandler = (context, request) => {
  const wa = request.query.get('wa');
  const oid = request.query.get('oid');
  if (!wa && !oid) throw apiFailure(400, 'INVALID_QUERY', { fields: [{ path: 'wa', message: 'give wa or oid' }] });

  let campaign: CampaignRecord | undefined;
  if (wa) {
    campaign = loadCampaign(context.db, wa, request.tenant);
    if (!campaign) return { status: 200, json: failure('INVALID_SALES_CAMPAIGN_ID') };
  } else {
    const offer = context.db.prepare('SELECT * FROM offers WHERE offer_id = ? AND tenant = ?').get(oid, request.tenant);
    if (!offer) return { status: 200, json: failure('NO_DATA_FOR_OFFER_ID') };
    if (offer.campaign_id === null) return { status: 200, json: failure('NO_OFFER_STORE_FOR_OFFER_ID') };
    campaign = loadCampaign(context.db, String(offer.campaign_id), request.tenant);
    if (!campaign) return { status: 200, json: failure('NO_OFFER_STORE_FOR_OFFER_ID') };
  }
  if (campaign.unavailableCode) return { status: 200, json: failure(campaign.unavailableCode as NonNullable<Outcome['message']>) };
  // Staff of the tenant asking for the preview see the campaign as readers will; readers only an orderable one.
  const preview = grantsPreview(context.db, request);
  if (!preview && !isOrderable(campaign, context.now())) return { status: 200, json: failure('NO_OFFER_STORE') };

  const account = request.accountId === undefined ? undefined : loadAccount(context.db, request.accountId);
  const partner = account?.gpNr ? loadPartner(context.db, account.gpNr) : undefined;
  const view = campaign.view;
  if (partner && partner.status !== 'active') return { status: 200, json: { status: 'GP_LOCKED' } satisfies Outcome };

  const existingSubscription = partner ? hasSubscription(context.db, partner.gpNr, campaign.product, false) : false;
  if (existingSubscription && view.preventOrderWithExistingSubscription) return { status: 200, json: { status: 'ORDER_EXISTS' } };
  // The reader's confirmation is the front end's flag (funnel.md section 4), not a query parameter:
  // the follow-up answer carries the form data the confirmed reader orders with.
  const followUpOffer = existingSubscription && !view.allowOrderDespiteExistingSubscription;
  const schnorrer = partner ? hasSubscription(context.db, partner.gpNr, campaign.product, true) : false;
  if (!followUpOffer && schnorrer && !view.allowSchnorren) return { status: 200, json: { status: 'TRIAL_EXPIRED', printProductType: view.printProductType } };

  const now = context.now();
  const dates = campaignDeliveryDates(campaign, now);
  const privateAddress = partner
    ? (partner.addresses.privateAddress ?? null)
    : account
      ? { firstName: account.firstName, lastName: account.lastName, email: account.login, country: 'DE', nameEditable: true }
      : null;
  const addresses = {
    privateAddress,
    businessAddress: partner?.addresses.businessAddress ?? null,
    deliveryAddress: null,
    invoiceAddress: null,
  };
  // Only an explicit withCosts false makes a campaign free, as everywhere in the sandbox.
  const withCosts = view.withCosts !== false;
  const paymentMethodKeys = withCosts ? paymentMethodsFor(campaign, 'DE') : [];
  const paymentData = partner?.paymentData ?? null;
  const savedMethodKey = { card: 'Q', paypal: 'P', sepa: '7', invoice: 'Y' }[paymentData?.paymentMethod ?? ''] ?? '';
  const addressComplete = isCompleteAddress(addresses.privateAddress) || isCompleteAddress(addresses.businessAddress);
  const paymentReady = !withCosts || paymentMethodKeys.includes(savedMethodKey);
  const needsChoices = (view.numberOfBonuses ?? 0) > 0 || view.giftSubscription || view.lwl || view.studentSubscription || !!view.ageLimit;
  const formData: FormData = {
    gpNr: partner?.gpNr ?? null,
    orderWithoutAddress: campaign.orderWithoutAddress,
    addresses,
    salesCampaign: view,
    offerId: campaign.offerId ?? oid ?? null,
    schnorrer,
    existingSubscription,
    gpLockedOrArchived: false,
    registrationMandatory: view.registrationMandatory ?? false,
    paymentData,
    paymentMethodKeys,
    countries: { ...campaign.countries },
    regionSelectionOptions: campaign.regionOptions ? [...campaign.regionOptions] : null,
    trackingData: { categoryName: campaign.category },
    email: account?.login ?? null,
    mmNumber: partner?.mmNumber ?? null,
    sapConnectionFailed: partner?.sapUnavailable ?? false,
    token: createFormToken(context.secret, now, { tenant: campaign.tenant, salesCampaignId: campaign.id }, preview),
    startDate: view.subscriptionStartDate ?? dates.earliestDate,
    pva: campaign.regionOptions ? (partner?.district ?? 'EG') : null,
    gotoCheckData: addressComplete && paymentReady && !needsChoices && partner !== undefined,
    giftTimeLimit: view.giftSubscription ? (campaign.giftTimeLimit ?? 0) : null,
    loggedIn: account !== undefined,
    ...(preview ? { preview: true } : {}),
  };
  return { status: 200, json: { status: followUpOffer ? 'FOLLOW_UP_OFFER' : 'SUCCESS', formData } satisfies Outcome };
};
