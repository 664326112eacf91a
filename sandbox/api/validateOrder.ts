import { differenceInYears, parseISO } from 'date-fns';
import type { AddressesInput } from '../../core/api/entities/addressesInput.ts';
import type { OrderRequest } from '../../core/api/entities/orderRequest.ts';
import { isPayoutBonus } from '../../core/domain/isPayoutBonus.ts';
import type { CampaignRecord } from '../store/CampaignRecord.ts';
import { paymentMethodsFor } from './paymentMethods.ts';
import type { Address } from '../../core/api/entities/address.ts';

/** A field an order request got wrong, with the reason. */
export interface OrderFieldProblem {
  readonly path: string;
  readonly message: string;
}

const filled = (value: string | null | undefined): boolean => (value ?? '').trim().length >= 2;

function checkAddresses(path: string, addresses: AddressesInput | null | undefined, needFull: boolean, problems: OrderFieldProblem[]): void {
  const main = addresses?.privateAddress ?? addresses?.businessAddress;
  if (!main) {
    problems.push({ path, message: 'a private or business address is required' });
    return;
  }
  const kind = addresses?.privateAddress ? 'privateAddress' : 'businessAddress';
  if (!filled(main.lastName) && !filled(main.companyName)) problems.push({ path: `${path}.${kind}.lastName`, message: 'name required' });
  if (needFull && !isCompleteAddress(main)) problems.push({ path: `${path}.${kind}`, message: 'full postal address required' });
}

/**
 * Checks an order request against its campaign (funnel.md sections 3 to 5): payment method and
 * data, required addresses per variant, e-mail, student upload, young-adult data, bonuses,
 * loyalty number and region. Returns every problem found.
 */
