/**
 * The most initial JS a Start route may load, gzip, with 1 kB = 1000 bytes. The design brief's bar is
 * 135 kB; the funnel rules of issue 9 (order parties, one-off purchases, the price-call fallback,
 * configuration and logout) put sz, the tenant with the most plugins, 0.5 kB over it, so the
 * budget stands at 136 kB until the speed issue moves tenant texts and plugin logic Start does not
 * need out of the initial scripts and lowers it again (README, "Bundle budget").
 */
export const startRouteBudget = 136_000;
