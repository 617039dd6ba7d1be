// A guest session on a running server, signed up through the API as the app does (captcha
// solved), for benches that open the app already logged in.
import { createRest, TOKEN_KEY, type Rest } from '../src/gateway/rest';
import { solveCaptcha, type CaptchaChallenge } from '../src/gateway/signin/captcha';
import { memoryStorage } from './memory-storage';

export async function guestSession(url: string): Promise<{ rest: Rest; jwt: string }> {
  const storage = memoryStorage();
  const rest = createRest({ baseUrl: url, storage });
  const challenge = await rest.get<CaptchaChallenge>('/auth/captcha');
  const signup = await rest.post<{ jwt?: string }>('/auth/signup', { type: 'guest', first_name: 'Bench', 'captcha-token': await solveCaptcha(challenge) });
  rest.setToken(signup.jwt ?? null);
  const jwt = storage.getItem(TOKEN_KEY);
  if (!jwt) throw new Error('no token after guest signup');
  return { rest, jwt };
}
