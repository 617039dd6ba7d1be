import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { OrderInvoiceQuery } from '../../gateway/billing/operations';
import { downloadBlob } from '../../lib/exports/download';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// An order's invoice, the one way it is downloaded (the receipt and the account page's invoices
// both run this): the route needs the session, so the PDF comes through the gateway and is
// handed to the browser as a download named `invoice-{number}.pdf`. One at a time: another press
// while one is on its way is ignored. A failure's reason stays until the next press.

interface Order {
  id: string;
  number: string;
}

export const invoiceDownloadMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as WithGateway & { orderId: string | null; error: string | null },
    events: {} as { type: 'DOWNLOAD'; order: Order },
  },
  actors: {
    download: fromPromise<void, WithGateway & { order: Order }>(async ({ input }) => {
      const result = await gatewayOf(input, 'invoiceDownloadMachine').query(OrderInvoiceQuery, { id: input.order.id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) throw result.error;
      downloadBlob(result.data.orderInvoice as Blob, `invoice-${input.order.number}.pdf`);
    }),
  },
}).createMachine({
  id: 'invoiceDownload',
  context: ({ input }) => ({ client: input.client ?? null, orderId: null, error: null }),
  initial: 'idle',
  states: {
    idle: {
      on: { DOWNLOAD: { target: 'downloading', actions: assign({ orderId: ({ event }) => event.order.id, error: null }) } },
    },
    downloading: {
      tags: 'busy',
      invoke: {
        id: 'download',
        src: 'download',
        input: ({ context, event }) => ({ client: context.client, order: (event as { order: Order }).order }),
        onDone: { target: 'idle', actions: assign({ orderId: null }) },
        onError: { target: 'idle', actions: assign({ orderId: null, error: ({ event }) => errorText(event.error) }) },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof invoiceDownloadMachine>;

/** The order whose invoice is on its way, or null. */
export const selectDownloading = (snapshot: Snapshot) => snapshot.context.orderId;

/** Why the last download failed, or null. */
export const selectDownloadError = (snapshot: Snapshot) => snapshot.context.error;
