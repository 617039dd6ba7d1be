import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { keepReferral } from '../../src/lib/referral';
import { captchaToken, type Session } from '../server/helpers/app';
import { checkout } from '../server/helpers/billing';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The affiliate page against the real server: a fresh affiliate's link (Copy), figures and empty
// payouts; the payout method checked before it is sent and saved; a withdrawal refused below the
// minimum in the server's words, and one sent with SPEC §8's words that joins the list; a failed
// load with Retry; a logged-out visitor sent to log in; and a signup that carries the kept `ref`.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const originalFetch = globalThis.fetch;
const auth = (session: Session) => ({ authorization: `Bearer ${session.jwt}` });
const affiliateOf = async (session: Session) => (await server.app.inject({ method: 'GET', url: '/api/account/affiliate', headers: auth(session) })).json();

/** An affiliate whose referral bought the 50,000-credit pack twice: a balance of $59.60, and a PayPal method. */
async function affiliateWithBalance() {
  const referrer = await server.user();
  const { code } = await affiliateOf(referrer);
  const signup = await server.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { type: 'user', email: `buyer-${Date.now()}@example.com`, password: 'correct horse battery', first_name: 'Buyer', ref: code, 'captcha-token': await captchaToken(server.app) },
  });
  const buyer = signup.json() as Session;
  for (let i = 0; i < 2; i++) await checkout(server.app, buyer, { id: 'pack-50000' });
  await server.app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: auth(referrer), payload: { payout_method: { type: 'paypal', email: 'ada@example.com' } } });
  return referrer;
}

describe('the affiliate page', () => {
  it("shows the referral link with Copy ('Copied to clipboard!'), the figures, the minimum and no payouts yet", async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, path: '/affiliate', user: session });
    const link = await screen.findByRole('textbox', { name: 'Referral link' }, slow);
    const { code } = await affiliateOf(session);
    expect(link).toHaveValue(`http://localhost:3000/signup?ref=${code}`);
    const referral = screen.getByRole('region', { name: 'Your referral link' });
    expect(within(referral).getByText('Referrals').nextElementSibling).toHaveTextContent('0');
    expect(within(referral).getByText('Balance').nextElementSibling).toHaveTextContent('$0.00');
    expect(screen.getByText(/once it reaches the minimum of \$50\.00/)).toBeInTheDocument();
    expect(screen.getByText(/No payouts yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Copied to clipboard!', {}, slow)).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(`http://localhost:3000/signup?ref=${code}`);
  });

  it('checks the payout method before sending it, then saves it', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, path: '/affiliate', user: session });
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer (IBAN)' }, slow));
    await user.type(screen.getByLabelText('Account holder'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.click(screen.getByRole('button', { name: 'Save payout method' }));
    expect(await screen.findByText('Please enter a valid IBAN.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('IBAN'));
    await user.type(screen.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 00{Enter}');
    expect(await screen.findByText('Payout method saved.', {}, slow)).toBeInTheDocument();
    expect((await affiliateOf(session)).payout_method).toEqual({ type: 'bank_transfer', account_holder: 'Ada Lovelace', iban: 'DE89370400440532013000' });
  });

  it("refuses a withdrawal below the minimum in the server's words", async () => {
    const session = await server.user();
    await server.app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: auth(session), payload: { payout_method: { type: 'paypal', email: 'ada@example.com' } } });
    const { user } = renderApp(null, { server, path: '/affiliate', user: session });
    await user.click(await screen.findByRole('button', { name: 'Request withdrawal' }, slow));
    expect(await screen.findByText('You can request a withdrawal once your balance reaches $50.00.', {}, slow)).toBeInTheDocument();
  });

  it("sends a withdrawal of the balance once ('Withdrawal request sent successfully!') and lists it as pending", async () => {
    const session = await affiliateWithBalance();
    const { user } = renderApp(null, { server, path: '/affiliate', user: session });
    const button = await screen.findByRole('button', { name: 'Request withdrawal' }, slow);
    expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$59.60');
    await user.dblClick(button);
    expect(await screen.findByText('Withdrawal request sent successfully!', {}, slow)).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Last payouts' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent(/\$59\.60\s*Pending/);
    await waitFor(() => expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$0.00'));
    expect(screen.queryByText('Your previous withdrawal request is still pending.')).not.toBeInTheDocument();
  });

  it('asks again only for what an answer lacks: a withdrawal asks the summary (its balance), not the payouts', async () => {
    const session = await affiliateWithBalance();
    const { user } = renderApp(null, { server, path: '/affiliate', user: session });
    const button = await screen.findByRole('button', { name: 'Request withdrawal' }, slow);
    const asked: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (url.pathname.startsWith('/api/account/affiliate')) asked.push(`${method} ${url.pathname}`);
      return originalFetch(input, init);
    });
    try {
      await user.click(button);
      const list = await screen.findByRole('list', { name: 'Last payouts' }, slow);
      expect(list).toHaveTextContent(/\$59\.60\s*Pending/);
      await waitFor(() => expect(screen.getByText('Balance').nextElementSibling).toHaveTextContent('$0.00'), slow);
      expect(asked).toEqual(['POST /api/account/affiliate/payouts', 'GET /api/account/affiliate']);
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it('says when the page could not be loaded, and Retry loads it', async () => {
    const { user, network } = renderApp(null, { server, path: '/affiliate', user: await server.user() });
    network.failNext('/api/account/affiliate');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The affiliate program could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Referral link' }, slow)).toBeInTheDocument();
  });
});

describe('logged out and signing up', () => {
  it('sends a logged-out visitor to log in, coming back to the page afterwards', async () => {
    renderApp(null, { server, path: '/affiliate' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'), slow);
    expect(window.location.search).toBe('?redirect=%2Faffiliate');
  });

  it('signs up with the code the visitor arrived with, and forgets it then', async () => {
    const referrer = await server.user();
    const { code } = await affiliateOf(referrer);
    keepReferral(`?ref=${code}`);
    const { user } = renderApp(null, { server, path: '/signup' });
    await user.type(await screen.findByLabelText('First name', {}, slow), 'Grace');
    await user.type(screen.getByLabelText('Email'), `grace-${Date.now()}@example.com`);
    await user.type(screen.getByLabelText('Password'), 'correct horse battery{Enter}');
    await waitFor(async () => expect((await affiliateOf(referrer)).referrals).toBe(1), { timeout: 20_000 });
    await waitFor(() => expect(localStorage.getItem('atelier.referral')).toBeNull(), slow);
  });
});
