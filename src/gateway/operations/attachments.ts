import { graphql } from '../generated';

// Attachment operations; types come from `npm run codegen`.

/** Ask with requestPolicy 'network-only': a withdrawn share link must refuse the download again. */
export const AttachmentFileQuery = graphql(`
  query AttachmentFile($id: ID!, $sharedConversationId: ID) {
    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)
  }
`);
