import { useEffect, useState } from 'react';
import { Form, useForm } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import type { ConnectUserResult } from '../../api/connectUser.ts';
import { isLoggedIn } from '../../funnel/FunnelContext.ts';
import { validateConnectForm } from '../../orderForm/validateConnectForm.ts';
import { Alert } from '../../ui/ErrorSummary.tsx';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { connectBlockState } from './connectBlockState.ts';
import { connectDraftStorage } from './connectDraftStorage.ts';
import { connectOfPageLoad, keepConnectDraft } from './connectOfPageLoad.ts';
import { connectResultStorage } from './connectResultStorage.ts';
import { goToLogin } from './goToLogin.ts';
import { isRejectedConnectPair } from './isRejectedConnectPair.ts';

interface ConnectValues {
  gpNr?: string;
  name?: string;
  agbCheckBox?: boolean;
}

/** Shows the rejected customer number as invalid at once, without waiting for the reader to leave the field. */
function MarkTouched({ name }: { readonly name: string }) {
  const form = useForm();
  useEffect(() => form.blur(name), [form, name]);
  return null;
}

/**
 * The connect-customer-number form (platform.md sections 4 and 5): gpNr of 10 digits with the
 * tenant's first digit, name of at least 2, terms; sent only when valid; after any result the page
 * reloads and shows the result's message. After WRONG_GP_NUMBER the typed pair comes back marked
 * invalid until the reader changes it. Linking needs an account, so a visitor's submit keeps the
 * typed pair and goes to the login first; back from it, the pair waits to be sent.
 */
export function ConnectCustomerNumberBlock({ lastResult }: { readonly lastResult: ConnectUserResult | undefined }) {
  const context = useFunnelContext();
  const { t } = useTranslation('customerNumberForm');
  const [busy, setBusy] = useState(false);
  const { draft } = connectOfPageLoad();
  const state = lastResult ? connectBlockState(lastResult) : { kind: 'idle' as const };
  const firstDigit = context.tenant.customerNumberFirstDigit;
  const rejected = state.kind === 'wrongNumber' && draft?.reason === 'wrongNumber' ? draft : undefined;
  const loggedIn = isLoggedIn(context);

  const submit = async (values: ConnectValues) => {
    const entered = { gpNr: (values.gpNr ?? '').trim(), name: (values.name ?? '').trim() };
    setBusy(true);
    if (!loggedIn) {
      connectDraftStorage.write(window.sessionStorage, { ...entered, reason: 'login' });
      await goToLogin(context, 'default');
      return;
    }
    try {
      const result = await context.api.connectUser(entered);
      context.track({ type: 'generic', category: 'connectCustomerNumber', action: result });
      if (result === 'WRONG_GP_NUMBER') connectDraftStorage.write(window.sessionStorage, { ...entered, reason: 'wrongNumber' });
      connectResultStorage.write(window.sessionStorage, result);
      window.location.reload();
    } catch {
      setBusy(false);
      keepConnectDraft({ ...entered, reason: 'serverError' });
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
  };

  return (
    <div>
      <p>{t('intro')}</p>
      {state.kind === 'success' ? <Alert kind="success">{t('success')}</Alert> : null}
      {state.kind === 'error' ? <Alert kind="error">{t(state.textKey)}</Alert> : null}
      {state.kind === 'wrongNumber' ? <Alert kind="error">{t('wrongNumber')}</Alert> : null}
      {draft?.reason === 'login' && loggedIn ? <Alert kind="info">{connectTexts.confirmAfterLogin}</Alert> : null}
      {!loggedIn ? <p className="field__hint">{connectTexts.loginFirst}</p> : null}
      {state.kind === 'success' ? null : (
        <Form<ConnectValues>
          onSubmit={submit}
          validate={(values) => validateConnectForm(values, firstDigit, isRejectedConnectPair(values, rejected))}
          initialValues={{ gpNr: draft?.gpNr ?? '', name: draft?.name ?? '', agbCheckBox: false }}
          render={({ handleSubmit }) => (
            // The block sits inside the order form and forms must not nest (the browser would send
            // the inner one natively): a named group with its own submit button and Enter key.
            <div
              role="form"
              aria-label={t('headline')}
              onKeyDown={(event) => {
                if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.type === 'checkbox') return;
                event.preventDefault();
                void handleSubmit();
              }}
            >
              <div className="field-grid">
                <TextField name="gpNr" label={t('gpNrLabel')} hint={t('gpNrHint')} required numeric maxLength={10} width="half" autoComplete="off" />
                <TextField name="name" label={t('nameLabel')} required maxLength={35} width="half" autoComplete="family-name" />
              </div>
              {rejected ? <MarkTouched name="gpNr" /> : null}
              <CheckboxField name="agbCheckBox" label={t('terms')} required />
              <div className="button-row">
                <button type="button" className="button button--secondary" onClick={() => void handleSubmit()}>
                  {t('submit')}
                </button>
              </div>
            </div>
          )}
        />
      )}
      {busy ? <BusyOverlay label={t('core:loading')} /> : null}
    </div>
  );
}

const connectTexts = {
  loginFirst: 'Zum Verknüpfen melden Sie sich an; Ihre Eingaben bleiben dabei erhalten.',
  confirmAfterLogin: 'Sie sind jetzt angemeldet. Bitte bestätigen Sie die AGB und verknüpfen Sie Ihre Kundennummer.',
} as const;
