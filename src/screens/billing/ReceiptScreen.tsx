import { Link, useLocation, useParams } from 'wouter';
import { useClient, useQuery } from 'urql';
import { useActorRef, useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { OrderQuery } from '../../gateway/billing/operations';
import { errorStatus } from '../../lib/errors';
import { invoiceDownloadMachine, selectDownloadError, selectDownloading } from '../../machines/billing/invoiceDownloadMachine';
import { actorOptions } from '../../machines/inspect';
import { loginHref } from '../../../contract/pages';
import { Button } from '../../ui/Button';
import { ErrorText } from '../../ui/Field';
import { LoadFailed } from '../../ui/LoadFailed';
import { Spinner } from '../../ui/Spinner';
import { StatusBadge } from '../../ui/StatusBadge';
import { loadingBlock, notice, noticeTitle, pageIntro, pageTitle, screenScroller } from '../../ui/toolPage';
import { space } from '../../ui/tokens';
import { card, muted, page, rows, sectionTitle, totalRow } from './styles';
import { credits, date, money, statusLabel } from './format';

// An order's receipt (`/billing/orders/{id}/receipt`, SPEC §2): what was bought, the totals,
// its status, and the invoice PDF (invoiceDownloadMachine, as in the account's invoices).

export default function ReceiptScreen() {
  const { id } = useParams<{ id: string }>();
  const [location] = useLocation();
  const client = useClient();
  const [{ data, fetching, error }, reload] = useQuery({ query: OrderQuery, variables: { id } });
  const invoice = useActorRef(invoiceDownloadMachine, actorOptions({ client }));
  const downloading = useSelector(invoice, selectDownloading) !== null;
  const downloadError = useSelector(invoice, selectDownloadError);
  const order = data?.order;

  return (
    <div className={screenScroller}>
      <div className={page}>
        <header className={pageIntro}>
          <h1 className={pageTitle}>Receipt</h1>
          <p className={muted}>
            <Link href="/billing">← Billing</Link>
          </p>
        </header>
        {!data && fetching ? (
          <div className={loadingBlock}>
            <Spinner label="Loading the receipt" />
          </div>
        ) : errorStatus(error) === 401 ? (
          <div className={notice}>
            <p className={noticeTitle}>Log in to see this receipt</p>
            <p>
              <Link href={loginHref(location)}>Log in</Link>
            </p>
          </div>
        ) : error && !data ? (
          <LoadFailed what="The receipt" onRetry={() => reload({ requestPolicy: 'network-only' })} />
        ) : !order ? (
          <div className={notice}>
            <p className={noticeTitle}>Order not found</p>
            <p>
              It may belong to another workspace. <Link href="/billing">See your orders</Link>
            </p>
          </div>
        ) : (
          <article className={`${card} ${receipt}`} aria-labelledby="receipt-title">
            <div className={head}>
              <h2 id="receipt-title" className={sectionTitle}>
                {order.status === 'paid' ? 'Thank you for your purchase' : `Order ${statusLabel[order.status]?.toLowerCase() ?? order.status}`}
              </h2>
              <StatusBadge tone={order.status === 'paid' ? 'success' : order.status === 'failed' ? 'danger' : 'neutral'}>{statusLabel[order.status] ?? order.status}</StatusBadge>
            </div>
            <dl className={rows}>
              <dt>Order</dt>
              <dd>{order.number}</dd>
              <dt>Date</dt>
              <dd>{date(order.paidAt ?? order.createdAt)}</dd>
              <dt>Item</dt>
              <dd>{order.description}</dd>
              <dt>Credits</dt>
              <dd>{credits(order.credits)}</dd>
              {order.address && (
                <>
                  <dt>Billed to</dt>
                  <dd>
                    {order.address.name}, {order.address.postalCode} {order.address.country}
                  </dd>
                </>
              )}
            </dl>
            <dl className={rows}>
              <dt>Subtotal</dt>
              <dd>{money(order.subtotal, order.currency)}</dd>
              {order.discount > 0 && (
                <>
                  <dt>Discount{order.coupon ? ` (${order.coupon})` : ''}</dt>
                  <dd>−{money(order.discount, order.currency)}</dd>
                </>
              )}
              <dt>Tax</dt>
              <dd>{money(order.tax, order.currency)}</dd>
              <dt className={totalRow}>Total</dt>
              <dd className={totalRow}>{money(order.total, order.currency)}</dd>
            </dl>
            {order.failureMessage && <ErrorText>{order.failureMessage}</ErrorText>}
            <ErrorText>{downloadError}</ErrorText>
            <div className={actions}>
              <Button variant="secondary" onClick={() => invoice.send({ type: 'DOWNLOAD', order })} disabled={downloading}>
                {downloading && <Spinner decorative />}
                Download invoice
              </Button>
              <Link href="/billing">Back to billing</Link>
            </div>
          </article>
        )}
      </div>
    </div>
  );
}

const receipt = css`
  max-width: 640px;
`;

const head = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;

const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.lg};
`;
