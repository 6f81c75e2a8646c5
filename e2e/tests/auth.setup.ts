import { signInAtProvider } from '../fixtures/signIn.js';
import { expect, test as setup } from '../fixtures/test.js';
import { DEMO_ACCOUNTS, storageStateOf, storedUsers } from '../fixtures/users.js';

// One sign-in per account and run. The app keeps its user in localStorage, which storage state saves,
// together with the provider's session cookie.
for (const user of storedUsers) {
  const { email, firstName, lastName } = DEMO_ACCOUNTS[user];
  setup(`sign in as ${email}`, async ({ page }) => {
    await page.goto('/');
    await signInAtProvider(page, user);
    if (user === 'newcomer') {
      await expect(page).toHaveURL((url) => url.pathname === '/unauthorized');
    } else {
      await expect(page.getByRole('button', { name: `${firstName} ${lastName}` })).toBeVisible();
    }
    await page.context().storageState({ path: storageStateOf(user) });
  });
}
