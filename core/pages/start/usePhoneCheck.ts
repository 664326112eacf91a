import { useEffect, useState } from 'react';
import type { OrderFormValues } from '../../orderForm/OrderFormValues.ts';
import type { PhoneCheck } from '../../orderForm/PhoneCheck.ts';
import { validatePhone } from '../../orderForm/validatePhone.ts';

let phoneCheckLoad: Promise<PhoneCheck> | undefined;

/** Loads the country-aware phone check (libphonenumber-js) once per page. */
function loadPhoneCheck(): Promise<PhoneCheck> {
  phoneCheckLoad ??= import('../../orderForm/isValidPhone.ts').then((module) => module.isValidPhone);
  return phoneCheckLoad;
}

/**
 * The order form's country-aware phone check: undefined until it loaded, which starts once the reader
 * starts on the page (libphonenumber-js is large, not part of the page load). The second item checks a
 * submit faster than the download: it waits for the check and returns the phone errors, if any.
 * `alsoLoad` starts other code the submit needs at the same moment.
 */
export function usePhoneCheck(
  alsoLoad: () => unknown,
): readonly [PhoneCheck | undefined, (values: OrderFormValues) => Promise<Record<string, string> | undefined>] {
  const [isValidPhone, setIsValidPhone] = useState<PhoneCheck | undefined>(undefined);

  useEffect(() => {
    let active = true;
    const events = ['focusin', 'pointerdown', 'keydown'] as const;
    const stop = () => {
      for (const name of events) document.removeEventListener(name, load, true);
    };
    function load() {
      stop();
      alsoLoad();
      void loadPhoneCheck().then((check) => active && setIsValidPhone(() => check));
    }
    for (const name of events) document.addEventListener(name, load, true);
    return () => {
      active = false;
      stop();
    };
  }, [alsoLoad]);

  const checkBeforeLoad = async (values: OrderFormValues) => {
    if (isValidPhone || (values.phoneSubscriberNumber ?? '').trim() === '') return undefined;
    const check = await loadPhoneCheck();
    setIsValidPhone(() => check);
    const errors = validatePhone(values.phoneAreaCode, values.phoneSubscriberNumber, check, values.country);
    return Object.keys(errors).length > 0 ? errors : undefined;
  };
  return [isValidPhone, checkBeforeLoad];
}
