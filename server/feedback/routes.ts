// The feedback widget's form (`POST /account/feedback`): a message and optionally a screenshot
// (an image of at most 5 MB, its bytes checked), stored in site_feedback with the account's name
// and email.
// Its own plugin because the multipart parser is registered per scope (plugins/forms.ts).
import type { MultipartFile } from '@fastify/multipart';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Submitted } from '../../contract/account';
import { FeedbackBody, feedbackScreenshotMaxBytes } from '../../contract/feedback';
import { badRequest, HttpError } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import { registerForm } from '../plugins/forms';

export const thanksForFeedback = 'Thank you for your feedback.';
const notAnImage = 'The screenshot must be a PNG, JPEG, WebP or GIF image.';

interface Screenshot {
  data: Buffer;
  type: string;
}

/** The image type its first bytes say, or null: what the sender declared plays no part. */
export function imageTypeOf(data: Buffer): string | null {
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.subarray(0, 4).toString('latin1') === 'RIFF' && data.subarray(8, 12).toString('latin1') === 'WEBP') return 'image/webp';
  if (/^GIF8[79]a$/.test(data.subarray(0, 6).toString('latin1'))) return 'image/gif';
  return null;
}

export async function feedbackRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const reports = app.services.feedback;
  await registerForm(fastify, {
    fileFields: ['screenshot'],
    maxFiles: 1,
    maxFileBytes: feedbackScreenshotMaxBytes,
    tooLarge: () => new HttpError(413, 'The screenshot must be at most 5 MB.'),
    tooMany: 'Send one screenshot at most.',
    async readFile(part: MultipartFile): Promise<Screenshot> {
      const data = await part.toBuffer();
      const type = imageTypeOf(data);
      if (!type) throw badRequest(notAnImage);
      return { data, type };
    },
  });

  app.post('/account/feedback', { schema: { body: FeedbackBody, response: { 201: Submitted } } }, async (request, reply) => {
    const auth = authOf(request);
    // A name or email in the body is not taken: the report carries the account's (repository.ts).
    const { message, screenshot } = request.body;
    if (!message.trim()) throw badRequest('Please enter in the following required fields: Message');
    if (screenshot !== undefined && !isScreenshot(screenshot)) throw badRequest(notAnImage);
    const id = await reports.add({
      userId: auth.userId,
      workspaceId: auth.workspaceId,
      message: message.trim(),
      screenshot: screenshot?.data ?? null,
      screenshotType: screenshot?.type ?? null,
    });
    reply.status(201);
    return { id, message: thanksForFeedback };
  });
}

function isScreenshot(value: unknown): value is Screenshot {
  return !!value && typeof value === 'object' && Buffer.isBuffer((value as Screenshot).data);
}
