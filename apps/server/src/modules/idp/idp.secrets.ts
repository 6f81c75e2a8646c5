import type { SecretBox } from '../../lib/secret-box.js';
import type { IdpRepository } from './idp.repository.js';

/**
 * Seals what an earlier version stored in clear (signing keys, cookie keys), once, in place. Each row is
 * replaced only while it is still clear, so instances starting together each seal it at most once and
 * any of their sealed forms opens to the same key.
 */
export async function sealClearSecrets(repository: IdpRepository, box: SecretBox): Promise<void> {
  for (const key of await repository.clearSigningKeys()) {
    await repository.sealSigningKey(key.kid, box.seal(JSON.stringify(key.jwk)));
  }
  for (const secret of await repository.listSecrets()) {
    if (!box.isSealed(secret.value))
      await repository.sealSecret(secret.name, secret.value, box.seal(secret.value));
  }
}

/** The secret called `name`, made by whichever instance asks first, sealed at rest. */
export async function sealedSecret(
  repository: IdpRepository,
  box: SecretBox,
  name: string,
  make: () => string,
): Promise<string> {
  return box.open(await repository.secret(name, box.seal(make())));
}
