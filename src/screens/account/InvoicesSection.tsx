import { Link } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { orderPageSize } from '../../../contract/billing-limits';
import { BillingOverviewQuery } from '../../gateway/billing/operations';
import { invoiceDownloadMachine, selectDownloadError, selectDownloading } from '../../machines/billing/invoiceDownloadMachine';
import { actorOptions } from '../../machines/inspect';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { Spinner } from '../../ui/Spinner';
import { actions, card, muted, plain, rowList, sectionTitle } from './styles';

// The invoices of the last orders (billing's orders and invoice PDF), each a download
// (invoiceDownloadMachine, as on the receipt).

const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });

export function InvoicesSection() {
  const client = useClient();
  const [{ data, fetching, error }, reload] = useQuery({ query: BillingOverviewQuery, variables: { first: orderPageSize } });
  const actor = useActorRef(invoiceDownloadMachine, actorOptions({ client }));
  const downloading = useSelector(actor, selectDownloading);
  const downloadError = useSelector(actor, selectDownloadError);
  const orders = data?.orders.filter((order) => order.status === 'paid');
  return (
    <section className={card} aria-labelledby="invoices-title">
      <h2 id="invoices-title" className={sectionTitle}>
        Invoices
      </h2>
      <ErrorText>{downloadError}</ErrorText>
      {!data && fetching ? (
        <Spinner label="Loading invoices" />
      ) : error && !data ? (
        <div role="alert" className={actions}>
          <p className={plain}>The invoices could not be loaded.</p>
          <Button variant="secondary" onClick={() => reload({ requestPolicy: 'network-only' })}>
            Retry
          </Button>
        </div>
      ) : orders && orders.length > 0 ? (
        <ul className={rowList} aria-label="Invoices">
          {orders.map((order) => (
            <li key={order.id}>
              <span>
                {order.description}
                <br />
                <span className={muted}>
                  {order.number} · {day.format(new Date(order.createdAt))}
                </span>
              </span>
              <Button variant="secondary" disabled={downloading !== null} onClick={() => actor.send({ type: 'DOWNLOAD', order })} aria-label={`Download invoice ${order.number}`}>
                {downloading === order.id && <Spinner decorative />}
                Download
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className={plain}>
          No paid orders yet. <Link href="/billing/plans">See the plans</Link>
        </p>
      )}
    </section>
  );
}
