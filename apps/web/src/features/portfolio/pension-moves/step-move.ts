/**
 * Set when the customer goes to another step of the move (on, or back): the next step shown puts
 * focus on its heading, which says which step of how many it is. Kept outside the components, as the
 * page may be drawn afresh on the way.
 */
export const stepMove = { pending: false };
