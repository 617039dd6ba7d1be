import { assign, fromPromise, setup } from 'xstate';
import { OrderInvoiceQuery } from '../../gateway/billing/operations';
import { downloadBlob } from '../../lib/exports/download';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// An order's invoice from the account page: billing's invoice (the route needs the session, so
// the PDF comes through the gateway) handed to the browser as a download, named as the receipt
// names it. One at a time: another press while one is on its way is ignored.

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
