import { useFunnelContext } from '../app/useFunnelContext.ts';

/** The link to the tenant's other offers, shown on every error page. */
export function OtherOffersLink({ label }: { readonly label: string }) {
  const { tenant } = useFunnelContext();
  return (
    <p>
      <a className="button button--primary" href={tenant.otherOffersUrl}>
        {label}
      </a>
    </p>
  );
}
