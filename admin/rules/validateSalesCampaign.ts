import { isRealIsoDate } from '../../core/index.ts';
import type { BillingFrequencyGroup, CountryGroup } from '../api/adminSalesCampaign.ts';
import type { SalesCampaignInput } from '../api/salesCampaignInput.ts';
import type { FieldError } from './FieldError.ts';

/** What the rules of a campaign depend on besides the campaign: the choices of its detail. */
export interface SalesCampaignChoices {
  readonly countryGroups: readonly CountryGroup[];
  readonly billingFrequencyGroups: readonly BillingFrequencyGroup[];
  /** Material numbers of the bonuses the campaign may be given (its availableBonuses). */
  readonly assignableBonuses: readonly string[];
}

const domestic = 'DE';

function checkTexts(campaign: SalesCampaignInput): FieldError[] {
  const errors: FieldError[] = [];
  if (campaign.name.trim() === '') errors.push({ path: 'name', message: 'Bitte geben Sie einen Namen ein.' });
  campaign.infoPoints.forEach((point, index) => {
    if (point.trim() === '')
      errors.push({ path: `infoPoints.${index}`, message: 'Bitte füllen Sie den Infopunkt aus oder entfernen Sie ihn.' });
  });
  campaign.priceInfos.forEach((info, index) => {
    if (info.description.trim() === '')
      errors.push({ path: `priceInfos.${index}.description`, message: 'Bitte geben Sie eine Beschreibung ein.' });
    if (info.price !== null && info.price < 0)
      errors.push({ path: `priceInfos.${index}.price`, message: 'Der Preis darf nicht negativ sein.' });
  });
  return errors;
}

function checkDates(campaign: SalesCampaignInput): FieldError[] {
  const errors = [
    ...checkPeriod({ path: 'validFrom', value: campaign.validFrom }, { path: 'validUntil', value: campaign.validUntil }),
    ...checkPeriod(
      { path: 'subscriptionStartDate', value: campaign.subscriptionStartDate },
      { path: 'subscriptionEndDate', value: campaign.subscriptionEndDate },
    ),
  ];
  const [first, last] = [campaign.subscriptionIssueStartNumber, campaign.subscriptionIssueEndNumber];
  if (first !== null && last !== null && last < first) {
    errors.push({ path: 'subscriptionIssueEndNumber', message: 'Die letzte Ausgabe darf nicht vor der ersten liegen.' });
  }
  return errors;
}

function checkDelivery(campaign: SalesCampaignInput, choices: SalesCampaignChoices): FieldError[] {
  const errors: FieldError[] = [];
  const group = choices.countryGroups.find((entry) => entry.id === campaign.countryGroup);
  if (!group) errors.push({ path: 'countryGroup', message: 'Bitte wählen Sie eine Ländergruppe.' });
  if (!campaign.countries.includes(domestic))
    errors.push({ path: 'countries', message: 'Deutschland muss als Lieferland enthalten sein.' });
  campaign.countries.forEach((country, index) => {
    if (campaign.countries.indexOf(country) !== index) errors.push({ path: `countries.${index}`, message: `${country} ist doppelt.` });
    else if (group && !(country in group.countries))
      errors.push({ path: `countries.${index}`, message: `${country} gehört nicht zur Ländergruppe „${group.name}“.` });
  });
  for (const [country, methods] of Object.entries(campaign.paymentMethods)) {
    if (country !== '*' && !campaign.countries.includes(country)) {
      errors.push({ path: `paymentMethods.${country}`, message: `In dieses Land (${country}) liefert die Aktion nicht.` });
    } else if (new Set(methods).size !== methods.length) {
      errors.push({ path: `paymentMethods.${country}`, message: 'Eine Zahlungsart ist doppelt gewählt.' });
    }
  }
  if (campaign.withCosts) {
    for (const country of campaign.countries) {
      const methods = campaign.paymentMethods[country] ?? campaign.paymentMethods['*'] ?? [];
      if (methods.length === 0) {
        errors.push({
          path: `paymentMethods.${country}`,
          message: `Bitte wählen Sie mindestens eine Zahlungsart für ${group?.countries[country] ?? country}.`,
        });
      }
    }
  }
  return errors;
}

