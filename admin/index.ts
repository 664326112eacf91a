import { object, type Infer } from 'superstruct';
import { contribute, definePlugin, defineLazyContribution, routes } from '../core/index.ts';

const adminApp = () => import('./app/AdminApp.tsx');

const optionsSchema = object({});

/**
 * The staff area (platform.md sections 2–8): every path under /internal gets the admin app, which
 * loads on demand, so a reader's Start route carries only this route entry. The app checks the
 * staff login, loads the admin data and sets the role before it renders anything.
 */
export function admin() {
  const settings: Infer<typeof optionsSchema> = {};
  return definePlugin({
    id: 'admin',
    options: settings,
    optionsSchema,
    contributes: [
      contribute(routes, {
        id: 'admin',
        path: '/internal/*?',
        name: 'Internal',
        area: 'internal',
        showBackButton: true,
        // The admin chunk is loaded whenever this button shows, so the import resolves at once.
        onBack: (path) => void adminApp().then((module) => module.stepBack(path)),
        component: defineLazyContribution(adminApp, { exportName: 'AdminApp' }),
      }),
    ],
  });
}
