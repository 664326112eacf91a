import { useState } from 'react';
import type { FormData } from '../../api/entities/formData.ts';
import { connectOfPageLoad } from './connectOfPageLoad.ts';

/**
 * Whether the order form offers to connect a customer number (funnel.md section 2: digital, no
 * customer number, and the back-end connection has not failed; a visitor logs in on submit), the
 * connect result brought across the page load, and the open block: the connect block after a failed
 * connect or with a kept draft, else the address block.
 */
export function useConnectFold(formData: FormData, digital: boolean) {
  const { result, draft } = connectOfPageLoad();
  const [open, setOpen] = useState<'connect' | 'address'>(
    (result && result !== 'SUCCESS' && result !== 'SUCCESS_CSV') || draft ? 'connect' : 'address',
  );
  return { show: digital && !formData.gpNr && formData.sapConnectionFailed !== true, result, open, setOpen };
}
