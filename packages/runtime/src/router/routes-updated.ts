/** Fired (dev only) when a page is added or removed and the route table was replaced. */
export const ROUTES_UPDATED_EVENT = 'quire:routes-updated';
