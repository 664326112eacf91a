import { campaignSections } from './campaignTexts.ts';

/** Links to the form's sections: a long form is reached section by section, the heading takes focus. */
export function CampaignSectionNav() {
  return (
    <nav aria-label="Abschnitte des Formulars" className="campaign-nav">
      <ul>
        {campaignSections.map((section) => (
          <li key={section.id}>
            <a
              href={`#${section.id}`}
              onClick={(event) => {
                // No history entry per jump: the back button keeps leaving the page.
                event.preventDefault();
                const heading = document.getElementById(section.id);
                heading?.scrollIntoView?.({ block: 'start' });
                heading?.focus({ preventScroll: true });
              }}
            >
              {section.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
