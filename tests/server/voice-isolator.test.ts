import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser } from './helpers/app';

// The Voice isolator tool's server side against the real app and database.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

describe('POST /api/voice-isolator/echo', () => {
  it('answers the text, its length and how many texts the user has echoed', async () => {
    const [session, other] = [await signUpUser(app), await signUpUser(app)];
    const echo = (who: typeof session, text: string) => app.inject({ method: 'POST', url: '/api/voice-isolator/echo', headers: bearer(who), payload: { text } });
    const response = await echo(session, 'héllo');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ text: 'héllo', characters: 5, echoes: 1 });
    expect((await echo(session, 'again')).json()).toEqual({ text: 'again', characters: 5, echoes: 2 });
    // Each user's texts are counted apart.
    expect((await echo(other, 'hi')).json()).toEqual({ text: 'hi', characters: 2, echoes: 1 });
  });

  it('refuses an empty text, and anyone logged out', async () => {
    const session = await signUpUser(app);
    expect((await app.inject({ method: 'POST', url: '/api/voice-isolator/echo', headers: bearer(session), payload: { text: '' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url: '/api/voice-isolator/echo', payload: { text: 'hi' } })).statusCode).toBe(401);
  });
});
