import type { OrderBonus } from '../../core/api/entities/orderBonus.ts';

/** A seeded order bonus of a tenant. */
export interface SeedBonus {
  readonly tenant: string;
  readonly bonus: OrderBonus;
}
