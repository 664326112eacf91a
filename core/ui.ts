/**
 * Core's public UI surface for plugin components (loaded lazily, never by Node).
 * Plugins import UI only from here and logic only from `core/index.ts`.
 */
export { Alert } from './ui/ErrorSummary.tsx';
export { BusyOverlay } from './ui/BusyOverlay.tsx';
export { CheckboxField } from './ui/CheckboxField.tsx';
export { describedBy } from './ui/FieldFrame.tsx';
export { ErrorSummary } from './ui/ErrorSummary.tsx';
export { FieldFrame } from './ui/FieldFrame.tsx';
export { fieldId } from './ui/FieldFrame.tsx';
export { flattenErrors } from './ui/ErrorSummary.tsx';
export { RadioGroupField } from './ui/RadioGroupField.tsx';
export { SecondPersonAddressStep } from './ui/SecondPersonAddressStep.tsx';
export { RoleChoiceStep } from './ui/RoleChoiceStep.tsx';
export { SelectField } from './ui/SelectField.tsx';
export { StepHeading } from './ui/StepHeading.tsx';
export { TextField } from './ui/TextField.tsx';
export { visibleError } from './ui/FieldFrame.tsx';
export { Modal } from './pages/Modal.tsx';
export { PageHeading } from './pages/PageHeading.tsx';
export { PaymentReturnPage } from './pages/PaymentReturnPage.tsx';
export { VerificationBlock } from './pages/verification/VerificationBlock.tsx';
export type { PaymentReturnPageProps } from './pages/PaymentReturnPage.tsx';
export { useFunnelContext } from './app/useFunnelContext.ts';
export { useTexts } from './i18n/useTexts.ts';
export type { TextsFunction } from './i18n/useTexts.ts';
