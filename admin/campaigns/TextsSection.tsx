import { TextField, fieldId } from '../../core/ui.ts';
import { campaignListLimits, campaignTextLimits, type CampaignFormValues } from './campaignFormValues.ts';
import { CampaignSection } from './CampaignSection.tsx';
import { ListField } from './ListField.tsx';
import { TextAreaField } from '../ui/TextAreaField.tsx';

type PriceInfo = CampaignFormValues['priceInfos'][number];

/** The campaign's texts: the name and info points readers see, the price infos, and the texts only staff see. */
export function TextsSection() {
  return (
    <CampaignSection id="abschnitt-texte">
      <div className="field-grid">
        <TextField name="name" label="Name der Aktion" required maxLength={campaignTextLimits.name} hint="Leser sehen ihn in der Bestellübersicht neben dem Formular." />
      </div>
      <ListField<string>
        name="infoPoints"
        legend="Infopunkte"
        hint={`Stichpunkte, die Leser unter dem Namen der Aktion sehen (höchstens ${campaignListLimits.infoPoints}).`}
        itemName={(index) => `Infopunkt ${index + 1}`}
        max={campaignListLimits.infoPoints}
        emptyText="Noch keine Infopunkte."
        focusIdOf={(index) => fieldId(`infoPoints.${index}`)}
        renderItem={(index) => <TextField name={`infoPoints.${index}`} label={`Infopunkt ${index + 1}`} maxLength={campaignTextLimits.infoPoint} />}
        renderAdd={(add, _, addId) => (
          <button type="button" id={addId} className="button button--secondary" onClick={() => add('')}>
            Infopunkt hinzufügen
          </button>
        )}
      />
      <ListField<PriceInfo>
        name="priceInfos"
        legend="Preisangaben"
        hint={`Beschreibung und Preis in Euro, z. B. „im ersten Monat“ und 0,99. Ohne Preis bleibt das Preisfeld leer (höchstens ${campaignListLimits.priceInfos}).`}
        itemName={(index) => `Preisangabe ${index + 1}`}
        max={campaignListLimits.priceInfos}
        emptyText="Noch keine Preisangaben."
        focusIdOf={(index) => fieldId(`priceInfos.${index}.description`)}
        renderItem={(index) => (
          <div className="field-grid">
            <TextField name={`priceInfos.${index}.description`} label={`Beschreibung ${index + 1}`} maxLength={campaignTextLimits.priceDescription} width="two-thirds" />
            <TextField name={`priceInfos.${index}.price`} label={`Preis ${index + 1} in €`} width="third" />
          </div>
        )}
        renderAdd={(add, _, addId) => (
          <button type="button" id={addId} className="button button--secondary" onClick={() => add({ description: '', price: '' })}>
            Preisangabe hinzufügen
          </button>
        )}
      />
      <TextAreaField
        name="offerInfo"
        label="Angebotsinformation (intern)"
        hint="Notiz zum Angebot für die Verwaltung; Leser sehen sie nicht."
        maxLength={campaignTextLimits.offerInfo}
      />
      <TextAreaField
        name="baseInfo.text"
        label="Grundtext (intern)"
        hint="Beschreibung des Produkts für die Verwaltung; Leser sehen ihn nicht."
        maxLength={campaignTextLimits.baseInfoText}
      />
    </CampaignSection>
  );
}
