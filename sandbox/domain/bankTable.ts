/**
 * German bank codes (Bankleitzahl, positions 5 to 12 of a German IBAN) known to the sandbox,
 * with the bank's name. `knownBySAP` marks the banks whose accounts the sandbox's customer
 * system pretends to have on file, so the funnel asks to complete the address
 * (funnel.md section 5, IBAN).
 */
export const bankTable: Readonly<Record<string, { readonly bankName: string; readonly knownBySAP: boolean }>> = {
  '60050101': { bankName: 'Landesbank Baden-Württemberg/BW-Bank', knownBySAP: true },
  '60090800': { bankName: 'Sparda-Bank Baden-Württemberg', knownBySAP: false },
  '60090100': { bankName: 'Volksbank Stuttgart', knownBySAP: true },
  '60070070': { bankName: 'Deutsche Bank Stuttgart', knownBySAP: false },
  '60040071': { bankName: 'Commerzbank Stuttgart', knownBySAP: false },
  '60020290': { bankName: 'UniCredit Bank - HypoVereinsbank Stuttgart', knownBySAP: false },
  '60450050': { bankName: 'Kreissparkasse Ludwigsburg', knownBySAP: true },
  '61150020': { bankName: 'Kreissparkasse Esslingen-Nürtingen', knownBySAP: true },
  '60350130': { bankName: 'Kreissparkasse Böblingen', knownBySAP: true },
  '64250040': { bankName: 'Kreissparkasse Rottweil', knownBySAP: false },
  '69450065': { bankName: 'Sparkasse Schwarzwald-Baar', knownBySAP: false },
  '64251060': { bankName: 'Kreissparkasse Freudenstadt', knownBySAP: false },
  '66450050': { bankName: 'Sparkasse Offenburg/Ortenau', knownBySAP: false },
  '68290000': { bankName: 'Volksbank Lahr', knownBySAP: false },
  '66650085': { bankName: 'Sparkasse Pforzheim Calw', knownBySAP: false },
  '70150000': { bankName: 'Stadtsparkasse München', knownBySAP: true },
  '70190000': { bankName: 'Münchner Bank', knownBySAP: false },
  '70050000': { bankName: 'Bayerische Landesbank', knownBySAP: false },
  '70020270': { bankName: 'UniCredit Bank - HypoVereinsbank München', knownBySAP: false },
  '70070010': { bankName: 'Deutsche Bank München', knownBySAP: false },
  '70040041': { bankName: 'Commerzbank München', knownBySAP: false },
  '37040044': { bankName: 'Commerzbank Köln', knownBySAP: false },
  '50070010': { bankName: 'Deutsche Bank Frankfurt', knownBySAP: false },
  '50040000': { bankName: 'Commerzbank Frankfurt', knownBySAP: false },
  '10010010': { bankName: 'Postbank Berlin', knownBySAP: false },
  '50010517': { bankName: 'ING-DiBa', knownBySAP: false },
  '12030000': { bankName: 'Deutsche Kreditbank Berlin (DKB)', knownBySAP: false },
  '20041111': { bankName: 'comdirect bank', knownBySAP: false },
  '43060967': { bankName: 'GLS Gemeinschaftsbank', knownBySAP: false },
  '10011001': { bankName: 'N26 Bank', knownBySAP: false },
};
