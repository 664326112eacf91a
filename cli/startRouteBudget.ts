/** The most initial JS a Start route may load: 135 kB gzip, with 1 kB = 1000 bytes (design brief, quality bars). */
export const startRouteBudget = 135_000;
