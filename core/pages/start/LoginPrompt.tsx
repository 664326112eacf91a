import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import { goToLogin } from './goToLogin.ts';

/** The login prompt of the digital order page: shown once the login state is known and the user is not logged in. */
export function LoginPrompt() {
  const context = useFunnelContext();
  const { t } = useTranslation('start');
  const [busy, setBusy] = useState(false);
  const login = context.store.login.value;
  if (login.status !== 'loggedOut') return null;

  const go = async (authScreen: 'default' | 'register') => {
    setBusy(true);
    context.track({ type: 'generic', category: 'login', action: authScreen === 'register' ? 'register' : 'login' });
    if (!(await goToLogin(context, authScreen))) setBusy(false);
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
