import { graphql } from '../generated';
import { pageSize } from '../../../contract/limits';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Writer and coder operations: the presets with their forms, a document written (or re-attached
// to) as a stream, a kind's documents (pages, count, one), rename, status and delete; types come
// from `npm run codegen`. One fragment per entity, so graphcache always holds the same fields.

/** The documents' page size (the contract's): a short page means the end. */
export const DOCUMENT_PAGE_SIZE = pageSize;

export const WriterDocumentFields = graphql(`
  fragment WriterDocumentFields on WriterDocument {
    id
    kind
    title
    content
    presetId
    language
    model
    status
    isProcessing
    isIncomplete
    createdAt
    updatedAt
  }
`);

/** A written document's events: the same fields for writing and re-attaching. */
export const WriterDocumentEventFields = graphql(`
  fragment WriterDocumentEventFields on WriterDocumentEvent {
    __typename
    ... on WriterDocumentToken { text }
    ... on WriterDocumentStored { document { ...WriterDocumentFields } }
    ... on WriterDocumentError { error documentId kept outOfCredits }
  }
`);

/** The writer's templates: every active preset (100 at most), with its form. */
export const WriterPresetsQuery = graphql(`
  query WriterPresets($limit: Int) {
    presets(limit: $limit) {
      ...PresetFields
      fields { name label multiline }
    }
  }
`);

/** The writer's template gallery: a page of presets by id, of one category, with search words. */
export const GalleryPresetsQuery = graphql(`
  query GalleryPresets($limit: Int, $categoryId: ID, $query: String, $startingAfter: ID) {
    presets(limit: $limit, categoryId: $categoryId, query: $query, startingAfter: $startingAfter) {
      ...PresetFields
      categoryId
    }
  }
`);

export const WriterDocumentQuery = graphql(`
  query WriterDocument($kind: DocumentKind!, $id: ID!) {
    writerDocument(kind: $kind, id: $id) { ...WriterDocumentFields }
  }
`);

export const WriterDocumentsQuery = graphql(`
  query WriterDocuments($kind: DocumentKind!, $query: String, $status: Int, $sort: ListSort, $startingAfter: ID, $limit: Int) {
    writerDocuments(kind: $kind, query: $query, status: $status, sort: $sort, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...WriterDocumentFields }
    }
  }
`);

export const WriterDocumentCountQuery = graphql(`
  query WriterDocumentCount($kind: DocumentKind!, $query: String, $status: Int) {
    writerDocumentCount(kind: $kind, query: $query, status: $status)
  }
`);

export const WriteDocumentSubscription = graphql(`
  subscription WriteDocument($input: WriteDocumentInput!) {
    writeDocument(input: $input) { ...WriterDocumentEventFields }
  }
`);

export const ResumeDocumentSubscription = graphql(`
  subscription ResumeDocument($kind: DocumentKind!, $id: ID!) {
    resumeDocument(kind: $kind, id: $id) { ...WriterDocumentEventFields }
  }
`);

export const RenameWriterDocumentMutation = graphql(`
  mutation RenameWriterDocument($kind: DocumentKind!, $id: ID!, $title: String!) {
    renameWriterDocument(kind: $kind, id: $id, title: $title) { ...WriterDocumentFields }
  }
`);

export const SetWriterDocumentStatusMutation = graphql(`
  mutation SetWriterDocumentStatus($kind: DocumentKind!, $id: ID!, $status: Int!) {
    setWriterDocumentStatus(kind: $kind, id: $id, status: $status) { ...WriterDocumentFields }
  }
`);

export const DeleteWriterDocumentMutation = graphql(`
  mutation DeleteWriterDocument($kind: DocumentKind!, $id: ID!) {
    deleteWriterDocument(kind: $kind, id: $id)
  }
`);
