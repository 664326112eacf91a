import { useState } from 'react';
import { Form } from 'react-final-form';
import { useTranslation } from 'react-i18next';
import { useFunnelContext } from '../../app/useFunnelContext.ts';
import type { ConnectUserResult } from '../../api/connectUser.ts';
import { validateConnectForm } from '../../orderForm/validateConnectForm.ts';
import { Alert } from '../../ui/Alert.tsx';
import { BusyOverlay } from '../../ui/BusyOverlay.tsx';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { connectBlockState } from './connectBlockState.ts';
import { connectResultStorage } from './connectResultStorage.ts';

interface ConnectValues {
  gpNr?: string;
  name?: string;
  agbCheckBox?: boolean;
}

/**
 * The connect-customer-number form (platform.md sections 4 and 5): gpNr of 10 digits with the
 * tenant's first digit, name of at least 2, terms; sent only when valid; after any result the page
 * reloads and shows the result's message.
 */
export function ConnectCustomerNumberBlock({ lastResult }: { readonly lastResult: ConnectUserResult | undefined }) {
  const context = useFunnelContext();
  const { t } = useTranslation('customerNumberForm');
  const [busy, setBusy] = useState(false);
  const state = lastResult ? connectBlockState(lastResult) : { kind: 'idle' as const };
  const firstDigit = context.tenant.customerNumberFirstDigit;

  const submit = async (values: ConnectValues) => {
    setBusy(true);
    try {
      const result = await context.api.connectUser({ gpNr: (values.gpNr ?? '').trim(), name: (values.name ?? '').trim() });
      context.track({ type: 'generic', category: 'connectCustomerNumber', action: result });
      connectResultStorage.write(window.sessionStorage, result);
      window.location.reload();
    } catch {
      setBusy(false);
      context.navigate({ route: 'ErrorPage', type: 'server' });
    }
  };

  return (
    <div>
      <p>{t('intro')}</p>
      {state.kind === 'success' ? <Alert kind="success">{t('success')}</Alert> : null}
      {state.kind === 'error' ? <Alert kind="error">{t(state.textKey)}</Alert> : null}
      {state.kind === 'wrongNumber' ? <Alert kind="error">{t('wrongNumber')}</Alert> : null}
      {state.kind === 'success' ? null : (
        <Form<ConnectValues>
          onSubmit={submit}
          validate={(values) => validateConnectForm(values, firstDigit, false)}
          initialValues={{ gpNr: '', name: '', agbCheckBox: false }}
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
                <TextField name="gpNr" label={t('gpNrLabel')} hint={t('gpNrHint')} required numeric maxLength={10} width="half" />
                <TextField name="name" label={t('nameLabel')} required maxLength={35} width="half" autoComplete="family-name" />
              </div>
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
