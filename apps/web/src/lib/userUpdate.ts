import type { UpdateUser, User } from '@praxis/contract';

/**
 * The body of every change of a person (PUT /v1/Users/{userId}): the whole profile as it stands, the change on
 * top, whichever field changed.
 */
export const userUpdate = (user: User, changes: UpdateUser = {}): UpdateUser => ({
  email: user.email,
  displayName: user.displayName,
  firstName: user.firstName,
  lastName: user.lastName,
  phoneNumber: user.phoneNumber,
  profileImage: user.profileImage,
  title: user.title,
  department: user.department,
  city: user.city,
  country: user.country,
  showInDirectory: user.showInDirectory,
  allowEmailNotifications: user.allowEmailNotifications,
  language: user.language,
  ...changes,
});
