import { useSignals } from '@preact/signals-react/runtime';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { SummaryExtraProps, FunnelContext } from '../../core/index.ts';
import { useTexts } from '../../core/ui.ts';
import { applyVoucherCode, removeVoucherCode } from './applyVoucherCode.ts';
import type { RefusalMessageKey } from './refusalMessageKey.ts';
import { readRememberedCode, rememberCode } from './rememberedCode.ts';
import { redeemedVoucher } from './VoucherState.ts';
import { voucherFieldTexts } from './voucherFieldTexts.ts';
import './voucher.css';

/**
 * The code field of the offer summary: "Gutscheincode" with "Einlösen" (on a phone behind the "Gutscheincode
 * eingeben" disclosure); a redeemed code is named with a button to remove it. Messages stand at the field, tied to it
 * by aria-describedby, in a live region so that screen readers announce them.
 */
export function VoucherField({ context, compact }: SummaryExtraProps) {
  useSignals();
  const t = useTexts(voucherFieldTexts);
  const id = useId();
  const [typed, setTyped] = useState('');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<RefusalMessageKey | undefined>();
  const [status, setStatus] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const voucher = redeemedVoucher(context);
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;

  // A reload keeps the code: the one remembered for this offer is checked again and redeemed when it still holds.
  useEffect(() => {
    const remembered = salesCampaignId ? readRememberedCode(salesCampaignId) : undefined;
    if (remembered && !redeemedVoucher(context)) void applyVoucherCode(context, remembered);
  }, [context, salesCampaignId]);

  const redeem = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const outcome = await applyVoucherCode(context, typed);
    setBusy(false);
    if (outcome.ok) {
      setTyped('');
      setMessage(undefined);
      setStatus(t('redeemed', { code: outcome.voucher.code }));
    } else {
      setMessage(outcome.message);
      input.current?.focus();
    }
  };

  const remove = async () => {
    if (!voucher) return;
    await removeVoucherCode(context, voucher);
    setStatus(t('removed'));
  };

  const fieldId = `${id}-code`;
  const errorId = `${id}-error`;
  const showForm = !voucher && (!compact || open);
  return (
    <div className="voucher-field">
      {voucher ? (
        <p className="voucher-field__redeemed">
          <span>{t('redeemed', { code: voucher.code })}</span>{' '}
          <button
            type="button"
            className="voucher-field__link"
            aria-label={t('removeLabel', { code: voucher.code })}
            onClick={() => void remove()}
          >
            {t('remove')}
          </button>
        </p>
      ) : null}
      {!voucher && compact ? (
        <button
          type="button"
          className="voucher-field__link"
          aria-expanded={open}
          aria-controls={`${id}-form`}
          onClick={() => setOpen(!open)}
        >
          {t('disclosure')}
        </button>
      ) : null}
      {showForm ? (
        <form id={`${id}-form`} className="voucher-field__form" onSubmit={(event) => void redeem(event)} noValidate>
          <div className="field field--full">
            <label htmlFor={fieldId} className="field__label">
              {t('label')}
            </label>
            <div className="voucher-field__row">
              <input
                ref={input}
                id={fieldId}
                className="input"
                type="text"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={64}
                value={typed}
                aria-invalid={message ? true : undefined}
                aria-describedby={errorId}
                onChange={(event) => setTyped(event.target.value)}
              />
              <button type="submit" className="button button--secondary" disabled={busy || typed.trim() === ''}>
                {t('redeem')}
              </button>
            </div>
            <span id={errorId} className={message ? 'field__error' : undefined} aria-live="assertive">
              {message ? t(message) : ''}
            </span>
          </div>
        </form>
      ) : null}
      <p className="visually-hidden" aria-live="polite">
        {status}
      </p>
    </div>
  );
}

/** The success page names the code the order redeemed; the tab forgets it, so a next order starts without. */
export function VoucherSuccessNote({ context }: { readonly context: FunnelContext }) {
  const t = useTexts(voucherFieldTexts);
  const voucher = redeemedVoucher(context);
  const salesCampaignId = context.store.formData.value?.salesCampaign.salesCampaignId;
  useEffect(() => {
    if (salesCampaignId) rememberCode(salesCampaignId, undefined);
  }, [salesCampaignId]);
  return voucher ? <p>{t('successNote', { code: voucher.code })}</p> : null;
}
