// STUB: replaced by the owner of this repository.
export interface SectionRepository {}
export interface SectionTemplateRepository { listNames(): Promise<string[]> }
