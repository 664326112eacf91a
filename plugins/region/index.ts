import { array, boolean, defaulted, object, size, string, type Infer } from 'superstruct';
import {
  contribute,
  definePlugin,
  defineLazyContribution,
  formSections,
  orderRequestContributors,
  type FormSectionProps,
  type FunnelContext,
  verificationBlocks,
  resolveOptions,
} from '../../core/index.ts';
import { chosenPva, initialPva, shouldSendPva } from './chosenPva.ts';
import { regionOptions, resolveRegionOptions, type RegionChoice } from './regionOptions.ts';
import { regionTexts, validateRegionSection } from './regionTexts.ts';

// The one source of region's options: their type, defaults and rules.
const optionsSchema = object({
  /** The tenant's region list, used when the form data sends no regionSelectionOptions; the Black Forest list by default. */
  regions: defaulted(size(array(object({ code: size(string(), 1, 10), name: size(string(), 1, 80) })), 1, 50), () => [...regionOptions]),
  /** Whether '-' (no region) may be preset when 'EG' is not offered; false by default. */
  allowNoRegion: defaulted(boolean(), false),
});

/** Options of {@link region}, inferred from its schema. */
export type RegionOptions = Partial<Infer<typeof optionsSchema>>;

/**
 * Region selection (pva) for tenants with the region flag (funnel.md sections 1, 3 and 5): a
 * required select in the order form, preset to 'EG', else '-' when allowed, else the address's
 * district; sent with the order (for digital campaigns only when regions exist and it is not '-').
 * Does nothing for a tenant whose `flags.region` is false.
 */
export function region(options: RegionOptions = {}) {
  const { settings, resolved } = resolveOptions(options, optionsSchema);
  const fallback: readonly RegionChoice[] = resolved.regions;
  const allowNoRegion = resolved.allowNoRegion;
  const choices = (context: FunnelContext) => resolveRegionOptions(context, fallback);
  const isActive = (context: FunnelContext) =>
    context.tenant.flags.region && context.store.formData.value !== undefined && choices(context).length > 0;
  const RegionSection = defineLazyContribution(() => import('./RegionSection.tsx'), {
    exportName: 'RegionSection',
    props: (props: FormSectionProps) => ({ ...props, options: choices(props.context) }),
  });
  const RegionBlock = defineLazyContribution(() => import('./RegionVerificationBlock.tsx'), {
    exportName: 'RegionVerificationBlock',
    props: (props: { readonly context: FunnelContext }) => ({ ...props, options: isActive(props.context) ? choices(props.context) : [] }),
  });
  return definePlugin({
    id: 'region',
    options: settings,
    optionsSchema,
    texts: [regionTexts],
    contributes: [
      contribute(formSections, {
        id: 'region',
        placement: 'afterAddress',
        isActive,
        component: RegionSection,
        initialValues: (context) => ({ pva: initialPva(context, choices(context), allowNoRegion) || '-' }),
        validate: validateRegionSection,
      }),
      contribute(orderRequestContributors, {
        id: 'region',
        isActive,
        contribute: (request, context) => {
          const pva = chosenPva(context);
          const printProductType = context.store.formData.value?.salesCampaign.printProductType;
          return shouldSendPva({ printProductType, options: choices(context), pva }) ? { ...request, pva } : request;
        },
      }),
      contribute(verificationBlocks, { id: 'region', order: 200, component: RegionBlock }),
    ],
  });
}
