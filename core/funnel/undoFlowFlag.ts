import type { BackNavigationHandler } from '../extensionPoints/backNavigationHandlers.ts';
import type { PluginState } from './definePluginState.ts';
import type { FlowFlags } from './FlowFlags.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { setFlowFlag } from './setFlowFlag.ts';

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
