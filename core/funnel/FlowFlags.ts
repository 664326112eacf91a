import type { FunnelStore } from './FunnelStore.ts';
import type { BackNavigationHandler } from '../extensionPoints/backNavigationHandlers.ts';
import type { PluginState } from './definePluginState.ts';
import type { FunnelContext } from './FunnelContext.ts';

/**
 * Core's flow flags (funnel.md section 4, platform.md section 4). The spec's other flags belong to the plugin that
 * owns each feature and are its persisted state (`definePluginState`): orderBonusCartConfirmed,
 * studentOrderFormWasShown, youngAdultOrderFormWasShown, creditCardDeclined and creditCardTimeInvalid.
 */
export interface FlowFlags {
  readonly paymentMethodSelected: boolean;
  readonly billingFrequencySelected: boolean;
  /** The spec's recruiterAddressesSaved: the second person's addresses (a gift's giver, an lwl recruiter) are saved. */
  readonly secondPersonAddressesSaved: boolean;
  readonly followUpOfferConfirmedByUser: boolean;
  readonly orderCreated: boolean;
}

/** Every flow flag off: the state of a fresh order. */
export const initialFlowFlags: FlowFlags = {
  paymentMethodSelected: false,
  billingFrequencySelected: false,
  secondPersonAddressesSaved: false,
  followUpOfferConfirmedByUser: false,
  orderCreated: false,
};

/** Sets one flow flag, leaving the others as they are. */
export function setFlowFlag(store: FunnelStore, flag: keyof FlowFlags, value: boolean): void {
  if (store.flags.value[flag] === value) return;
  store.flags.value = { ...store.flags.value, [flag]: value };
}

/** A core flow flag by name, or a plugin's own flag declared with `definePluginState` (schema `boolean()`). */
export type UndoableFlag = keyof FlowFlags | PluginState<boolean>;

const isSet = (context: FunnelContext, flag: UndoableFlag) =>
  typeof flag === 'string' ? context.store.flags.value[flag] : flag.read(context.store) === true;

function clear(context: FunnelContext, flag: UndoableFlag): void {
  if (typeof flag === 'string') setFlowFlag(context.store, flag, false);
  else flag.write(context.store, false);
}

/**
 * A back-navigation handler on Start that undoes one flow flag (funnel.md section 2: "Back
 * navigation from Start undoes, in turn: student form shown, recruiter addresses saved, bonus cart
 * confirmed"), only where `appliesTo` says the plugin's campaign is in play. With `holdsReader` the set flag
 * also keeps the reader in the funnel on back from the exit pages beside Start.
 */
export function undoFlowFlag(spec: {
  readonly id: string;
  readonly order: number;
  readonly flag: UndoableFlag;
  readonly appliesTo?: (context: FunnelContext) => boolean;
  readonly holdsReader?: boolean;
}): BackNavigationHandler {
  return {
    id: spec.id,
    order: spec.order,
    routes: ['Start'],
    undo: (context) => {
      if (spec.appliesTo && !spec.appliesTo(context)) return false;
      if (!isSet(context, spec.flag)) return false;
      clear(context, spec.flag);
      return true;
    },
    ...(spec.holdsReader ? { holdsReader: (context: FunnelContext) => isSet(context, spec.flag) } : {}),
  };
}
