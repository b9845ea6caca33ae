/**
 * The link rule of rich text, shared by the server's sanitiser (app/shared/rich-text.server.ts)
 * and the panel's editor, so the editor refuses a link the server would drop.
 * Links may point to the web, to a mailbox, or to a page of this site ("/tour?category_id=1").
 */
export const SAFE_HREF = /^(?:https?:\/\/|mailto:)|^\/(?![/\\])/i;

export const isSafeHref = (href: string) => SAFE_HREF.test(href.trim());
