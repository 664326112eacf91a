import type { ReactNode } from 'react';
import { sectionTitle, type CampaignSectionId } from './campaignTexts.ts';
import { SwitchField } from './SwitchField.tsx';
import type { CampaignSwitch } from './campaignTexts.ts';

/**
 * One section of the campaign form: a heading the section links jump to, the section's yes/no
 * settings (if any) and its other fields.
 */
export function CampaignSection({ id, intro, switches = [], children }: { readonly id: CampaignSectionId; readonly intro?: string; readonly switches?: readonly CampaignSwitch[]; readonly children?: ReactNode }) {
  return (
    <section className="campaign-section" aria-labelledby={id}>
      <h2 id={id} tabIndex={-1}>
        {sectionTitle(id)}
      </h2>
      {intro ? <p className="field__hint">{intro}</p> : null}
      {switches.length > 0 ? (
        <div className="campaign-switches">
          {switches.map((name) => (
            <SwitchField key={name} name={name} />
          ))}
        </div>
      ) : null}
      {children}
    </section>
  );
}
