/** The specialist acting in the back office: recorded with every move. */
export type Actor = { id: string; name: string };
