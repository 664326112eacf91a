/** The caption under the certificate upload (funnel.md section 5 "Student upload"). */
export const certificateCaption =
  'Formate: jpg, gif, png oder pdf; max. DIN A4; Dateigröße: max. 500 KB; Auflösung: 72 dpi; max. 595 x 842 Pixel';
