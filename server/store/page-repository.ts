// STUB: replaced by the owner of this repository.
export interface PageRepository { listSlugs(): Promise<string[]> }
