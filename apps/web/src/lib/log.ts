/**
 * The app's one way to the console: events worth a trace for whoever debugs a session, never worth
 * bothering the user with (sign-in events such as a token expiring).
 */
export const log = {
  info: (message: string, ...details: unknown[]) => console.info(`[praxis] ${message}`, ...details),
  warn: (message: string, ...details: unknown[]) => console.warn(`[praxis] ${message}`, ...details),
};
