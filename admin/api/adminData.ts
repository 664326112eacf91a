import { string, type, type Infer } from 'superstruct';
import { maybe } from '../../core/index.ts';

/** A HAL link the server offers: following it is how the client finds user lists and their actions. */
export const link = type({ href: string() });

/** A link. */
export type Link = Infer<typeof link>;

/**
 * The answer of `home` (platform.md section 3 "Admin data"): who is logged in, the release
 * version and documentation link, the permission links (present only where the role has the
 * permission; each points at the list it opens) and the admin logout URL.
 */
export const adminData = type({
  lastName: string(),
  firstName: string(),
  email: string(),
  homePageInfos: type({ version: string(), documentationLink: string() }),
  _links: type({
    self: maybe(link),
    /** The admins' user list. */
    ADMIN_ADMINS: maybe(link),
    /** The key users' (tenant admins') user list. */
    ADMIN_TENANT_ADMINS: maybe(link),
    /** The users' list. */
    ADMIN_USERS: maybe(link),
    /** The approval list (availableSalesCampaigns). */
    ADMIN_APPROVED_SALES_CAMPAIGNS: maybe(link),
    /** The sales campaign overview. */
    CONFIGURE_SALES_CAMPAIGNS: maybe(link),
    /** The tenant's audit log (admins). */
    auditLog: maybe(link),
  }),
  logoutUrl: string(),
});

/** The admin data. */
export type AdminData = Infer<typeof adminData>;
