/** The example image: the back of a German ID card with the machine-readable zone and the five fields marked. */
export function IdCardExample({ alt }: { readonly alt: string }) {
  const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 15 };
  return (
    <svg role="img" aria-label={alt} viewBox="0 0 340 214" width="340" style={{ maxWidth: '100%', height: 'auto' }}>
      <rect x="1" y="1" width="338" height="212" rx="12" fill="#eef2f5" stroke="#4a4a4a" />
      <rect x="12" y="118" width="316" height="86" rx="4" fill="#ffffff" stroke="#767676" />
      <text x="20" y="140" style={mono} fill="#1a1a1a">IDD&lt;&lt;</text>
      <text x="66" y="140" style={mono} fill="#b00020" fontWeight="700">T220001293</text>
      <text x="170" y="140" style={mono} fill="#1a1a1a">&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
      <text x="20" y="165" style={mono} fill="#b00020" fontWeight="700">6408125</text>
      <text x="91" y="165" style={mono} fill="#1a1a1a">&lt;</text>
      <text x="101" y="165" style={mono} fill="#b00020" fontWeight="700">2010315D</text>
      <text x="183" y="165" style={mono} fill="#1a1a1a">&lt;&lt;</text>
      <text x="203" y="165" style={mono} fill="#b00020" fontWeight="700">2108</text>
      <text x="245" y="165" style={mono} fill="#1a1a1a">&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
      <text x="316" y="165" style={mono} fill="#b00020" fontWeight="700">4</text>
      <text x="20" y="190" style={mono} fill="#1a1a1a">MUSTERMANN&lt;&lt;ERIKA&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;&lt;</text>
      <text x="20" y="30" fontSize="14" fill="#1a1a1a">Rückseite des Personalausweises</text>
      <text x="20" y="106" fontSize="12" fill="#4a4a4a">Rot: die fünf Felder, die Sie eingeben</text>
    </svg>
  );
}
