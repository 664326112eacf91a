import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import type { FunnelContext } from '../../funnel/FunnelContext.ts';
import { accountUrls } from '../../funnel/loadConfiguration.ts';
import { goToLogin } from './goToLogin.ts';

/** Logs the reader out (platform.md section 7, GET logout) and follows the answered URL; the configured logout URL if the call fails. */
async function logout(context: FunnelContext): Promise<void> {
  let url: string;
  try {
    url = (await context.api.logout()).url;
  } catch (error) {
    console.warn('aboflow: logout failed, using the configured logout URL', error);
    url = accountUrls(context).logoutUrl;
  }
  window.location.assign(url);
}

/**
 * The login block of the digital order page: a reader not logged in (once the login state is
 * known) may log in or register; a logged-in reader sees that and may log out.
 */
export function LoginPrompt() {
  const context = useFunnelContext();
  const { t } = useTranslation('start');
  const { t: tCore } = useTranslation('core');
  const [busy, setBusy] = useState(false);
  const login = context.store.login.value;
  if (login.status === 'unknown') return null;

  if (login.status === 'loggedIn') {
    return (
      <section className="aside-box login-prompt" aria-labelledby="login-prompt-title">
        <h2 id="login-prompt-title">{tCore('loggedInTitle')}</h2>
        <p>{tCore('loggedInText')}</p>
        <div className="button-row">
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void logout(context);
            }}
          >
            {tCore('logoutButton')}
          </button>
        </div>
      </section>
    );
  }

  const go = async (authScreen: 'default' | 'register') => {
    setBusy(true);
    context.track({ type: 'generic', category: 'login', action: authScreen === 'register' ? 'register' : 'login' });
    await goToLogin(context, authScreen);
  };

  return (
    <section className="aside-box login-prompt" aria-labelledby="login-prompt-title">
      <h2 id="login-prompt-title">{t('loginButton')}</h2>
      <p>{t('loginPrompt')}</p>
      <div className="button-row">
        <button type="button" className="button button--primary" disabled={busy} onClick={() => void go('default')}>
          {t('loginButton')}
        </button>
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void go('register')}>
          {t('registerButton')}
        </button>
      </div>
    </section>
  );
}
