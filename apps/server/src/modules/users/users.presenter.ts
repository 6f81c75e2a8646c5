import type { Company, User } from '@praxis/contract';
import type { CompanyRow, UserRow } from './users.repository.js';

export function presentUser(row: UserRow): User {
  return {
    id: row.id,
    legacyId: row.legacyId,
    userId: row.id,
    email: row.email,
    displayName: row.displayName,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    profileImage: row.profileImage,
    title: row.title,
    department: row.department,
    city: row.city,
    country: row.country,
    showInDirectory: row.showInDirectory,
    allowEmailNotifications: row.allowEmailNotifications,
    language: row.language === 'nb-NO' ? 'nb-NO' : 'en-US',
    userType: row.role,
    signedIn: row.subject !== null,
  };
}

export function presentCompany(row: CompanyRow): Company {
  return { id: row.id, legacyId: row.legacyId, name: row.name };
}
