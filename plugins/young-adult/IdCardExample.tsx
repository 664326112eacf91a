import { idCardExample } from './idCardExample.ts';

const lineLength = 30;
const { zone, holder } = idCardExample;
const line1Fillers = '<'.repeat(lineLength - 'IDD<<'.length - zone.line1Field1.length);
// Line 2 positions 19-29 hold the optional data: field 4 and fillers up to the composite digit.
const line2Fillers = '<'.repeat(11 - zone.line2Field3.length);

/**
 * The example image: the back of a German ID card with the machine-readable zone and the five
 * fields marked in red. Its values are `idCardExample`, a zone that passes the plugin's own check;
 * its words (`alt`, the caption above the card and the note on the red fields) come from the form's texts.
 */
export function IdCardExample({
  alt,
  caption,
  fieldsNote,
}: {
  readonly alt: string;
  readonly caption: string;
  readonly fieldsNote: string;
}) {
  const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 15 };
  const field = { fill: '#b00020', fontWeight: 700 };
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 340 214" width="340" style={{ maxWidth: '100%', height: 'auto' }}>
      <rect x="1" y="1" width="338" height="212" rx="12" fill="#eef2f5" stroke="#4a4a4a" />
      <rect x="12" y="118" width="316" height="86" rx="4" fill="#ffffff" stroke="#767676" />
      <text x="20" y="140" style={mono} fill="#1a1a1a">
        IDD{'<<'}
        <tspan {...field}>{zone.line1Field1}</tspan>
        {line1Fillers}
      </text>
      <text x="20" y="165" style={mono} fill="#1a1a1a">
        <tspan {...field}>{zone.line2Field1}</tspan>
        {'<'}
        <tspan {...field}>{zone.line2Field2}</tspan>
        {'<<'}
        <tspan {...field}>{zone.line2Field3}</tspan>
        {line2Fillers}
        <tspan {...field}>{zone.line2Field4}</tspan>
      </text>
      <text x="20" y="190" style={mono} fill="#1a1a1a">
        {holder.padEnd(lineLength, '<')}
      </text>
      <text x="20" y="30" fontSize="14" fill="#1a1a1a">
        {caption}
      </text>
      <text x="20" y="106" fontSize="12" fill="#4a4a4a">
        {fieldsNote}
      </text>
    </svg>
  );
}
