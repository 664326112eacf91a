/** dev and test enable the control endpoints under /sandbox; production serves only the contract. */
export type SandboxMode = 'dev' | 'test' | 'production';
