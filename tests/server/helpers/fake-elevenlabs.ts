/**
 * A fake ElevenLabs for tests: real HTTP on 127.0.0.1 speaking the parts of its API the speech
 * engines use, with its `xi-api-key` header.
 *
 *   const fake = await startFakeElevenLabs({ apiKey: 'xi-test' });
 *   config.elevenlabsBaseUrl = fake.url;
 *   fake.requests                          // every request, `raw` holding a clone's multipart body
 *   fake.clones                            // names of the voices cloned through /v1/voices/add
 *
 * GET /v1/voices lists two premade voices and every clone; POST /v1/text-to-speech/{voice_id}
 * answers mp3 bytes (16,000 bytes a second at 128 kb/s, 0.05 s a character) for a known voice, else 404;
 * POST /v1/voices/add (multipart: name, files) answers a new voice_id. A wrong key gets 401.
 * POST /v1/audio-isolation: fake-elevenlabs-isolation.ts.
 */
import { answerIsolation } from './fake-elevenlabs-isolation';
import { sendJson, startRecordingServer, type FakeServer } from './fake-http';

export interface FakeElevenLabs extends FakeServer {
  clones: string[];
}

const premade = [
  { voice_id: 'EXAVITQu4vr4xnSDxMaL', name: 'Sarah', labels: { gender: 'female', accent: 'american' } },
  { voice_id: 'JBFqnCBsd6RMkjVDRZzb', name: 'George', labels: { gender: 'male', accent: 'british' } },
];

export async function startFakeElevenLabs(options: { apiKey?: string } = {}): Promise<FakeElevenLabs> {
  const clones: string[] = [];
  const voices = () => [...premade, ...clones.map((name, index) => ({ voice_id: `clone-${index + 1}`, name, labels: {} }))];
  const server = await startRecordingServer(async (request, response) => {
    if (options.apiKey && request.headers['xi-api-key'] !== options.apiKey) {
      return sendJson(response, 401, { detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
    }
    const path = request.path.split('?')[0];
    if (request.method === 'GET' && path === '/v1/voices') return sendJson(response, 200, { voices: voices() });
    if (request.method === 'POST' && path === '/v1/audio-isolation') return answerIsolation(request, response);
    if (request.method === 'POST' && path === '/v1/voices/add') {
      const name = /name="name"\r\n\r\n([^\r]*)/.exec(request.raw.toString('latin1'))?.[1];
      if (!name || !/name="files"; filename=/.test(request.raw.toString('latin1'))) return sendJson(response, 422, { detail: { message: 'name and files are required' } });
      clones.push(name);
      return sendJson(response, 200, { voice_id: `clone-${clones.length}`, requires_verification: false });
    }
    const speech = /^\/v1\/text-to-speech\/([^/]+)$/.exec(path);
    if (request.method === 'POST' && speech) {
      if (!voices().some((voice) => voice.voice_id === decodeURIComponent(speech[1]))) return sendJson(response, 404, { detail: { message: 'voice_not_found' } });
      const bytes = Math.round(String(request.body?.text ?? '').length * 0.05 * 16_000);
      // An MPEG audio frame header (ID3-less mp3), then filler: enough for a type sniffed from bytes.
      const mp3 = Buffer.alloc(Math.max(bytes, 4));
      mp3.set([0xff, 0xfb, 0x90, 0x64]);
      response.writeHead(200, { 'content-type': 'audio/mpeg' });
      return void response.end(mp3);
    }
    return sendJson(response, 404, { detail: { message: `Unknown path ${path}` } });
  });
  return Object.assign(server, { clones });
}
