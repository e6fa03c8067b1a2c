// STUB: replaced by the owner of semantic search.
export interface ContentCatalogRepository {}
