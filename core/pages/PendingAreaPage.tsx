import { useTranslation } from 'react-i18next';
import { PageHeading } from './PageHeading.tsx';

/** The page of a spec route whose feature is not enabled for this tenant yet: its heading and a note. */
export function PendingAreaPage({ title }: { readonly title: string }) {
  const { t } = useTranslation('core');
  return (
    <>
      <PageHeading>{title}</PageHeading>
      <p>{t('pageComingSoon')}</p>
    </>
  );
}
