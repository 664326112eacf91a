import type { DatabaseSync } from 'node:sqlite';
import type { AddressInput } from '../../core/api/entities/addressInput.ts';
import type { OrderRequest } from '../../core/api/entities/orderRequest.ts';
import type { PartnerRecord } from '../store/loadPartner.ts';
import { loadPartner } from '../store/loadPartner.ts';

const normalise = (name: string | null | undefined): string => (name ?? '').trim().toLocaleLowerCase('de-DE').replace(/\s+/g, ' ');

/** Whether the name of an order address is the customer's: the last name, or the company name of a business customer (as connectUser compares). */
export function isCustomerName(partner: Pick<PartnerRecord, 'lastName'>, address: Pick<AddressInput, 'lastName' | 'companyName'> | null | undefined): boolean {
  const wanted = normalise(partner.lastName);
  return wanted !== '' && (normalise(address?.lastName) === wanted || normalise(address?.companyName) === wanted);
}

/**
 * The customer number an order is stored under: the logged-in customer's own (a number in the
 * request is ignored), else the number the reader typed only when it is an active customer of the
 * tenant whose name is the orderer's; otherwise none, so nobody can put an order on another
 * customer's account by naming their number.
 */
export function orderCustomerNumber(db: DatabaseSync, order: OrderRequest, tenant: string, loggedIn: PartnerRecord | undefined, orderer: AddressInput | null | undefined): string | null {
  if (loggedIn) return loggedIn.gpNr;
  if (!order.gpNr) return null;
  const named = loadPartner(db, order.gpNr);
  return named && named.tenant === tenant && named.status === 'active' && isCustomerName(named, orderer) ? named.gpNr : null;
}
