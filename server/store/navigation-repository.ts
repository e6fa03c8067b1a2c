// STUB: replaced by the owner of this repository.
export interface NavigationRepository {}
