import { validate } from 'superstruct';
import type { FunnelStore } from '../funnel/FunnelStore.ts';
import type { PluginRegistry } from '../plugin/wirePlugins.ts';
import { persistedFunnelState, persistedStateVersion, type PersistedFunnelState } from './persistedFunnelState.ts';

/** The funnel state as it is saved before a payment round trip. */
export function takeSnapshot(store: FunnelStore, plugins: PluginRegistry): PersistedFunnelState {
  const formData = store.formData.value;
  if (!formData) throw new Error('There is no order to save: the initial load has not succeeded.');
  const declared = new Set(plugins.states.filter((state) => state.persisted).map((state) => state.id));
  const pluginState = Object.fromEntries(Object.entries(store.pluginState.value).filter(([key]) => declared.has(key)));
  const login = store.login.value;
  // A JSON round trip drops undefined fields, which the schema's optional fields expect absent.
  return JSON.parse(
    JSON.stringify({
      version: persistedStateVersion,
      entry: store.entry.value,
      login: login.status === 'loggedOut' ? { status: 'loggedOut', serviceTicketUrl: login.serviceTicketUrl } : login,
      formData,
      orderFormValues: store.orderFormValues.value,
      addresses: store.addresses.value,
      secondPersonAddresses: store.secondPersonAddresses.value,
      role: store.role.value,
      flags: store.flags.value,
      payment: store.payment.value,
      price: store.price.value,
      startDate: store.startDate.value,
      bonusCart: store.bonusCart.value,
      pluginState,
      paymentUniqueId: store.paymentUniqueId.value,
      orderResult: store.orderResult.value,
    }),
  ) as PersistedFunnelState;
}

/** Why a snapshot was not restored. */
export type SnapshotRefusal = { readonly reason: 'shape' | 'pluginState'; readonly detail: string };

/**
 * Checks a parsed snapshot against the state schema and every plugin state in it against the schema of the
 * persisted state of that id (`definePluginState`). Anything that does not fit refuses the whole snapshot: a state that was
 * tampered with must not be half restored.
 */
export function checkSnapshot(value: unknown, plugins: PluginRegistry): { snapshot: PersistedFunnelState } | { refusal: SnapshotRefusal } {
  const [error, snapshot] = validate(value, persistedFunnelState);
  if (error) return { refusal: { reason: 'shape', detail: `${error.path.join('.') || '(state)'}: ${error.message}` } };
  const persisted = new Map(plugins.states.filter((state) => state.persisted).map((state) => [state.id, state.schema]));
  for (const [key, slice] of Object.entries(snapshot.pluginState)) {
    const schema = persisted.get(key);
    if (!schema) return { refusal: { reason: 'pluginState', detail: `${key}: no plugin declares this state as persisted` } };
    const [sliceError] = validate(slice, schema);
    if (sliceError) return { refusal: { reason: 'pluginState', detail: `${key}.${sliceError.path.join('.')}: ${sliceError.message}` } };
  }
  return { snapshot };
}

/** Puts a checked snapshot back into the store, all signals in one go. */
export function applySnapshot(store: FunnelStore, snapshot: PersistedFunnelState): void {
  store.entry.value = snapshot.entry;
  store.login.value =
    snapshot.login.status === 'loggedOut' ? { status: 'loggedOut', serviceTicketUrl: snapshot.login.serviceTicketUrl } : snapshot.login;
  store.formData.value = snapshot.formData;
  store.orderFormValues.value = snapshot.orderFormValues as FunnelStore['orderFormValues']['value'];
  store.addresses.value = snapshot.addresses;
  store.secondPersonAddresses.value = snapshot.secondPersonAddresses;
  store.role.value = snapshot.role;
  store.flags.value = snapshot.flags;
  store.payment.value = {
    methodKey: snapshot.payment.methodKey as FunnelStore['payment']['value']['methodKey'],
    billingFrequency: snapshot.payment.billingFrequency,
    paymentData: snapshot.payment.paymentData,
    ...(snapshot.payment.processId ? { processId: snapshot.payment.processId } : {}),
  };
  store.price.value = {
    result: snapshot.price.result,
    deliveryDateInfo: snapshot.price.deliveryDateInfo,
    callFailed: snapshot.price.callFailed,
  };
  store.startDate.value = snapshot.startDate;
  store.bonusCart.value = snapshot.bonusCart;
  store.pluginState.value = snapshot.pluginState;
  store.paymentUniqueId.value = snapshot.paymentUniqueId;
  store.orderResult.value = snapshot.orderResult;
}
