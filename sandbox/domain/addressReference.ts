// A street written as [name, lowest, highest] carries an approximate house-number range.
type StreetEntry = string | readonly [string, number, number];

type ZipGroup = {
  readonly zipCode: string;
  readonly city: string;
  readonly district?: string;
  readonly streets: readonly StreetEntry[];
};

// Grouped by zip code to keep the data readable; flattened into one street per entry below.
const zipGroups: readonly ZipGroup[] = [
  // Stuttgart-Mitte
  { zipCode: '70173', city: 'Stuttgart', streets: [
    ['Königstraße', 1, 82], 'Schulstraße', 'Kirchstraße', 'Marktplatz', 'Marktstraße', 'Eberhardstraße',
    'Calwer Straße', 'Kronprinzstraße', 'Rotebühlplatz', 'Schillerplatz', 'Karlsplatz', 'Dorotheenstraße',
    'Sporerstraße', 'Hirschstraße', 'Stiftstraße', 'Steinstraße', 'Breite Straße', 'Bolzstraße',
    'Fürstenstraße', 'Holzstraße', 'Planie', 'Schlossplatz', 'Kanzleistraße', 'Lautenschlagerstraße',
    'Hauptstätter Straße', 'Charlottenplatz',
  ] },
  { zipCode: '70174', city: 'Stuttgart', streets: [
    'Theodor-Heuss-Straße', 'Friedrichstraße', 'Hospitalstraße', 'Büchsenstraße', 'Kienestraße',
    'Kriegsbergstraße', 'Heilbronner Straße', 'Keplerstraße', 'Holzgartenstraße', 'Jägerstraße',
    'Fritz-Elsas-Straße', 'Seidenstraße', 'Lange Straße', 'Kronenstraße', 'Gymnasiumstraße',
    'Arnulf-Klett-Platz', 'Hegelplatz', 'Herdweg',
  ] },
  { zipCode: '70176', city: 'Stuttgart', streets: [
    'Rotebühlstraße', 'Johannesstraße', 'Forststraße', 'Senefelderstraße', 'Ludwigstraße', 'Silberburgstraße',
    'Breitscheidstraße', 'Gutenbergstraße', 'Schlossstraße', 'Rosenbergstraße', 'Seyfferstraße', 'Leuschnerstraße',
    'Lindenspürstraße', 'Feuerseeplatz', 'Hasenbergstraße', 'Bismarckstraße', 'Lerchenstraße',
  ] },
  { zipCode: '70178', city: 'Stuttgart', streets: [
    'Tübinger Straße', 'Marienstraße', 'Paulinenstraße', 'Sophienstraße', 'Christophstraße', 'Hauptstätter Straße',
    'Cottastraße', 'Hohenstaufenstraße', 'Reinsburgstraße', 'Silberburgstraße', 'Augustenstraße', 'Furtbachstraße',
    'Marienplatz', 'Rotebühlstraße',
  ] },
  { zipCode: '70180', city: 'Stuttgart', streets: [
    'Böblinger Straße', 'Filderstraße', 'Römerstraße', 'Liststraße', 'Heusteigstraße', 'Immenhofer Straße',
    'Möhringer Straße', 'Lehenstraße', 'Weißenburgstraße', 'Hauptstätter Straße', 'Fangelsbachstraße',
  ] },
  { zipCode: '70182', city: 'Stuttgart', streets: [
    'Olgastraße', 'Charlottenstraße', 'Alexanderstraße', 'Urbanstraße', 'Wagnerstraße', 'Esslinger Straße',
    'Katharinenstraße', 'Weberstraße', 'Pfarrstraße', 'Blumenstraße', 'Hohenheimer Straße', 'Dannecker Straße',
    'Kernerstraße',
  ] },
  { zipCode: '70184', city: 'Stuttgart', streets: [
    'Alexanderstraße', 'Hohenheimer Straße', 'Gerokstraße', 'Stafflenbergstraße', 'Richard-Wagner-Straße',
    'Wagenburgstraße',
  ] },
  { zipCode: '70188', city: 'Stuttgart', streets: [
    'Ostendstraße', 'Haußmannstraße', 'Talstraße', 'Landhausstraße', 'Ostendplatz',
  ] },
  { zipCode: '70190', city: 'Stuttgart', streets: [
    'Neckarstraße', 'Werastraße', 'Hackstraße', 'Schubartstraße', 'Heinrich-Baumann-Straße', 'Stöckachstraße',
    'Rotenbergstraße', 'Landhausstraße',
  ] },
  { zipCode: '70191', city: 'Stuttgart', streets: [
    'Nordbahnhofstraße', 'Heilbronner Straße', 'Wolframstraße', 'Rosensteinstraße', 'Türlenstraße',
    'Mönchstraße', 'Friedhofstraße',
  ] },
  { zipCode: '70193', city: 'Stuttgart', streets: [
    'Hölderlinplatz', 'Bebelstraße', 'Herderstraße', 'Zeppelinstraße', 'Kräherwald',
  ] },
  { zipCode: '70197', city: 'Stuttgart', streets: [
    'Schwabstraße', 'Vogelsangstraße', 'Gutbrodstraße', 'Rotenwaldstraße', 'Bismarckplatz', 'Bismarckstraße',
    'Reinsburgstraße', 'Augustenstraße', 'Rotebühlstraße',
  ] },
  { zipCode: '70199', city: 'Stuttgart', streets: [
    'Böblinger Straße', 'Schreiberstraße', 'Karl-Kloß-Straße', 'Burgstallstraße', 'Hohentwielstraße',
    'Möhringer Straße',
  ] },
  // Stuttgart-Bad Cannstatt
  { zipCode: '70372', city: 'Stuttgart', streets: [
    'Marktstraße', 'Marktplatz', 'Wilhelmsplatz', 'König-Karl-Straße', 'Waiblinger Straße', 'Bahnhofstraße',
    'Daimlerstraße', 'Badstraße', 'Brunnenstraße', 'Kreuznacher Straße', 'Seelbergstraße', 'Taubenheimstraße',
    'Überkinger Straße', 'Wilhelmstraße', 'Martin-Luther-Straße', 'Mercedesstraße', 'Elwertstraße',
    'Kegelenstraße', 'Schmidener Straße',
  ] },
  { zipCode: '70374', city: 'Stuttgart', streets: ['Nürnberger Straße', 'Schmidener Straße', 'Sommerrainstraße'] },
  { zipCode: '70376', city: 'Stuttgart', streets: [
    'Haldenstraße', 'Pragstraße', 'Neckartalstraße', 'Löwentorstraße', 'Brückenstraße',
  ] },
  // Stuttgart-Untertürkheim, Feuerbach, Zuffenhausen, Weilimdorf, Vaihingen, Möhringen, Degerloch
  { zipCode: '70327', city: 'Stuttgart', streets: [
    'Großglocknerstraße', 'Augsburger Straße', 'Arlbergstraße', 'Württembergstraße', 'Strümpfelbacher Straße',
  ] },
  { zipCode: '70469', city: 'Stuttgart', streets: [
    'Stuttgarter Straße', 'Grazer Straße', 'Wiener Straße', 'Kärntner Straße', 'Siemensstraße', 'Borsigstraße',
    'Feuerbacher-Tal-Straße', 'Föhrichstraße', 'Sankt-Pöltener-Straße',
  ] },
  { zipCode: '70435', city: 'Stuttgart', streets: [
    'Unterländer Straße', 'Porscheplatz', 'Porschestraße', 'Schwieberdinger Straße', 'Ludwigsburger Straße',
    'Stammheimer Straße',
  ] },
  { zipCode: '70499', city: 'Stuttgart', streets: ['Löwen-Markt', 'Solitudestraße', 'Ditzinger Straße'] },
  { zipCode: '70563', city: 'Stuttgart', streets: ['Hauptstraße', 'Vaihinger Markt', 'Robert-Leicht-Straße'] },
  { zipCode: '70569', city: 'Stuttgart', streets: ['Universitätsstraße', 'Pfaffenwaldring', 'Allmandring', 'Nobelstraße'] },
  { zipCode: '70565', city: 'Stuttgart', streets: ['Industriestraße', 'Handwerkstraße'] },
  { zipCode: '70567', city: 'Stuttgart', streets: ['Filderbahnplatz', 'Sigmaringer Straße', 'Balinger Straße', 'Plieninger Straße'] },
  { zipCode: '70597', city: 'Stuttgart', streets: ['Epplestraße', 'Löffelstraße', 'Große Falterstraße', 'Jahnstraße'] },
  // Kornwestheim
  { zipCode: '70806', city: 'Kornwestheim', streets: [
    'Bahnhofstraße', 'Stuttgarter Straße', 'Jakob-Sigle-Platz', 'Güterbahnhofstraße', 'Ludwigsburger Straße',
    'Aldinger Straße', 'Zügelstraße', 'Johannes-Kepler-Straße', 'Stammheimer Straße', 'Weimarstraße',
    'Holzgrundstraße', 'Bolzstraße', 'Friedrichstraße', 'Wilhelmstraße', 'Karlstraße', 'Salamander-Platz',
  ] },
  // Fellbach, Waiblingen
  { zipCode: '70734', city: 'Fellbach', streets: ['Bahnhofstraße', 'Cannstatter Straße', 'Marktplatz', 'Stuttgarter Straße'] },
  { zipCode: '71332', city: 'Waiblingen', streets: ['Lange Straße', 'Marktplatz', 'Bahnhofstraße', 'Fronackerstraße'] },
  // Ludwigsburg
  { zipCode: '71634', city: 'Ludwigsburg', streets: [
    'Marktplatz', 'Körnerstraße', 'Kirchstraße', 'Asperger Straße', 'Schlossstraße', 'Eberhardstraße',
    'Oßweiler Straße', 'Heilbronner Straße', 'Reuteallee', 'Monreposstraße',
  ] },
  { zipCode: '71636', city: 'Ludwigsburg', streets: [
    'Mörikestraße', 'Kaiserstraße', 'Schwieberdinger Straße', 'Osterholzallee', 'Schlieffenstraße',
  ] },
  { zipCode: '71638', city: 'Ludwigsburg', streets: [
    'Myliusstraße', 'Wilhelmstraße', 'Arsenalplatz', 'Seestraße', 'Schillerplatz', 'Solitudestraße',
    'Schorndorfer Straße', 'Stuttgarter Straße', 'Bahnhofstraße', 'Hindenburgstraße', 'Friedrichstraße',
    'Königsallee', 'Karlstraße', 'Hohenzollernstraße',
  ] },
  { zipCode: '71640', city: 'Ludwigsburg', streets: ['Mömpelgardstraße', 'Tammer Straße'] },
  { zipCode: '71642', city: 'Ludwigsburg', streets: ['Uferstraße'] },
  { zipCode: '71679', city: 'Asperg', streets: ['Bahnhofstraße', 'Marktplatz'] },
  // Marbach am Neckar and the Bottwar valley
  { zipCode: '71672', city: 'Marbach am Neckar', streets: [
    'Marktstraße', 'Strohgasse', 'Bahnhofstraße', 'Güntterstraße', 'Schillerhöhe', 'Affalterbacher Straße',
    'Poppenweiler Straße', 'Ludwigsburger Straße', 'Benzstraße', 'Murrer Straße', 'Niklastorstraße', 'Torgasse',
    'Rielingshäuser Straße',
  ] },
  { zipCode: '71711', city: 'Steinheim an der Murr', streets: ['Marktstraße', 'Riedstraße', 'Ludwigsburger Straße'] },
  { zipCode: '71711', city: 'Murr', streets: ['Hindenburgstraße', 'Bahnhofstraße', 'Steinheimer Straße'] },
  { zipCode: '71723', city: 'Großbottwar', streets: ['Marktplatz', 'Hauptstraße'] },
  // Esslingen am Neckar and Ostfildern
  { zipCode: '73728', city: 'Esslingen am Neckar', streets: [
    'Bahnhofstraße', 'Pliensaustraße', 'Hafenmarkt', 'Marktplatz', 'Rathausplatz', 'Küferstraße', 'Ritterstraße',
    'Strohstraße', 'Innere Brücke', 'Fabrikstraße', 'Berliner Straße', 'Kiesstraße', 'Agnespromenade',
    'Ottilienplatz', 'Obertorstraße', 'Martinstraße', 'Mülberger Straße', 'Mettinger Straße', 'Neckarstraße',
    'Heilbronner Straße', 'Schelztorstraße', 'Landolinsplatz', 'Urbanstraße',
  ] },
  { zipCode: '73730', city: 'Esslingen am Neckar', streets: [
    'Zeppelinstraße', 'Hirschlandstraße', 'Plochinger Straße',
  ] },
  { zipCode: '73732', city: 'Esslingen am Neckar', streets: ['Wäldenbronner Straße'] },
  { zipCode: '73760', city: 'Ostfildern', streets: ['Gerhard-Koch-Straße', 'Zinsholzstraße', 'Hindenburgstraße'] },
  // Böblingen and Sindelfingen
  { zipCode: '71032', city: 'Böblingen', streets: [
    'Postplatz', 'Marktplatz', 'Poststraße', 'Schlossberg', 'Sindelfinger Allee', 'Stuttgarter Straße',
    'Untere Gasse', 'Tübinger Straße', 'Waldburgstraße',
  ] },
  { zipCode: '71034', city: 'Böblingen', streets: [
    'Bahnhofstraße', 'Wolfgang-Brumme-Allee', 'Calwer Straße', 'Herrenberger Straße', 'Talstraße',
    'Konrad-Zuse-Straße', 'Otto-Lilienthal-Straße', 'Hanns-Klemm-Straße', 'Wilhelmstraße',
  ] },
  { zipCode: '71063', city: 'Sindelfingen', streets: [
    'Bahnhofstraße', 'Marktplatz', 'Planiestraße', 'Mercedesstraße', 'Vaihinger Straße', 'Rathausplatz',
    'Ziegelstraße', 'Obere Vorstadt', 'Untere Burggasse', 'Corbeil-Essonnes-Platz', 'Béla-Barényi-Straße',
  ] },
  { zipCode: '71065', city: 'Sindelfingen', streets: [
    'Böblinger Straße', 'Tilsiter Straße', 'Goldmühlestraße', 'Dresdener Straße', 'Leipziger Straße',
    'Eschenbrünnlestraße', 'Schwertstraße',
  ] },
  { zipCode: '71067', city: 'Sindelfingen', streets: ['Sommerhofenstraße', 'Hohenzollernstraße'] },
  { zipCode: '71069', city: 'Sindelfingen', streets: ['Sindelfinger Straße', 'Darmsheimer Straße'] },
  { zipCode: '71088', city: 'Holzgerlingen', streets: ['Böblinger Straße', 'Tübinger Straße'] },
  { zipCode: '71083', city: 'Herrenberg', streets: ['Marktplatz', 'Bahnhofstraße', 'Tübinger Straße'] },
  { zipCode: '71229', city: 'Leonberg', streets: ['Marktplatz', 'Eltinger Straße', 'Römerstraße'] },
  // Lahr/Schwarzwald
  { zipCode: '77933', city: 'Lahr/Schwarzwald', streets: [
    'Marktstraße', 'Kaiserstraße', 'Schillerstraße', 'Friedrichstraße', 'Bismarckstraße', 'Lotzbeckstraße',
    'Rathausplatz', 'Kreuzstraße', 'Urteilsplatz', 'Obertorstraße', 'Turmstraße', 'Dinglinger Hauptstraße',
    'Burgheimer Straße', 'Tiergartenstraße', 'Werderstraße', 'Alte Bahnhofstraße', 'Bahnhofstraße',
    'Doler Platz', 'Schwarzwaldstraße', 'Geroldsecker Vorstadt', 'Kanadaring', 'Einsteinallee', 'Rheinstraße',
    'Offenburger Straße', 'Kirchstraße',
  ] },
  { zipCode: '77652', city: 'Offenburg', streets: ['Hauptstraße', 'Lange Straße', 'Marktplatz'] },
  // Schwarzwald: Rottweil, Villingen-Schwenningen, Oberndorf, Freudenstadt (district = local edition)
  { zipCode: '78628', city: 'Rottweil', district: 'RW', streets: [
    'Hauptstraße', 'Hochbrücktorstraße', 'Friedrichsplatz', 'Königstraße', 'Kameralamtsgasse', 'Lorenzgasse',
    'Schlachthausstraße', 'Stadionstraße', 'Waldtorstraße', 'Oberndorfer Straße', 'Tuttlinger Straße',
    'Bahnhofstraße', 'Balinger Straße', 'Heerstraße', 'Johanniterstraße', 'Schramberger Straße',
  ] },
  { zipCode: '78050', city: 'Villingen-Schwenningen', district: 'VS', streets: [
    'Obere Straße', 'Niedere Straße', 'Rietstraße', 'Bickenstraße', 'Färberstraße', 'Gerberstraße',
    'Münsterplatz', 'Benediktinerring', 'Romäusring', 'Brigachstraße', 'Bahnhofstraße', 'Kanzleigasse',
    'Rietgasse',
  ] },
  { zipCode: '78054', city: 'Villingen-Schwenningen', district: 'VS', streets: [
    'Marktplatz', 'Bürkstraße', 'Harzerstraße', 'Sturmbühlstraße', 'Alleenstraße', 'Neckarstraße',
    'Friedrich-Ebert-Straße', 'Muslenstraße',
  ] },
  { zipCode: '78727', city: 'Oberndorf am Neckar', district: 'OB', streets: [
    'Kirchtorstraße', 'Oberamteistraße', 'Klosterstraße', 'Lindenstraße', 'Wasserfallstraße', 'Neckarstraße',
    'Heckler-und-Koch-Straße', 'Hauptstraße',
  ] },
  { zipCode: '72250', city: 'Freudenstadt', district: 'FDS', streets: [
    'Marktplatz', 'Loßburger Straße', 'Lauterbadstraße', 'Stuttgarter Straße', 'Reichsstraße', 'Forststraße',
    'Hirschkopfstraße', 'Straßburger Straße', 'Musbacher Straße', 'Ludwig-Jahn-Straße', 'Lange Straße',
    'Turnhallestraße', 'Herrenfelder Straße', 'Wallstraße',
  ] },
  { zipCode: '78713', city: 'Schramberg', district: 'RW', streets: ['Hauptstraße', 'Oberndorfer Straße'] },
  // München
  { zipCode: '80331', city: 'München', streets: [
    'Marienplatz', 'Kaufingerstraße', 'Rosenstraße', 'Sendlinger Straße', 'Tal', 'Viktualienmarkt',
    'Sendlinger-Tor-Platz', 'Frauenplatz', 'Weinstraße', 'Dienerstraße', 'Rindermarkt', 'Sebastiansplatz',
    'Oberanger', 'Hackenstraße', 'Sonnenstraße',
  ] },
  { zipCode: '80333', city: 'München', streets: [
    'Karlsplatz', 'Odeonsplatz', 'Brienner Straße', 'Theatinerstraße', 'Barer Straße', 'Luisenstraße',
    'Arcisstraße', 'Ottostraße', 'Maximiliansplatz', 'Königsplatz', 'Karlstraße', 'Promenadeplatz',
    'Salvatorplatz', 'Sophienstraße', 'Theresienstraße',
  ] },
  { zipCode: '80335', city: 'München', streets: [
    'Bayerstraße', 'Dachauer Straße', 'Arnulfstraße', 'Marsstraße', 'Hirtenstraße', 'Seidlstraße',
    'Elisenstraße', 'Bahnhofplatz', 'Karlstraße',
  ] },
  { zipCode: '80336', city: 'München', streets: [
    'Schillerstraße', 'Goethestraße', 'Landwehrstraße', 'Schwanthalerstraße', 'Lindwurmstraße',
    'Herzog-Heinrich-Straße', 'Pettenkoferstraße', 'Paul-Heyse-Straße', 'Sonnenstraße',
  ] },
  { zipCode: '80337', city: 'München', streets: ['Lindwurmstraße', 'Thalkirchner Straße'] },
  { zipCode: '80339', city: 'München', streets: ['Westendstraße', 'Theresienhöhe', 'Ganghoferstraße', 'Kazmairstraße'] },
  { zipCode: '80469', city: 'München', streets: [
    'Müllerstraße', 'Fraunhoferstraße', 'Gärtnerplatz', 'Reichenbachstraße', 'Klenzestraße', 'Corneliusstraße',
    'Hans-Sachs-Straße', 'Baaderstraße', 'Isartorplatz', 'Erhardtstraße',
  ] },
  { zipCode: '80538', city: 'München', streets: ['Prinzregentenstraße', 'Thierschstraße', 'St.-Anna-Platz'] },
  { zipCode: '80539', city: 'München', streets: [
    'Maximilianstraße', 'Ludwigstraße', 'Von-der-Tann-Straße', 'Schackstraße', 'Kaulbachstraße',
    'Veterinärstraße', 'Königinstraße',
  ] },
  { zipCode: '80634', city: 'München', streets: [
    'Donnersbergerstraße', 'Rotkreuzplatz', 'Leonrodstraße', 'Volkartstraße', 'Wendl-Dietrich-Straße',
  ] },
  { zipCode: '80799', city: 'München', streets: [
    'Amalienstraße', 'Türkenstraße', 'Schellingstraße', 'Adalbertstraße', 'Barer Straße',
  ] },
  { zipCode: '80802', city: 'München', streets: ['Leopoldstraße', 'Münchner Freiheit', 'Feilitzschstraße'] },
  { zipCode: '80809', city: 'München', streets: ['Petuelring', 'Spiridon-Louis-Ring'] },
  { zipCode: '81241', city: 'München', streets: ['Landsberger Straße', 'Bäckerstraße', 'Pasinger Marienplatz', 'Gleichmannstraße'] },
  { zipCode: '81369', city: 'München', streets: ['Plinganserstraße'] },
  { zipCode: '81667', city: 'München', streets: [
    'Rosenheimer Straße', 'Weißenburger Straße', 'Wörthstraße', 'Pariser Platz', 'Preysingstraße',
    'Innere Wiener Straße', 'Orleansstraße',
  ] },
  { zipCode: '81675', city: 'München', streets: ['Prinzregentenplatz', 'Ismaninger Straße', 'Einsteinstraße', 'Max-Weber-Platz'] },
  { zipCode: '81677', city: 'München', streets: ['Hultschiner Straße'] },
  { zipCode: '81925', city: 'München', streets: ['Arabellastraße', 'Cosimastraße'] },
  { zipCode: '81541', city: 'München', streets: ['Tegernseer Landstraße', 'Mariahilfplatz'] },
  // A few others outside the tenants' home regions
  { zipCode: '10117', city: 'Berlin', streets: ['Unter den Linden', 'Friedrichstraße', 'Gendarmenmarkt'] },
  { zipCode: '20095', city: 'Hamburg', streets: ['Mönckebergstraße', 'Spitalerstraße', 'Rathausmarkt'] },
  { zipCode: '50667', city: 'Köln', streets: ['Hohe Straße', 'Schildergasse', 'Domkloster'] },
  { zipCode: '60311', city: 'Frankfurt am Main', streets: ['Zeil', 'Römerberg', 'Berliner Straße'] },
  { zipCode: '76133', city: 'Karlsruhe', streets: ['Kaiserstraße', 'Marktplatz', 'Karl-Friedrich-Straße'] },
  { zipCode: '74072', city: 'Heilbronn', streets: ['Kaiserstraße', 'Marktplatz', 'Allee'] },
  { zipCode: '72070', city: 'Tübingen', streets: ['Marktplatz', 'Holzmarkt', 'Neckarhalde'] },
];

/**
 * German address reference set of the sandbox: real streets with their zip code and city
 * in the tenants' regions (Stuttgart, Ludwigsburg, Esslingen, Böblingen/Sindelfingen,
 * Kornwestheim, Bad Cannstatt, Lahr, the Black Forest, München) and a few other cities.
 * A street that spans several zip codes appears once per zip code.
 */
export const addressReference: readonly ReferenceStreet[] = zipGroups.flatMap((group) =>
  group.streets.map((entry): ReferenceStreet => {
    const [street, from, to] = typeof entry === 'string' ? [entry, undefined, undefined] : entry;
    return {
      street,
      zipCode: group.zipCode,
      city: group.city,
      ...(group.district === undefined ? {} : { district: group.district }),
      ...(from === undefined || to === undefined ? {} : { houseNumbers: { from, to } }),
    };
  }),
);

/** One street of the address reference set: a real street / zip / city combination. */
export type ReferenceStreet = {
  readonly street: string;
  readonly zipCode: string;
  readonly city: string;
  /** Local edition code of the region feature (pva), only where a tenant has regions. */
  readonly district?: string;
  /** Inclusive range of the numeric part of valid house numbers, where known. */
  readonly houseNumbers?: { readonly from: number; readonly to: number };
};