function checkOffer(campaign: SalesCampaignInput, choices: SalesCampaignChoices): FieldError[] {
  const errors: FieldError[] = [];
  const billing = choices.billingFrequencyGroups.find((entry) => entry.id === campaign.billingFrequencyGroup);
  if (!billing) errors.push({ path: 'billingFrequencyGroup', message: 'Bitte wählen Sie eine Gruppe von Zahlungsrhythmen.' });
  else if (billing.billingFrequencies.length === 0 && campaign.recurring) {
    errors.push({ path: 'recurring', message: 'Ein Einmalkauf ohne Zahlungsrhythmus kann sich nicht verlängern.' });
  }
  if (campaign.allowOrderDespiteExistingSubscription && campaign.preventOrderWithExistingSubscription) {
    errors.push({
      path: 'preventOrderWithExistingSubscription',
      message: 'Eine Bestellung trotz bestehenden Abos kann nicht zugleich erlaubt und verhindert werden.',
    });
  }
  if (campaign.timeLimitSelectable && !campaign.giftSubscription) {
    errors.push({ path: 'timeLimitSelectable', message: 'Die Laufzeit ist nur beim Geschenkabo wählbar.' });
  }
  const kinds = (['giftSubscription', 'lwl', 'studentSubscription'] as const).filter((kind) => campaign[kind]);
  for (const kind of kinds.slice(1)) {
    errors.push({ path: kind, message: 'Geschenkabo, Leser werben Leser und Studentenabo schließen einander aus.' });
  }
  if (campaign.ageLimit !== null && (campaign.ageLimit < 18 || campaign.ageLimit > 99)) {
    errors.push({ path: 'ageLimit', message: 'Die Altersgrenze muss zwischen 18 und 99 Jahren liegen.' });
  }
  return errors;
}

function checkBonuses(campaign: SalesCampaignInput, choices: SalesCampaignChoices): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  campaign.bonuses.forEach((entry, index) => {
    if (seen.has(entry.materialNumber))
      errors.push({ path: `bonuses.${index}.materialNumber`, message: 'Diese Prämie ist schon zugeordnet.' });
    else if (!choices.assignableBonuses.includes(entry.materialNumber)) {
      errors.push({ path: `bonuses.${index}.materialNumber`, message: 'Diese Prämie kann der Aktion nicht zugeordnet werden.' });
    }
    seen.add(entry.materialNumber);
    if (entry.validUntil !== null && !isRealIsoDate(entry.validUntil)) {
      errors.push({ path: `bonuses.${index}.validUntil`, message: 'Bitte geben Sie ein gültiges Datum ein.' });
    }
  });
  const count = campaign.numberOfBonuses;
  const fixed = campaign.bonuses.filter((entry) => entry.fixedBonus).length;
  if (campaign.bonuses.length === 0 && count > 0) {
    errors.push({ path: 'numberOfBonuses', message: 'Ohne zugeordnete Prämien kann keine Prämie gewählt werden.' });
  } else if (campaign.bonuses.length > 0 && count === 0) {
    errors.push({ path: 'numberOfBonuses', message: 'Mit zugeordneten Prämien muss mindestens eine Prämie vorgesehen sein.' });
  } else if (count > campaign.bonuses.length) {
    errors.push({ path: 'numberOfBonuses', message: `Es sind nur ${campaign.bonuses.length} Prämien zugeordnet.` });
  } else if (count < fixed) {
    errors.push({ path: 'numberOfBonuses', message: `Die Zahl muss die ${fixed} festen Prämien einschließen.` });
  }
  return errors;
}

/**
 * The rules of a sales campaign staff save, each refusal with its field and a German message:
 * texts filled, periods in order, delivery countries within the group and including Germany,
 * a payment method for every country of a campaign with costs, billing group and flags that fit
 * together, bonuses the campaign may have and a number of bonuses that fits them. Shared by the
 * admin UI (before sending) and the server.
 */
export function validateSalesCampaign(campaign: SalesCampaignInput, choices: SalesCampaignChoices): FieldError[] {
  return [
    ...checkTexts(campaign),
    ...checkDates(campaign),
    ...checkDelivery(campaign, choices),
    ...checkOffer(campaign, choices),
    ...checkBonuses(campaign, choices),
  ];
}

/** The errors of an optional period: each end a real day, the end not before the start. */
function checkPeriod(from: { path: string; value: string | null }, until: { path: string; value: string | null }): FieldError[] {
  const errors: FieldError[] = [];
  for (const end of [from, until]) {
    if (end.value !== null && !isRealIsoDate(end.value))
      errors.push({ path: end.path, message: 'Bitte geben Sie ein gültiges Datum ein.' });
  }
  if (errors.length === 0 && from.value !== null && until.value !== null && until.value < from.value) {
    errors.push({ path: until.path, message: 'Das Ende darf nicht vor dem Beginn liegen.' });
  }
  return errors;
}
