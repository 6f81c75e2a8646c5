import { DEMO_ACCOUNTS } from '../seed/demo-accounts.js';

/** The demo accounts' emails under the names the API tests call them by: `server.call(USER, …)`. */
export const ADMIN: string = DEMO_ACCOUNTS.admin.email;
/** Demo AS's other Administrator, who approves what ADMIN decides. */
export const SECOND_ADMIN: string = DEMO_ACCOUNTS.secondAdmin.email;
export const USER: string = DEMO_ACCOUNTS.user.email;
export const READER: string = DEMO_ACCOUNTS.reader.email;
export const NEWCOMER: string = DEMO_ACCOUNTS.newcomer.email;
/** The administrator of Other AS: another company, whose calls on Demo AS's data answer 404. */
export const OTHER: string = DEMO_ACCOUNTS.otherAdmin.email;
