/**
 * A fake ElevenLabs Music for tests: real HTTP on 127.0.0.1 speaking `POST /v1/music`, the call
 * the official SDK's `music.compose` makes, with its `xi-api-key` header.
 *
 *   const fake = await startFakeElevenLabsMusic({ apiKey: 'xi-test' });
 *   createMusicEngines({ elevenlabsApiKey: 'xi-test', elevenlabsBaseUrl: fake.url });
 *   fake.requests   // every request; `body` holds the JSON (prompt, music_length_ms, model_id, force_instrumental)
 *
 * It answers mp3 bytes as long as asked (16,000 bytes a second at 128 kb/s, an MPEG frame header
 * first, so the type sniffed from the bytes is audio/mpeg) with the `song-id` header. As the real
 * API: a wrong key gets 401, a missing prompt or a length outside 3,000–600,000 ms gets 422, and
 * `status` answers every request with that error instead.
 */
import { sendJson, startRecordingServer, type FakeServer } from './fake-http';

export function startFakeElevenLabsMusic(options: { apiKey?: string; status?: number } = {}): Promise<FakeServer> {
  let songs = 0;
  return startRecordingServer(async (request, response) => {
    if (options.apiKey && request.headers['xi-api-key'] !== options.apiKey) {
      return sendJson(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    }
    if (options.status) return sendJson(response, options.status, { detail: { status: 'error', message: 'The fake was told to refuse.' } });
    const path = request.path.split('?')[0];
    if (request.method !== 'POST' || path !== '/v1/music') return sendJson(response, 404, { detail: { message: `Unknown path ${path}` } });
    const { prompt, music_length_ms: length } = request.body ?? {};
    if (typeof prompt !== 'string' || !prompt || typeof length !== 'number' || length < 3000 || length > 600_000) {
      return sendJson(response, 422, { detail: [{ loc: ['body'], msg: 'prompt and music_length_ms (3000–600000) are required', type: 'value_error' }] });
    }
    const mp3 = Buffer.alloc(Math.round((length / 1000) * 16_000));
    mp3.set([0xff, 0xfb, 0x90, 0x64]);
    response.writeHead(200, { 'content-type': 'audio/mpeg', 'song-id': `song-${++songs}` });
    response.end(mp3);
  });
}
