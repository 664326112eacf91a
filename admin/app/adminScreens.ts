import type { AdminPermission } from '../api/adminPermissions.ts';
import type { AdminRole } from '../api/adminRoleOf.ts';

/** Who may open a screen: the session's permission link of that name, or one of the roles. */
type ScreenAccess = { readonly link: AdminPermission } | { readonly roles: readonly AdminRole[] };

/** One admin screen (platform.md section 2). Its component is in `adminScreenComponents`, keyed by the same id. */
export interface AdminScreen {
  /** The route, wouter syntax: `:name` is a path parameter (encoded in links, decoded for the component). */
  readonly path: string;
  /** Its name on the admin home's navigation. */
  readonly title: string;
  /** Who may open it; absent: every staff member with a role. */
  readonly access?: ScreenAccess;
  /** Where the header's back button leads: another screen's id, or 'start' for the order app's start page. */
  readonly back: string;
  /** Its place and description among the admin home's links; absent when the home does not link to it. */
  readonly navigation?: { readonly position: number; readonly description: string };
}

const configure = { link: 'CONFIGURE_SALES_CAMPAIGNS' } as const;

/**
 * Every admin screen, declared once: the routes, their permission guards, the back steps and the home's navigation
 * are derived from this table. A new screen is a row here and its component in `AdminRoutes.tsx`.
 */
export const adminScreens = {
  users: {
    path: '/internal/userManagement/users',
    title: 'Benutzer verwalten',
    access: { link: 'ADMIN_USERS' },
    back: 'home',
    navigation: { position: 5, description: 'Wer Verkaufsaktionen und Prämien pflegen darf' },
  },
  tenantAdmins: {
    path: '/internal/userManagement/tenantAdmins',
    title: 'Key-User verwalten',
    access: { link: 'ADMIN_TENANT_ADMINS' },
    back: 'home',
    navigation: { position: 6, description: 'Wer das Team des Verlags verwaltet' },
  },
  admins: {
    path: '/internal/userManagement/admins',
    title: 'Administratoren verwalten',
    access: { link: 'ADMIN_ADMINS' },
    back: 'home',
    navigation: { position: 7, description: 'Wer Administratorrechte hat' },
  },
  salesCampaignsApproval: {
    path: '/internal/SalesCampaignsApproval',
    title: 'Verkaufsaktionen freigeben',
    access: { link: 'ADMIN_APPROVED_SALES_CAMPAIGNS' },
    back: 'home',
    navigation: { position: 4, description: 'Welche Verkaufsaktionen gepflegt werden dürfen' },
  },
  salesCampaignsOverview: {
    path: '/internal/salesCampaignsOverview',
    title: 'Verkaufsaktionen pflegen',
    access: configure,
    back: 'home',
    navigation: { position: 1, description: 'Texte, Einstellungen und Prämien der freigegebenen Verkaufsaktionen' },
  },
  salesCampaignCustomizing: {
    path: '/internal/salesCampaignCustomizing/:salesCampaignId',
    title: 'Verkaufsaktion pflegen',
    access: configure,
    back: 'salesCampaignsOverview',
  },
  orderBonusesOverview: {
    path: '/internal/orderBonusesOverview',
    title: 'Prämien pflegen',
    access: configure,
    back: 'home',
    navigation: { position: 2, description: 'Prämientexte, Bilder und konfigurierbare Prämien' },
  },
  orderBonusCustomizing: {
    path: '/internal/orderBonusCustomizing/:materialNumber',
    title: 'Prämie pflegen',
    access: configure,
    back: 'orderBonusesOverview',
  },
  complexOrderBonusCreation: {
    path: '/internal/complexOrderBonus/neuAnlage',
    title: 'Konfigurierbare Prämie anlegen',
    access: { roles: ['admin', 'keyuser'] },
    back: 'orderBonusesOverview',
  },
  vouchers: {
    path: '/internal/vouchers',
    title: 'Gutscheine',
    // Users (Benutzer) open it too and only look: the server refuses their writes (admin/README.md, access table).
    access: configure,
    back: 'home',
    navigation: { position: 3, description: 'Gutscheincodes und wie oft sie eingelöst wurden' },
  },
  home: { path: '/internal', title: 'Verwaltung', back: 'start' },
} as const satisfies Record<string, AdminScreen>;

/** The id of an admin screen: a key of {@link adminScreens}. */
export type AdminScreenId = keyof typeof adminScreens;

// A back target that names no screen fails the typecheck here.
const backTargets: { readonly [Id in AdminScreenId]: { readonly back: AdminScreenId | 'start' } } = adminScreens;

/** Where the back button leads from a screen: another screen, or 'start' for the order app's start page. */
export function backTargetOf(id: AdminScreenId): AdminScreenId | 'start' {
  return backTargets[id].back;
}

/** The screens in the order their routes are tried (the table's order). */
export const adminScreenIds = Object.keys(adminScreens) as AdminScreenId[];

/** The path of a screen with its parameters filled in, each encoded. */
export function screenPath(id: AdminScreenId, params: Readonly<Record<string, string>> = {}): string {
  return adminScreens[id].path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}

/** The screen a path opens (trailing slashes ignored), or undefined for a path no screen has. */
export function screenOf(path: string): AdminScreenId | undefined {
  const trimmed = path.replace(/(.)\/+$/, '$1');
  return adminScreenIds.find((id) => new RegExp(`^${adminScreens[id].path.replace(/:\w+/g, '[^/]+')}$`).test(trimmed));
}