export function validateOrder(
  order: OrderRequest,
  campaign: CampaignRecord,
  situation: { readonly loggedIn: boolean; readonly uploadExists: boolean; readonly today: Date },
): OrderFieldProblem[] {
  const problems: OrderFieldProblem[] = [];
  const view = campaign.view;
  const needFull = !(order.dummyAddress ?? false) || !campaign.orderWithoutAddress;
  const own = view.giftSubscription ? order.recipientAddresses : view.lwl ? order.purchaserAddresses : order.addresses;
  const ownPath = view.giftSubscription ? 'recipientAddresses' : view.lwl ? 'purchaserAddresses' : 'addresses';
  if (!(campaign.orderWithoutAddress && order.dummyAddress)) checkAddresses(ownPath, own, needFull && view.printProductType !== 'D', problems);
  const main = own?.privateAddress ?? own?.businessAddress;
  const country = (own?.deliveryAddress?.country ?? main?.country ?? 'DE').toUpperCase();
  if (!(country in campaign.countries)) problems.push({ path: `${ownPath}.privateAddress.country`, message: 'country not offered' });
  // Without a price abroad there is nothing to bind the reader to; the reader service takes such orders.
  else if (view.noResultAbroad && country !== 'DE') problems.push({ path: `${ownPath}.privateAddress.country`, message: 'no price for this country: order through the reader service' });
  if (view.emailMandatory && !view.giftSubscription && !(campaign.orderWithoutAddress && order.dummyAddress) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(main?.email ?? '')) {
    problems.push({ path: `${ownPath}.privateAddress.email`, message: 'e-mail required' });
  }

  if (view.registrationMandatory && !situation.loggedIn) problems.push({ path: '(session)', message: 'registration is mandatory: log in first' });

  if (view.withCosts !== false) {
    const methods = paymentMethodsFor(campaign, country);
    const key = order.paymentMethodKey;
    if (!key || !methods.includes(key)) {
      problems.push({ path: 'paymentMethodKey', message: `choose one of ${methods.join(', ') || '(none for this country)'}` });
    }
    const payment = order.purchaserPaymentData;
    if (key === 'Q' && !payment?.pseudoCardPan) problems.push({ path: 'purchaserPaymentData.pseudoCardPan', message: 'card payment needs a pseudo card number' });
    if (key === '7' && !payment?.iban) problems.push({ path: 'purchaserPaymentData.iban', message: 'SEPA needs an IBAN' });
    if (key === 'P' && !payment?.payPalCode) problems.push({ path: 'purchaserPaymentData.payPalCode', message: 'PayPal needs the agreement code' });
  }

  if (view.giftSubscription) {
    checkAddresses('purchaserAddresses', order.purchaserAddresses, false, problems);
    if (order.loggedInCustomerRole !== 'purchaser' && order.loggedInCustomerRole !== 'recipient') {
      problems.push({ path: 'loggedInCustomerRole', message: 'gift orders need purchaser or recipient' });
    }
    if (view.timeLimitSelectable && (order.timeLimit === undefined || order.timeLimit === null)) problems.push({ path: 'timeLimit', message: 'choose 0, 3, 6 or 12' });
  } else if (order.timeLimit) {
    problems.push({ path: 'timeLimit', message: 'only gift campaigns have a time limit' });
  }

  const chosen = order.bonusMatNrs ?? [];
  const bonuses = view.bonuses ?? [];
  const cashChosen = bonuses.some((entry) => isPayoutBonus(entry.bonus) && chosen.includes(entry.bonus.materialNumber));
  if (view.lwl) {
    checkAddresses('agentAddresses', order.agentAddresses, true, problems);
    if (order.loggedInCustomerRole !== 'purchaser' && order.loggedInCustomerRole !== 'agent') {
      problems.push({ path: 'loggedInCustomerRole', message: 'lwl orders need purchaser or agent' });
    }
    if (cashChosen && !order.agentPaymentData?.iban) problems.push({ path: 'agentPaymentData.iban', message: 'the cash bonus needs the recruiter\'s IBAN' });
  } else if (cashChosen && !order.cashBonusPaymentData?.iban) {
    problems.push({ path: 'cashBonusPaymentData.iban', message: 'the cash bonus needs the payout account' });
  }
  // The payout account belongs to a cash bonus paid to the purchaser; lwl pays the recruiter through agentPaymentData.
  if (order.cashBonusPaymentData && (view.lwl || !cashChosen)) {
    problems.push({ path: 'cashBonusPaymentData', message: view.lwl ? 'lwl pays the cash bonus out through agentPaymentData' : 'no cash bonus chosen' });
  }

  if (view.studentSubscription && !situation.uploadExists) {
    problems.push({ path: 'studentEnrollmentCertificateUploadId', message: 'upload the enrolment certificate first' });
  }

  if (view.ageLimit) {
    if (!order.birthDate) problems.push({ path: 'birthDate', message: 'birth date required' });
    else {
      const age = differenceInYears(situation.today, parseISO(order.birthDate));
      if (age < 18 || age >= view.ageLimit) problems.push({ path: 'birthDate', message: `age must be 18 to ${view.ageLimit - 1}` });
    }
    if (!order.mrz) problems.push({ path: 'mrz', message: 'ID card zone required' });
  }

  const allowed = new Map<string, string>();
  for (const entry of bonuses) {
    allowed.set(entry.bonus.materialNumber, entry.bonus.materialNumber);
    for (const variant of entry.bonus.variants ?? []) allowed.set(variant.materialNumber, entry.bonus.materialNumber);
  }
  const seenParents = new Set<string>();
  for (const [index, number] of chosen.entries()) {
    const parent = allowed.get(number);
    if (!parent) problems.push({ path: `bonusMatNrs.${index}`, message: `${number} is not a bonus of this campaign` });
    else if (seenParents.has(parent)) problems.push({ path: `bonusMatNrs.${index}`, message: `bonus ${parent} is chosen more than once` });
    else if (parent === number && (bonuses.find((entry) => entry.bonus.materialNumber === number)?.bonus.variants?.length ?? 0) > 0) {
      problems.push({ path: `bonusMatNrs.${index}`, message: `${number} is configurable: send a variant` });
    }
    if (parent) seenParents.add(parent);
  }
  // Each bonus counts once and the cart holds at most numberOfBonuses (funnel.md section 4, "Bonus cart").
  if (chosen.length > (view.numberOfBonuses ?? 0)) {
    problems.push({ path: 'bonusMatNrs', message: `at most ${view.numberOfBonuses ?? 0} bonuses, got ${chosen.length}` });
  }
  const parents = new Set(chosen.map((number) => allowed.get(number)).filter(Boolean));
  for (const entry of bonuses) {
    if (entry.fixedBonus && !parents.has(entry.bonus.materialNumber)) {
      problems.push({ path: 'bonusMatNrs', message: `fixed bonus ${entry.bonus.materialNumber} missing` });
    }
  }
  if ((view.numberOfBonuses ?? 0) > 0 && bonuses.length > 0 && parents.size !== Math.min(view.numberOfBonuses ?? 0, bonuses.length)) {
    problems.push({ path: 'bonusMatNrs', message: `choose ${view.numberOfBonuses} bonuses` });
  }
  // An empty Miles & More number is allowed (funnel.md section 5); only a given one must pass the check digit.
  if (order.mmNumber && !isValidMmNumber(order.mmNumber)) problems.push({ path: 'mmNumber', message: 'check digit wrong' });

  if (campaign.regionOptions) {
    const codes = campaign.regionOptions.map((option) => option.code);
    if (!order.pva || order.pva === '-' || !codes.includes(order.pva)) problems.push({ path: 'pva', message: `choose one of ${codes.join(', ')}` });
  }
  return problems;
}

/** The loyalty number check of funnel.md section 5 (a Luhn check digit); empty is allowed. */
function isValidMmNumber(value: string): boolean {
  if (value === '') return true;
  if (!/^\d+$/.test(value)) return false;
  const digits = [...value].map(Number);
  const check = digits.pop() ?? 0;
  const sum = digits.reverse().reduce((total, digit, index) => {
    const product = index % 2 === 0 ? digit * 2 : digit;
    return total + (product > 9 ? product - 9 : product);
  }, 0);
  return (Math.ceil(sum / 10) * 10 - sum) === check;
}

/** Completeness asks only that a field is not blank (the name check above wants two characters). */
const present = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

/** Street, number, zip and city, or post office box, box zip and box city (funnel.md section 5, completeness). */
export function isCompleteAddress(address: Address | null | undefined): boolean {
  if (!address) return false;
  const street = present(address.street) && present(address.streetNumber) && present(address.zipCode) && present(address.city);
  const box = present(address.postOfficeBox) && present(address.postOfficeBoxZipCode) && present(address.postOfficeBoxCity);
  return street || box;
}
