/**
 * The SECRET_KEY of test servers: given, so no test writes a key file into the working folder, and the same
 * for every server of a test, as instances sharing a database must have.
 */
export const TEST_SECRET_KEY = 'test-secret-key-of-at-least-32-characters';
