import type { BackNavigationHandler } from '../extensionPoints/backNavigationHandlers.ts';
import type { FlowFlags } from './FlowFlags.ts';
import type { FunnelContext } from './FunnelContext.ts';
import { setFlowFlag } from './setFlowFlag.ts';

/**
 * A back-navigation handler on Start that undoes one flow flag (funnel.md section 2: "Back
 * navigation from Start undoes, in turn: student form shown, recruiter addresses saved, bonus cart
 * confirmed"), only where `appliesTo` says the plugin's campaign is in play.
 */
export function undoFlowFlag(spec: {
  readonly id: string;
  readonly order: number;
  readonly flag: keyof FlowFlags;
  readonly appliesTo?: (context: FunnelContext) => boolean;
}): BackNavigationHandler {
  return {
    id: spec.id,
    order: spec.order,
    routes: ['Start'],
    undo: (context) => {
      if (spec.appliesTo && !spec.appliesTo(context)) return false;
      if (!context.store.flags.value[spec.flag]) return false;
      setFlowFlag(context.store, spec.flag, false);
      return true;
    },
  };
}
