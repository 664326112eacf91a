/** The payment return paths of platform.md section 2; a tenant without the card or PayPal plugin answers them with the server error page. */
export const pendingPaymentReturns: readonly string[] = ['/paypal/agreement/result', '/card/agreement/result', '/card/oneoffpay/result'];
